<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name></name>
    <message numerus="yes">
        <source>%1 (%n hands won)</source>
        <translation>
            <numerusform>%1 (%n hand won)</numerusform>
            <numerusform>%1 (%n hands won)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n points</source>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win %n points</source>
        <translation>
            <numerusform>You win %n point</numerusform>
            <numerusform>You win %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %n points</source>
        <comment>the computer</comment>
        <translation>
            <numerusform>%1 wins %n point</numerusform>
            <numerusform>%1 wins %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %n points</source>
        <translation>
            <numerusform>%1 wins %n point</numerusform>
            <numerusform>%1 wins %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It left %n cards that would lower the deadwood, against %1.</source>
        <translation type="vanished">
            <numerusform>It left %n card that would lower the deadwood, against %1.</numerusform>
            <numerusform>It left %n cards that would lower the deadwood, against %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy %1: %2 of %n decisions within a point of the expert&apos;s best</source>
        <translation type="vanished">
            <numerusform>Accuracy %1: %2 of %n decision within a point of the expert&apos;s best</numerusform>
            <numerusform>Accuracy %1: %2 of %n decisions within a point of the expert&apos;s best</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy %1: %2 of %n decisions within a point of the expert&apos;s best; %3 points given up.</source>
        <translation type="vanished">
            <numerusform>Accuracy %1: %2 of %n decision within a point of the expert&apos;s best; %3 points given up.</numerusform>
            <numerusform>Accuracy %1: %2 of %n decisions within a point of the expert&apos;s best; %3 points given up.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy %1: %2 of %n decisions within a point of the expert&apos;s best; %3 given up.</source>
        <translation>
            <numerusform>Accuracy %1: %2 of %n decision within a point of the expert&apos;s best; %3 given up.</numerusform>
            <numerusform>Accuracy %1: %2 of %n decisions within a point of the expert&apos;s best; %3 given up.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%1 of %n decisions reviewed.)</source>
        <translation>
            <numerusform>(%1 of %n decision reviewed.)</numerusform>
            <numerusform>(%1 of %n decisions reviewed.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decisions could not be reviewed: %1.</source>
        <translation>
            <numerusform>%n decision could not be reviewed: %1.</numerusform>
            <numerusform>%n decisions could not be reviewed: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have %n points, the computer %1.</source>
        <translation>
            <numerusform>You have %n point, the computer %1.</numerusform>
            <numerusform>You have %n points, the computer %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2 has %n points, the computer %1.</source>
        <translation>
            <numerusform>%2 has %n point, the computer %1.</numerusform>
            <numerusform>%2 has %n points, the computer %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Knock with %1 face down: you have %n points outside melds, and an undercut is unlikely</source>
        <translation>
            <numerusform>Knock with %1 face down: you have %n point outside melds, and an undercut is unlikely</numerusform>
            <numerusform>Knock with %1 face down: you have %n points outside melds, and an undercut is unlikely</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 points</source>
        <comment>a number with a decimal</comment>
        <extracomment>A card at the start of a phrase (``J♥ abwerfen``): its rank keeps its capital.</extracomment>
        <translation>
            <numerusform>%1 point</numerusform>
            <numerusform>%1 points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your opponent shows %1 and holds %n more cards face down</source>
        <translation>
            <numerusform>Your opponent shows %1 and holds %n more card face down</numerusform>
            <numerusform>Your opponent shows %1 and holds %n more cards face down</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintsPanel</name>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PastGamesDialog</name>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n games</source>
        <translation>
            <numerusform>%1 of %n game</numerusform>
            <numerusform>%1 of %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message numerus="yes">
        <source>%n gins</source>
        <translation>
            <numerusform>%n gin</numerusform>
            <numerusform>%n gins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n knocks</source>
        <translation>
            <numerusform>%n knock</numerusform>
            <numerusform>%n knocks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 in %n hands (%4 a hand), %5</source>
        <translation>
            <numerusform>%1 to %2 in %n hand (%4 a hand), %5</numerusform>
            <numerusform>%1 to %2 in %n hands (%4 a hand), %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1% in %n reviewed games</source>
        <translation>
            <numerusform>%1% in %n reviewed game</numerusform>
            <numerusform>%1% in %n reviewed games</numerusform>
        </translation>
    </message>
</context>
</TS>
