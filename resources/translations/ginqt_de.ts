<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name></name>
    <message>
        <source>&lt;h3&gt;The colour bars&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Die Farbbalken&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>Score limit</source>
        <translation>Punktziel</translation>
    </message>
    <message>
        <source>&lt;h3&gt;This game&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Dieses Spiel&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This game is played by the standard rules above.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dieses Spiel folgt den Standardregeln oben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Knock limit</source>
        <extracomment>The colour of each bar on the default table: sets blue, runs green, red for the computer&apos;s pile draw and laid-off cards, hints yellow (:mod:`ginqt.ui.table.theme` has them for every table). Keys under the first ten cards of the hand (&quot;1&quot; ... &quot;0&quot;), as many as a hand can hold. Each text on the table: (size, bold, its colour in the theme) The texts of the column at the right, drawn as large as its signs (:attr:`TableSize.words`) the item data key of how far a text broken in two was lifted above its one line the snapshot drawn last each colour bar&apos;s mark (in the language of the day) the captions&apos; font is for these words at this text size; the tallest caption&apos;s height</extracomment>
        <translation>Klopfgrenze</translation>
    </message>
    <message>
        <source>Big gin bonus</source>
        <translation>Big-Gin-Bonus</translation>
    </message>
    <message>
        <source>Undercut bonus</source>
        <translation>Unterbieten-Bonus</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Spielbonus</translation>
    </message>
    <message>
        <source>A shutout (&quot;schneider&quot;): no bonus, the winner&apos;s margin doubled (Tommy&apos;s Gin Rummy),
or a flat bonus for the winner (GinRummy 1.2 for the PalmPilot).
Example: winning 130 to 0 with the margin doubled counts 260.</source>
        <translation>Ein Schneider: kein Bonus, der Vorsprung des Gewinners verdoppelt (Tommy&apos;s Gin Rummy),
oder ein fester Bonus für den Gewinner (GinRummy 1.2 für den PalmPilot).
Beispiel: 130 zu 0 mit verdoppeltem Vorsprung zählt 260.</translation>
    </message>
    <message>
        <source>The last two cards of the stock are never drawn.  Either the player who drew the card
before them may still knock, then the hand is dead (no score); or the next player may
still take the discard and knock (as in the classic 1993 DOS Gin Rummy by David Teach).</source>
        <translation type="vanished">Die letzten zwei Karten des Stapels werden nie gezogen.  Entweder darf der Spieler, der die Karte davor
gezogen hat, noch klopfen, dann ist die Runde tot (keine Wertung); oder der nächste Spieler darf
noch die abgeworfene Karte nehmen und klopfen (wie im klassischen Gin Rummy für DOS von David Teach, 1993).</translation>
    </message>
    <message>
        <source>Drawn at random, you, or the computer (then you play first, as in the classic 1993 DOS Gin Rummy
by David Teach).</source>
        <translation type="vanished">Zufällig, du oder der Computer (dann spielst du zuerst, wie im klassischen Gin Rummy
für DOS von David Teach, 1993).</translation>
    </message>
    <message>
        <source>No bonus</source>
        <translation>Kein Bonus</translation>
    </message>
    <message>
        <source>Knock: end the hand when your unmatched cards add up to little enough.
Off: &quot;straight gin&quot;: every hand is won by gin alone (layoffs go too).
Example: with A♠ 2♦ unmatched (3 points) you knock; in straight gin you play on.</source>
        <translation>Klopfen: die Runde beenden, wenn deine ungebundenen Karten wenig genug zählen.
Aus: „Straight Gin“: jede Runde wird nur mit Gin gewonnen (Anlegen entfällt auch).
Beispiel: mit A♠ 2♦ ungebunden (3 Punkte) klopfst du; bei Straight Gin spielst du weiter.</translation>
    </message>
    <message>
        <source>Knocking allowed</source>
        <translation>Klopfen erlaubt</translation>
    </message>
    <message>
        <source>Knock limit set by</source>
        <translation>Klopfgrenze bestimmt durch</translation>
    </message>
    <message>
        <source>A fixed number (below), or the first upcard of the hand (Oklahoma), or the upcard
showing when your turn begins (Space Cowboy).
Example: Oklahoma with a 7 turned up first: knock with 7 or less all hand; an ace: gin only.</source>
        <translation>Eine feste Zahl (unten), die erste aufgedeckte Karte der Runde (Oklahoma) oder die aufgedeckte Karte
zu Beginn deines Zuges (Space Cowboy).
Beispiel: Oklahoma mit einer 7 als erster Karte: die ganze Runde mit 7 oder weniger klopfen; ein Ass: nur Gin.</translation>
    </message>
    <message>
        <source>Knock with at most</source>
        <translation>Klopfen mit höchstens</translation>
    </message>
    <message>
        <source>The most your unmatched cards may add up to when you knock (0: gin only).
Example: at 10, A♠ 4♦ 5♣ (10 points) may knock; with a 2 more (12) you must play on.</source>
        <translation>So viel dürfen deine ungebundenen Karten beim Klopfen höchstens zählen (0: nur Gin).
Beispiel: bei 10 darf mit A♠ 4♦ 5♣ (10 Punkte) geklopft werden; mit einer 2 mehr (12) musst du weiterspielen.</translation>
    </message>
    <message>
        <source>A spade turned up first doubles the hand</source>
        <translation>Ein Pik als erste Karte verdoppelt die Runde</translation>
    </message>
    <message>
        <source>Oklahoma: when the first upcard is a spade, every point of that hand counts twice, bonuses too.
Example: gin against 20 scores (20 + 25) × 2 = 90.</source>
        <translation>Oklahoma: Ist die erste aufgedeckte Karte ein Pik, zählt jeder Punkt dieser Runde doppelt, Boni auch.
Beispiel: Gin gegen 20 ergibt (20 + 25) × 2 = 90.</translation>
    </message>
    <message>
        <source>Defender lays off on the knock</source>
        <translation>Der Gegner legt beim Klopfen an</translation>
    </message>
    <message>
        <source>After a knock the other player adds unmatched cards to the knocker&apos;s melds, and
they no longer count.  Not after gin.  Needs knocking.
Example: you knock with 7♥ 8♥ 9♥; the defender&apos;s 10♥ is laid off.</source>
        <translation>Nach einem Klopfen legt der andere Spieler ungebundene Karten an die Kombinationen des Klopfenden an,
sie zählen dann nicht mehr.  Nicht nach Gin.  Setzt Klopfen voraus.
Beispiel: du klopfst mit 7♥ 8♥ 9♥; die 10♥ des Gegners wird angelegt.</translation>
    </message>
    <message>
        <source>Equal deadwood is an undercut</source>
        <translation>Gleich viele Restpunkte sind Unterbieten</translation>
    </message>
    <message>
        <source>When the defender&apos;s unmatched cards add up to as much as the knocker&apos;s, the defender wins.
Example: you knock with 6 and the defender also has 6: the defender scores the undercut bonus.
Off: the knocker wins the hand, scoring 0.</source>
        <translation>Zählen die ungebundenen Karten des Gegners so viel wie die des Klopfenden, gewinnt der Gegner.
Beispiel: du klopfst mit 6, der Gegner hat auch 6: er erhält den Unterbieten-Bonus.
Aus: der Klopfende gewinnt die Runde mit 0 Punkten.</translation>
    </message>
    <message>
        <source>Gin bonus</source>
        <translation>Gin-Bonus</translation>
    </message>
    <message>
        <source>Points for gin, on top of the opponent&apos;s unmatched cards.
Example: gin against 30 points of deadwood scores 30 + 25 = 55.</source>
        <translation>Punkte für Gin, zusätzlich zu den ungebundenen Karten des Gegners.
Beispiel: Gin gegen 30 Restpunkte ergibt 30 + 25 = 55.</translation>
    </message>
    <message>
        <source>Big gin with eleven cards</source>
        <translation>Big Gin mit elf Karten</translation>
    </message>
    <message>
        <source>Go gin without discarding when all eleven cards after your draw are melded.
Example: 4♠ 5♠ 6♠ 7♠, 9♥ 9♦ 9♣ 9♠, J♦ Q♦ K♦ is a big gin.</source>
        <translation>Gin ohne Abwerfen, wenn nach dem Ziehen alle elf Karten kombiniert sind.
Beispiel: 4♠ 5♠ 6♠ 7♠, 9♥ 9♦ 9♣ 9♠, J♦ Q♦ K♦ ist ein Big Gin.</translation>
    </message>
    <message>
        <source>Replaces the gin bonus for a big gin.
Example: a big gin against 20 points scores 20 + 31 = 51.</source>
        <translation>Ersetzt den Gin-Bonus bei einem Big Gin.
Beispiel: ein Big Gin gegen 20 Punkte ergibt 20 + 31 = 51.</translation>
    </message>
    <message>
        <source>Points for the defender who has less deadwood than the knocker (an undercut).
Example: you knock with 8, the defender has 5: the defender scores 8 − 5 + 25 = 28.</source>
        <translation>Punkte für den Gegner, der weniger Restpunkte hat als der Klopfende (Unterbieten).
Beispiel: du klopfst mit 8, der Gegner hat 5: er erhält 8 − 5 + 25 = 28.</translation>
    </message>
    <message>
        <source>Bonus per hand won</source>
        <translation>Bonus je gewonnene Runde</translation>
    </message>
    <message>
        <source>Added at the end of the game for every hand each player won (the &quot;box&quot; or line bonus).
Example: at 25, a player who won 4 hands adds 100; the higher total wins the game.</source>
        <translation>Am Spielende für jede Runde, die ein Spieler gewonnen hat („Box“- oder Linienbonus).
Beispiel: bei 25 erhält ein Spieler mit 4 gewonnenen Runden 100; die höhere Summe gewinnt.</translation>
    </message>
    <message>
        <source>Added at the end of the game for the player who reached the score limit.
Example: at 100, reaching 104 first makes 204 before the hand bonuses.</source>
        <translation>Am Spielende für den Spieler, der das Punktziel erreicht hat.
Beispiel: bei 100 werden aus 104 zuerst 204, vor den Rundenboni.</translation>
    </message>
    <message>
        <source>When the loser won no hand</source>
        <translation>Wenn der Verlierer keine Runde gewann</translation>
    </message>
    <message>
        <source>The last two cards of the stock are never drawn.  Either the player who drew the card
before them may still knock, then the hand is dead (no score); or the next player may
still take the discard and knock.</source>
        <translation>Die letzten zwei Karten des Stapels werden nie gezogen.  Entweder darf der Spieler, der die Karte davor
gezogen hat, noch klopfen, dann ist die Runde tot (keine Wertung); oder der nächste Spieler darf
noch die abgeworfene Karte nehmen und klopfen.</translation>
    </message>
    <message>
        <source>Drawn at random, you, or the computer (then you play first).</source>
        <translation>Zufällig, du oder der Computer (dann spielst du zuerst).</translation>
    </message>
    <message>
        <source>A shutout (&quot;schneider&quot;): no bonus, the winner&apos;s margin doubled (Tommy&apos;s Gin Rummy),
or a flat bonus for the winner (the PalmPilot program).
Example: winning 130 to 0 with the margin doubled counts 260.</source>
        <translation type="vanished">Ein Schneider: kein Bonus, der Vorsprung des Gewinners verdoppelt (Tommy&apos;s Gin Rummy),
oder ein fester Bonus für den Gewinner (das PalmPilot-Programm).
Beispiel: 130 zu 0 mit verdoppeltem Vorsprung zählt 260.</translation>
    </message>
    <message>
        <source>Flat shutout bonus</source>
        <translation>Fester Schneiderbonus</translation>
    </message>
    <message>
        <source>The flat bonus&apos;s points.
Example: 100 makes a 105 to 0 win count 205.</source>
        <translation>Die Punkte des festen Bonus.
Beispiel: mit 100 zählt ein Sieg 105 zu 0 als 205.</translation>
    </message>
    <message>
        <source>The first upcard</source>
        <translation>Die erste aufgedeckte Karte</translation>
    </message>
    <message>
        <source>Offered to both: the non-dealer may take it or pass, then the dealer; if both pass,
the non-dealer draws from the stock.  Simple (Tommy&apos;s Gin Rummy): the non-dealer just
draws it or the top of the stock.</source>
        <translation>Beiden angeboten: erst darf der Nichtgeber sie nehmen oder passen, dann der Geber; passen beide,
zieht der Nichtgeber vom Stapel.  Einfach (Tommy&apos;s Gin Rummy): der Nichtgeber nimmt
sie oder die oberste Karte des Stapels.</translation>
    </message>
    <message>
        <source>May throw back the card just taken</source>
        <translation>Die eben genommene Karte darf zurück</translation>
    </message>
    <message>
        <source>Off: a card taken from the discard pile cannot be discarded in the same turn.
Example: you take 7♣ from the pile; you must discard another card.</source>
        <translation>Aus: eine vom Ablagestapel genommene Karte darf im selben Zug nicht abgeworfen werden.
Beispiel: du nimmst 7♣ vom Ablagestapel; du musst eine andere Karte abwerfen.</translation>
    </message>
    <message>
        <source>When two cards are left in the stock</source>
        <translation>Wenn zwei Karten im Stapel übrig sind</translation>
    </message>
    <message>
        <source>The last two cards of the stock are never drawn.  Either the player who drew the card
before them may still knock, then the hand is dead (no score); or the next player may
still take the discard and knock (the 1993 DOS program).</source>
        <translation type="vanished">Die letzten zwei Karten des Stapels werden nie gezogen.  Entweder darf der Spieler, der die Karte davor
gezogen hat, noch klopfen, dann ist die Runde tot (keine Wertung); oder der nächste Spieler darf
noch die abgeworfene Karte nehmen und klopfen (das DOS-Programm von 1993).</translation>
    </message>
    <message>
        <source>Who deals first</source>
        <translation>Wer zuerst gibt</translation>
    </message>
    <message>
        <source>Drawn at random, you, or the computer (then you play first, as in the 1993 DOS program).</source>
        <translation type="vanished">Zufällig, du oder der Computer (dann spielst du zuerst, wie im DOS-Programm von 1993).</translation>
    </message>
    <message>
        <source>Who deals next</source>
        <translation>Wer danach gibt</translation>
    </message>
    <message>
        <source>After a hand won: the winner deals, the loser deals, or you take turns.
A dead hand is dealt again by the same dealer.</source>
        <translation>Nach einer gewonnenen Runde: der Gewinner gibt, der Verlierer gibt oder abwechselnd.
Eine tote Runde gibt derselbe Geber neu.</translation>
    </message>
    <message>
        <source>A fixed number</source>
        <translation>Eine feste Zahl</translation>
    </message>
    <message>
        <source>The first upcard (Oklahoma)</source>
        <translation>Die erste aufgedeckte Karte (Oklahoma)</translation>
    </message>
    <message>
        <source>The upcard showing (Space Cowboy)</source>
        <translation>Die aufgedeckte Karte (Space Cowboy)</translation>
    </message>
    <message>
        <source>Offered to both, then the stock</source>
        <translation>Beiden angeboten, dann der Stapel</translation>
    </message>
    <message>
        <source>Non-dealer draws it or the stock</source>
        <translation>Nichtgeber nimmt sie oder vom Stapel</translation>
    </message>
    <message>
        <source>The last drawer may still knock</source>
        <translation>Wer zuletzt zog, darf noch klopfen</translation>
    </message>
    <message>
        <source>The next player may take the discard</source>
        <translation>Der Nächste darf die Ablage nehmen</translation>
    </message>
    <message>
        <source>Winner&apos;s margin doubled</source>
        <translation>Vorsprung des Gewinners verdoppelt</translation>
    </message>
    <message>
        <source>A flat bonus</source>
        <translation>Ein fester Bonus</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>The computer (you play first)</source>
        <translation>Der Computer (du spielst zuerst)</translation>
    </message>
    <message>
        <source>The winner</source>
        <translation>Der Gewinner</translation>
    </message>
    <message>
        <source>The loser</source>
        <translation>Der Verlierer</translation>
    </message>
    <message>
        <source>Take turns</source>
        <translation>Abwechselnd</translation>
    </message>
    <message>
        <source>Resume the saved game?</source>
        <translation>Gespeichertes Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>You did not finish your last game. Resume it?</source>
        <translation>Du hast dein letztes Spiel nicht beendet. Fortsetzen?</translation>
    </message>
    <message>
        <source>Opponent: %1; rules: %2</source>
        <translation>Gegner: %1; Regeln: %2</translation>
    </message>
    <message>
        <source>Started %1; now in hand %2</source>
        <translation>Begonnen %1; jetzt in Runde %2</translation>
    </message>
    <message>
        <source>Score: %1 %2, computer %3</source>
        <translation type="vanished">Stand: %1 %2, Computer %3</translation>
    </message>
    <message numerus="yes">
        <source>You have %n points, the computer %1.</source>
        <translation>
            <numerusform>Du hast %n Punkt, der Computer %1.</numerusform>
            <numerusform>Du hast %n Punkte, der Computer %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2 has %n points, the computer %1.</source>
        <translation>
            <numerusform>%2 hat %n Punkt, der Computer %1.</numerusform>
            <numerusform>%2 hat %n Punkte, der Computer %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>An assisted game: it counts in the statistics only.</source>
        <translation>Ein Spiel mit Hilfe: es zählt nur in der Statistik.</translation>
    </message>
    <message>
        <source>If you start a new game instead, this one counts as quit early: in the statistics when a hand was finished, in the high scores when your score is above zero.</source>
        <translation>Beginnst du stattdessen ein neues Spiel, zählt dieses als vorzeitig beendet: in der Statistik, wenn eine Runde fertig war, in der Bestenliste, wenn dein Stand über null liegt.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>GinQt: your data files</source>
        <translation>GinQt: deine Dateien</translation>
    </message>
    <message>
        <source>Something is not right with the files GinQt keeps:</source>
        <translation>Mit den Dateien, die GinQt aufbewahrt, stimmt etwas nicht:</translation>
    </message>
    <message>
        <source>Stock (D)</source>
        <extracomment>The colour of each bar on the default table: sets blue, runs green, red for the computer&apos;s pile draw and laid-off cards, hints yellow (:mod:`ginqt.ui.table.theme` has them for every table). Keys under the first ten cards of the hand (&quot;1&quot; ... &quot;0&quot;), as many as a hand can hold. Each text on the table: (size, bold, its colour in the theme) The texts of the column at the right, drawn as large as its signs (:attr:`TableSize.words`) the item data key of how far a text broken in two was lifted above its one line the snapshot drawn last each colour bar&apos;s mark (in the language of the day) the captions&apos; font is for these words at this text size; the tallest caption&apos;s height</extracomment>
        <translation type="vanished">Stapel (D)</translation>
    </message>
    <message>
        <source>Discard pile (P)</source>
        <translation type="vanished">Ablagestapel (P)</translation>
    </message>
    <message>
        <source>Your</source>
        <translation>Deine Restpunkte</translation>
    </message>
    <message>
        <source>%1&apos;s</source>
        <translation>Restpunkte von %1</translation>
    </message>
    <message>
        <source>%1&apos;s</source>
        <comment>the computer</comment>
        <translation>Restpunkte des Computers</translation>
    </message>
    <message>
        <source>capital</source>
        <comment>a sentence after a colon</comment>
        <extracomment>Translators: &quot;lower&quot; if a sentence that goes on after a colon starts in lower case in your language (French, Spanish), else &quot;capital&quot; (German); only these two words are understood.</extracomment>
        <translation>capital</translation>
    </message>
    <message numerus="yes">
        <source>%1 points</source>
        <comment>a number with a decimal</comment>
        <extracomment>A card at the start of a phrase (``J♥ abwerfen``): its rank keeps its capital.</extracomment>
        <translation>
            <numerusform>%1 Punkt</numerusform>
            <numerusform>%1 Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>took the upcard %1</source>
        <translation>hat die aufgedeckte Karte %1 genommen</translation>
    </message>
    <message>
        <source>passed the upcard</source>
        <translation>hat bei der aufgedeckten Karte gepasst</translation>
    </message>
    <message>
        <source>drew %1 from the stock</source>
        <translation>hat %1 vom Stapel gezogen</translation>
    </message>
    <message>
        <source>drew from the stock</source>
        <translation>hat vom Stapel gezogen</translation>
    </message>
    <message>
        <source>took %1 from the discard pile</source>
        <translation>hat %1 vom Ablagestapel genommen</translation>
    </message>
    <message>
        <source>discarded %1</source>
        <translation>hat %1 abgeworfen</translation>
    </message>
    <message>
        <source>went gin!</source>
        <translation>hat Gin gemacht!</translation>
    </message>
    <message>
        <source>went big gin!</source>
        <translation>hat Big Gin gemacht!</translation>
    </message>
    <message>
        <source>knocked</source>
        <translation>hat geklopft</translation>
    </message>
    <message>
        <source>The hand is dead: no score</source>
        <translation>Die Runde ist tot: keine Wertung</translation>
    </message>
    <message>
        <source>took the upcard %1</source>
        <comment>you</comment>
        <translation>hast die aufgedeckte Karte %1 genommen</translation>
    </message>
    <message>
        <source>passed the upcard</source>
        <comment>you</comment>
        <translation>hast bei der aufgedeckten Karte gepasst</translation>
    </message>
    <message>
        <source>drew %1 from the stock</source>
        <comment>you</comment>
        <translation>hast %1 vom Stapel gezogen</translation>
    </message>
    <message>
        <source>drew from the stock</source>
        <comment>you</comment>
        <translation>hast vom Stapel gezogen</translation>
    </message>
    <message>
        <source>took %1 from the discard pile</source>
        <comment>you</comment>
        <translation>hast %1 vom Ablagestapel genommen</translation>
    </message>
    <message>
        <source>discarded %1</source>
        <comment>you</comment>
        <translation>hast %1 abgeworfen</translation>
    </message>
    <message>
        <source>went gin!</source>
        <comment>you</comment>
        <translation>hast Gin gemacht!</translation>
    </message>
    <message>
        <source>went big gin!</source>
        <comment>you</comment>
        <translation>hast Big Gin gemacht!</translation>
    </message>
    <message>
        <source>knocked</source>
        <comment>you</comment>
        <translation>hast geklopft</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>You %1</source>
        <translation>Du %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>the computer</comment>
        <translation>Der Computer %2</translation>
    </message>
    <message>
        <source>Hand %1 dealt</source>
        <translation>Runde %1 gegeben</translation>
    </message>
    <message>
        <source>Game resumed: hand %1</source>
        <translation>Spiel fortgesetzt: Runde %1</translation>
    </message>
    <message>
        <source>Move taken back</source>
        <translation>Zug zurückgenommen</translation>
    </message>
    <message>
        <source>Playing to gin: no more knocking for you this hand, only gin</source>
        <translation>Auf Gin spielen: in dieser Runde kein Klopfen mehr für dich, nur Gin</translation>
    </message>
    <message>
        <source>Draw a card first, from the stock or the discard pile</source>
        <translation>Zieh zuerst eine Karte, vom Stapel oder vom Ablagestapel</translation>
    </message>
    <message>
        <source>Discarding %1 leaves too much deadwood to knock; pick another card or press %2</source>
        <translation>Mit %1 abgeworfen bleiben zu viele Restpunkte zum Klopfen; wähl eine andere Karte oder drück %2</translation>
    </message>
    <message>
        <source>Discarding %1 leaves too much deadwood to knock; pick another card or press K</source>
        <translation type="vanished">Mit %1 abgeworfen bleiben zu viele Restpunkte zum Klopfen; wähl eine andere Karte oder drück K</translation>
    </message>
    <message>
        <source>You cannot knock now</source>
        <translation>Du kannst jetzt nicht klopfen</translation>
    </message>
    <message>
        <source>A hint helps you: this game now counts as assisted and will not enter the high scores</source>
        <translation>Ein Tipp hilft dir: dieses Spiel gilt jetzt als mit Hilfe gespielt und kommt nicht in die Bestenliste</translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation>Kein Tipp: %1</translation>
    </message>
    <message>
        <source>The variant&apos;s own scoring failed (%1); the standard scoring counts instead</source>
        <translation>Die eigene Wertung der Variante versagte (%1); stattdessen zählt die Standardwertung</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Die Runde ist vorbei</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>The hand is still being played</source>
        <translation>Die Runde läuft noch</translation>
    </message>
    <message>
        <source>First take or pass the upcard</source>
        <translation>Nimm zuerst die aufgedeckte Karte oder passe</translation>
    </message>
    <message>
        <source>Both players passed the upcard: draw from the stock</source>
        <translation>Beide haben bei der aufgedeckten Karte gepasst: zieh vom Stapel</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>Der Ablagestapel ist leer</translation>
    </message>
    <message>
        <source>You have drawn: now discard a card (or knock)</source>
        <translation>Du hast gezogen: wirf jetzt eine Karte ab (oder klopfe)</translation>
    </message>
    <message>
        <source>Say which card to discard</source>
        <translation>Sag, welche Karte du abwirfst</translation>
    </message>
    <message>
        <source>%1 is not in your hand</source>
        <translation>%1 ist nicht auf deiner Hand</translation>
    </message>
    <message>
        <source>You may not discard %1: you just took it from the discard pile</source>
        <translation>Du darfst %1 nicht abwerfen: du hast sie eben vom Ablagestapel genommen</translation>
    </message>
    <message>
        <source>You already play to gin this hand</source>
        <translation>Du spielst in dieser Runde schon auf Gin</translation>
    </message>
    <message>
        <source>You can choose to play to gin only when you could knock</source>
        <translation>Auf Gin spielen kannst du nur, wenn du klopfen könntest</translation>
    </message>
    <message>
        <source>You chose to play to gin this hand: you may not knock, only go gin</source>
        <translation>Du spielst in dieser Runde auf Gin: du darfst nicht klopfen, nur Gin machen</translation>
    </message>
    <message>
        <source>Big gin is not played under these rules</source>
        <translation>Big Gin wird nach diesen Regeln nicht gespielt</translation>
    </message>
    <message>
        <source>A computer player failed (%1); its fallback move was played</source>
        <translation>Ein Computerspieler hat versagt (%1); sein Ersatzzug wurde gespielt</translation>
    </message>
    <message>
        <source>no move within %1 s</source>
        <translation>kein Zug innerhalb von %1 s</translation>
    </message>
    <message>
        <source>an illegal move (%1)</source>
        <translation>ein regelwidriger Zug (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s strategy failed (%2); its fallback plays %3</source>
        <comment>the computer</comment>
        <translation>Die Strategie des Computers hat versagt (%2); sein Ersatz spielt %3</translation>
    </message>
    <message>
        <source>%1&apos;s strategy failed (%2); its fallback plays %3</source>
        <translation>Die Strategie von %1 versagte (%2); der Ersatz spielt %3</translation>
    </message>
    <message>
        <source>You score %1</source>
        <translation>Du erhältst %1</translation>
    </message>
    <message>
        <source>%1 scores %2</source>
        <translation>%1 erhält %2</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Du gewinnst</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>%1 deadwood: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 deadwood: %2, %3 after laying off %4</source>
        <translation>%1: %2, %3 nach dem Anlegen von %4</translation>
    </message>
    <message>
        <source>Knock: %1 - %2 = %3</source>
        <translation>Klopfen: %1 - %2 = %3</translation>
    </message>
    <message>
        <source>Gin: %1 + bonus %2</source>
        <translation>Gin: %1 + Bonus %2</translation>
    </message>
    <message>
        <source>Big gin: %1 + bonus %2</source>
        <translation>Big Gin: %1 + Bonus %2</translation>
    </message>
    <message>
        <source>Undercut: %1 + bonus %2</source>
        <translation>Unterboten: %1 + Bonus %2</translation>
    </message>
    <message>
        <source>Spade upcard: x%1</source>
        <translation>Pik aufgedeckt: x%1</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n hands won)</source>
        <translation>
            <numerusform>%1 (%n Runde gewonnen)</numerusform>
            <numerusform>%1 (%n Runden gewonnen)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 scores %2</source>
        <comment>the computer</comment>
        <translation>Der Computer erhält %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>the computer</comment>
        <translation>Der Computer gewinnt</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Du hast gewonnen</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 hat gewonnen</translation>
    </message>
    <message>
        <source>%1 won</source>
        <comment>the computer</comment>
        <translation>Der Computer hat gewonnen</translation>
    </message>
    <message>
        <source>You knocked and were undercut</source>
        <translation>Du hast geklopft und wurdest unterboten</translation>
    </message>
    <message>
        <source>%1 knocked; you undercut</source>
        <comment>the computer</comment>
        <translation>Der Computer hat geklopft, du hast unterboten</translation>
    </message>
    <message>
        <source>%1 knocked; you undercut</source>
        <translation>%1 hat geklopft, du hast unterboten</translation>
    </message>
    <message>
        <source>%1 knocked, %2 undercut</source>
        <comment>the computer knocked</comment>
        <translation>Der Computer hat geklopft, %2 hat unterboten</translation>
    </message>
    <message>
        <source>%1 knocked, %2 undercut</source>
        <comment>the computer undercut</comment>
        <translation>%1 hat geklopft, der Computer hat unterboten</translation>
    </message>
    <message>
        <source>%1 knocked, %2 undercut</source>
        <translation>%1 hat geklopft, %2 hat unterboten</translation>
    </message>
    <message>
        <source>You went gin</source>
        <translation>Du hast Gin gemacht</translation>
    </message>
    <message>
        <source>You knocked</source>
        <translation>Du hast geklopft</translation>
    </message>
    <message>
        <source>Gin by %1</source>
        <comment>the computer</comment>
        <translation>Gin vom Computer</translation>
    </message>
    <message>
        <source>Knock by %1</source>
        <comment>the computer</comment>
        <translation>Klopfen vom Computer</translation>
    </message>
    <message>
        <source>Gin by %1</source>
        <translation>Gin von %1</translation>
    </message>
    <message>
        <source>Knock by %1</source>
        <translation>Klopfen von %1</translation>
    </message>
    <message>
        <source>%1 (game)</source>
        <translation>%1 (Spiel)</translation>
    </message>
    <message>
        <source>%1 (shutout)</source>
        <translation>%1 (Schneider)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n points</source>
        <translation>
            <numerusform>%1: %n Punkt</numerusform>
            <numerusform>%1: %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score: %1 %2 – %3 %4</source>
        <translation>Endstand: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <source>The game is drawn</source>
        <translation>Das Spiel endet unentschieden</translation>
    </message>
    <message>
        <source>%1 by %2 × 2 = %3 (shutout)</source>
        <translation>%1 mit %2 × 2 = %3 (Schneider)</translation>
    </message>
    <message>
        <source>%1 by %2 (shutout)</source>
        <translation>%1 mit %2 (Schneider)</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <source>%1: %2 %3 – %4 %5</source>
        <translation>%1: %2 %3 – %4 %5</translation>
    </message>
    <message>
        <source>%1: %2 %3 – %4 %5 (unfinished)</source>
        <translation>%1: %2 %3 – %4 %5 (nicht beendet)</translation>
    </message>
    <message>
        <source>The game is unfinished</source>
        <translation>Das Spiel ist nicht beendet</translation>
    </message>
    <message>
        <source>The match is unfinished</source>
        <translation>Das Match ist nicht beendet</translation>
    </message>
    <message>
        <source>The match is drawn</source>
        <translation>Das Match endet unentschieden</translation>
    </message>
    <message>
        <source>You win the match %1–%2</source>
        <translation>Du gewinnst das Match %1–%2</translation>
    </message>
    <message>
        <source>%3 wins the match %1–%2</source>
        <comment>the computer</comment>
        <translation>Der Computer gewinnt das Match %1–%2</translation>
    </message>
    <message>
        <source>%3 wins the match %1–%2</source>
        <translation>%3 gewinnt das Match %1–%2</translation>
    </message>
    <message>
        <source>your melds</source>
        <translation>deinen Meldungen</translation>
    </message>
    <message>
        <source>its melds</source>
        <translation>seinen Meldungen</translation>
    </message>
    <message>
        <source>your set</source>
        <translation>deinem Satz</translation>
    </message>
    <message>
        <source>its set</source>
        <translation>seinem Satz</translation>
    </message>
    <message>
        <source>your run</source>
        <translation>deiner Folge</translation>
    </message>
    <message>
        <source>its run</source>
        <translation>seiner Folge</translation>
    </message>
    <message>
        <source>%1 kept out of %2:</source>
        <translation>%1 aus %2 herausgehalten:</translation>
    </message>
    <message>
        <source>%1 could not lay off %2</source>
        <translation>%1 konnte %2 nicht anlegen</translation>
    </message>
    <message>
        <source>%1 kept %2 out of %3:</source>
        <translation>%1 hat %2 aus %3 herausgehalten:</translation>
    </message>
    <message>
        <source>you could not lay off %1</source>
        <translation>du konntest %1 nicht anlegen</translation>
    </message>
    <message>
        <source>You score %2 instead of %3</source>
        <translation>Du erhältst %2 statt %3</translation>
    </message>
    <message>
        <source>%1 scores %2 instead of %3</source>
        <translation>%1 erhält %2 statt %3</translation>
    </message>
    <message>
        <source>You score %2 instead of losing %3</source>
        <translation>Du erhältst %2, statt %3 zu verlieren</translation>
    </message>
    <message>
        <source>%1 scores %2 instead of losing %3</source>
        <translation>%1 erhält %2, statt %3 zu verlieren</translation>
    </message>
    <message>
        <source>You lose %2 instead of %3</source>
        <translation>Du verlierst %2 statt %3</translation>
    </message>
    <message>
        <source>%1 loses %2 instead of %3</source>
        <translation>%1 verliert %2 statt %3</translation>
    </message>
    <message>
        <source>No score: the stock ran out</source>
        <translation>Keine Wertung: der Stapel ist aufgebraucht</translation>
    </message>
    <message>
        <source>%1 knocked and was undercut</source>
        <comment>the computer</comment>
        <translation>Der Computer hat geklopft und wurde unterboten</translation>
    </message>
    <message>
        <source>%1 knocked and was undercut</source>
        <translation>%1 hat geklopft und wurde unterboten</translation>
    </message>
    <message numerus="yes">
        <source>You win %n points</source>
        <translation>
            <numerusform>Du gewinnst %n Punkt</numerusform>
            <numerusform>Du gewinnst %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %n points</source>
        <comment>the computer</comment>
        <translation>
            <numerusform>Der Computer gewinnt %n Punkt</numerusform>
            <numerusform>Der Computer gewinnt %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %n points</source>
        <translation>
            <numerusform>%1 gewinnt %n Punkt</numerusform>
            <numerusform>%1 gewinnt %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Last hand: %1</source>
        <translation>Letzte Runde: %1</translation>
    </message>
    <message>
        <source>Score: %1 %2 – %3 %4</source>
        <translation>Stand: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>das Geben</translation>
    </message>
    <message>
        <source>%1 of %2 moves played</source>
        <translation>%1 von %2 Zügen gespielt</translation>
    </message>
    <message>
        <source>Hand %1 of %2 · %3</source>
        <translation>Runde %1 von %2 · %3</translation>
    </message>
    <message>
        <source>← → move · PgUp PgDn hand
Home End · Space play</source>
        <translation>← → Zug · Bild↑ Bild↓ Runde
Pos1 Ende · Leertaste abspielen</translation>
    </message>
    <message>
        <source>Hand %1 was dealt before
fair deals: no commitment</source>
        <translation>Runde %1 wurde vor den fairen
Geben gegeben: keine Festlegung</translation>
    </message>
    <message>
        <source>Deal %1: commitment %2…
✓ the revealed seed matches</source>
        <translation type="vanished">Geben %1: Festlegung %2…
✓ der offengelegte Seed passt</translation>
    </message>
    <message>
        <source>Deal %1: commitment %2…
✗ the revealed seed does NOT match</source>
        <translation type="vanished">Geben %1: Festlegung %2…
✗ der offengelegte Seed passt NICHT</translation>
    </message>
    <message>
        <source>The end of the game (Home: from the start)</source>
        <translation>Das Ende des Spiels (Pos1: von vorn)</translation>
    </message>
    <message>
        <source>→ or PgDn: the next hand</source>
        <translation>→ oder Bild↓: die nächste Runde</translation>
    </message>
    <message>
        <source>Taking the upcard</source>
        <translation>Die aufgedeckte Karte nehmen</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Drawing from the stock</source>
        <translation>Vom Stapel ziehen</translation>
    </message>
    <message>
        <source>Taking the discard</source>
        <translation>Die Ablage nehmen</translation>
    </message>
    <message>
        <source>Discarding %1</source>
        <translation>%1 abwerfen</translation>
    </message>
    <message>
        <source>Knocking with %1</source>
        <translation>Mit %1 klopfen</translation>
    </message>
    <message>
        <source>Going big gin</source>
        <translation>Big Gin machen</translation>
    </message>
    <message>
        <source>Playing on to gin</source>
        <translation>Auf Gin weiterspielen</translation>
    </message>
    <message>
        <source>Hand %1, move %2: %3 was worth %4 less than %5.</source>
        <translation>Runde %1, Zug %2: %3 war %4 weniger wert als %5.</translation>
    </message>
    <message>
        <source>How did you play? The expert weighs every decision of the game.</source>
        <translation>Wie hast du gespielt? Der Experte wägt jede Entscheidung des Spiels ab.</translation>
    </message>
    <message>
        <source>How did %1 play? The expert weighs every decision of the game.</source>
        <translation>Wie hat %1 gespielt? Der Experte wägt jede Entscheidung des Spiels ab.</translation>
    </message>
    <message numerus="yes">
        <source>Accuracy %1: %2 of %n decisions within a point of the expert&apos;s best; %3 given up.</source>
        <translation>
            <numerusform>Genauigkeit %1: %2 von %n Entscheidung höchstens einen Punkt unter der besten des Experten; %3 verschenkt.</numerusform>
            <numerusform>Genauigkeit %1: %2 von %n Entscheidungen höchstens einen Punkt unter der besten des Experten; %3 verschenkt.</numerusform>
        </translation>
    </message>
    <message>
        <source>No decision was reviewed.</source>
        <translation>Keine Entscheidung wurde geprüft.</translation>
    </message>
    <message numerus="yes">
        <source>%n decisions could not be reviewed: %1.</source>
        <translation>
            <numerusform>%n Entscheidung konnte nicht geprüft werden: %1.</numerusform>
            <numerusform>%n Entscheidungen konnten nicht geprüft werden: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy %1: %2 of %n decisions within a point of the expert&apos;s best; %3 points given up.</source>
        <translation type="vanished">
            <numerusform>Genauigkeit %1: %2 von %n Entscheidung höchstens einen Punkt unter der besten des Experten; %3 Punkte verschenkt.</numerusform>
            <numerusform>Genauigkeit %1: %2 von %n Entscheidungen höchstens einen Punkt unter der besten des Experten; %3 Punkte verschenkt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The knock ran a %1 risk of being undercut.</source>
        <translation type="vanished">Das Klopfen lief ein Risiko von %1, unterboten zu werden.</translation>
    </message>
    <message>
        <source>Every card melded: it was gin.</source>
        <translation type="vanished">Jede Karte kombiniert: es war Gin.</translation>
    </message>
    <message>
        <source>A knock with %1 deadwood had only a %2 risk of an undercut.</source>
        <translation type="vanished">Ein Klopfen mit %1 Restpunkten hatte nur ein Risiko von %2, unterboten zu werden.</translation>
    </message>
    <message>
        <source>The opponent could meld that card in %1 of the likely deals, against %2.</source>
        <translation>Der Gegner konnte diese Karte in %1 der wahrscheinlichen Verteilungen kombinieren, gegenüber %2.</translation>
    </message>
    <message>
        <source>It kept %1 deadwood, against %2.</source>
        <translation type="vanished">Es behielt %1 Restpunkte, gegenüber %2.</translation>
    </message>
    <message numerus="yes">
        <source>It left %n cards that would lower the deadwood, against %1.</source>
        <translation type="vanished">
            <numerusform>Es ließ %n Karte übrig, die die Restpunkte senken würde, gegenüber %1.</numerusform>
            <numerusform>Es ließ %n Karten übrig, die die Restpunkte senken würden, gegenüber %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy %1: %2 of %n decisions within a point of the expert&apos;s best</source>
        <translation type="vanished">
            <numerusform>Genauigkeit %1: %2 von %n Entscheidung höchstens einen Punkt unter der besten des Experten</numerusform>
            <numerusform>Genauigkeit %1: %2 von %n Entscheidungen höchstens einen Punkt unter der besten des Experten</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 points given up.</source>
        <translation type="vanished">; %1 Punkte verschenkt.</translation>
    </message>
    <message numerus="yes">
        <source>(%1 of %n decisions reviewed.)</source>
        <translation>
            <numerusform>(%1 von %n Entscheidung geprüft.)</numerusform>
            <numerusform>(%1 von %n Entscheidungen geprüft.)</numerusform>
        </translation>
    </message>
    <message>
        <source>The card taken made a meld: %1.</source>
        <translation type="vanished">Die genommene Karte bildete eine Kombination: %1.</translation>
    </message>
    <message>
        <source>Played out to the end of the hand, it scored %1 points less on average.</source>
        <translation type="vanished">Bis zum Ende der Runde ausgespielt, brachte es im Schnitt %1 Punkte weniger.</translation>
    </message>
    <message>
        <source>Hand %1, move %2: %3 was worth %4 points less than %5.</source>
        <translation type="vanished">Runde %1, Zug %2: %3 war %4 Punkte weniger wert als %5.</translation>
    </message>
    <message>
        <source>The expert: %1. %2</source>
        <translation>Der Experte: %1. %2</translation>
    </message>
    <message>
        <source>%1 to play…</source>
        <translation>%1 spielt…</translation>
    </message>
    <message>
        <source>The computer plays your hand…</source>
        <translation>Der Computer spielt deine Hand…</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the key: draw from the deck</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>P</source>
        <comment>the key: take from the pile / play to gin</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>T</source>
        <comment>the key: take the upcard</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>Y</source>
        <comment>the key: yes, knock</comment>
        <translation>J</translation>
    </message>
    <message>
        <source>N</source>
        <comment>the key: no, continue or pass</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the key: knock with the next discard</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>G</source>
        <comment>the key: gin with eleven cards</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>U</source>
        <comment>the key: undo</comment>
        <translation>U</translation>
    </message>
    <message>
        <source>H</source>
        <comment>the key: hint</comment>
        <translation>H</translation>
    </message>
    <message>
        <source>W</source>
        <comment>the key: read the table aloud</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the key: quit</comment>
        <translation>Q</translation>
    </message>
    <message>
        <source>%1 to play…</source>
        <comment>the computer</comment>
        <translation>Der Computer ist am Zug…</translation>
    </message>
    <message>
        <source>Go gin, discarding %1?</source>
        <translation>Gin machen und %1 abwerfen?</translation>
    </message>
    <message>
        <source>Knock with %2, discarding %1?</source>
        <translation>Mit %2 klopfen und %1 abwerfen?</translation>
    </message>
    <message>
        <source>Your turn: take the upcard or pass</source>
        <translation>Du bist dran: nimm die aufgedeckte Karte oder passe</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D) or the discard pile (P)</source>
        <translation type="vanished">Du bist dran: zieh vom Stapel (D) oder vom Ablagestapel (P)</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D)</source>
        <translation type="vanished">Du bist dran: zieh vom Stapel (D)</translation>
    </message>
    <message>
        <source>Knocking: choose the card to lay face down</source>
        <translation>Klopfen: wähl die Karte, die verdeckt abgelegt wird</translation>
    </message>
    <message>
        <source>Your turn: discard a card (click it, or 1–9, 0)</source>
        <translation type="vanished">Du bist dran: wirf eine Karte ab (klicken, oder 1–9, 0)</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>Restpunkte %1</translation>
    </message>
    <message>
        <source> · best discard leaves %1</source>
        <translation> · bester Abwurf lässt %1</translation>
    </message>
    <message>
        <source>DEMO (F2)</source>
        <translation>DEMO (F2)</translation>
    </message>
    <message>
        <source>assisted game</source>
        <translation>Spiel mit Hilfe</translation>
    </message>
    <message>
        <source>Deal %1 commitment %2…</source>
        <translation type="vanished">Geben %1 Festlegung %2…</translation>
    </message>
    <message>
        <source>Deal %1 seed %2… %3</source>
        <translation type="vanished">Geben %1 Seed %2… %3</translation>
    </message>
    <message>
        <source>D deck · P pile · 1–0 discard
U undo · H hint
F1 help · F2 demo</source>
        <translation type="vanished">D Stapel · P Ablage · 1–0 abwerfen
U zurück · H Tipp
F1 Hilfe · F2 Demo</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>+ bonuses</source>
        <translation>+ Boni</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <source>one hand</source>
        <translation>eine Runde</translation>
    </message>
    <message>
        <source>Blue: a set, three or four cards of one rank</source>
        <translation type="vanished">Blau: ein Satz, drei oder vier Karten gleichen Rangs</translation>
    </message>
    <message>
        <source>Green: a run, three or more cards in a row of one suit</source>
        <translation type="vanished">Grün: eine Folge, drei oder mehr Karten einer Farbe in Reihe</translation>
    </message>
    <message>
        <source>Red over the discard pile: your opponent just took your discard</source>
        <translation type="vanished">Rot über dem Ablagestapel: dein Gegner hat eben deine Karte genommen</translation>
    </message>
    <message>
        <source>Red under a card: laid off on the knocker&apos;s melds</source>
        <translation type="vanished">Rot unter einer Karte: an die Kombinationen des Klopfenden angelegt</translation>
    </message>
    <message>
        <source>Yellow: the hint, the card, pile or button advised</source>
        <translation type="vanished">Gelb: der Tipp, die empfohlene Karte, der Stapel oder Knopf</translation>
    </message>
    <message>
        <source>The colour bars:</source>
        <translation>Die Farbbalken:</translation>
    </message>
    <message>
        <source>set</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Folge</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>taken / laid off</source>
        <translation type="vanished">genommen / angelegt</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (%1) or the discard pile (%2)</source>
        <translation>Du bist dran: zieh vom Stapel (%1) oder vom Ablagestapel (%2)</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (%1)</source>
        <translation>Du bist dran: zieh vom Stapel (%1)</translation>
    </message>
    <message>
        <source>Your turn: discard a card (click it, or 1–9, 0, %1)</source>
        <translation>Du bist dran: wirf eine Karte ab (klicken, oder 1–9, 0, %1)</translation>
    </message>
    <message>
        <source>✓ Fair deal</source>
        <translation>✓ Faires Geben</translation>
    </message>
    <message>
        <source>✓ Fair deal: checked</source>
        <translation>✓ Faires Geben: geprüft</translation>
    </message>
    <message>
        <source>✗ Deal does not match its seal</source>
        <translation>✗ Geben passt nicht zum Siegel</translation>
    </message>
    <message>
        <source>Fair deal: before hand %1 was dealt, GinQt sealed the shuffle with this fingerprint:
%2
When the hand is over it shows the seed, so that anyone can check that the cards were not changed during play.</source>
        <translation>Faires Geben: bevor Runde %1 gegeben wurde, hat GinQt das Mischen mit diesem Fingerabdruck versiegelt:
%2
Nach der Runde zeigt es den Startwert, damit jeder prüfen kann, dass die Karten während des Spiels nicht geändert wurden.</translation>
    </message>
    <message>
        <source>Fair deal: the seed of hand %1, shown now that the hand is over, gives the fingerprint sealed before the deal:
seed %2
fingerprint %3</source>
        <translation>Faires Geben: der Startwert von Runde %1, jetzt nach der Runde gezeigt, ergibt den vor dem Geben versiegelten Fingerabdruck:
Startwert %2
Fingerabdruck %3</translation>
    </message>
    <message>
        <source>The seed of hand %1 does NOT give the fingerprint sealed before the deal:
seed %2
fingerprint %3</source>
        <translation>Der Startwert von Runde %1 ergibt NICHT den vor dem Geben versiegelten Fingerabdruck:
Startwert %2
Fingerabdruck %3</translation>
    </message>
    <message>
        <source>%1 deck · %2 pile · 1–0 discard
%3 undo · %4 hint
F1 help · F2 demo</source>
        <translation type="vanished">%1 Stapel · %2 Ablage · 1–0 abwerfen
%3 zurück · %4 Tipp
F1 Hilfe · F2 Demo</translation>
    </message>
    <message>
        <source>F1 help · F2 stop the demo</source>
        <translation>F1 Hilfe · F2 Demo beenden</translation>
    </message>
    <message>
        <source>%1 deck · %2 pile · 1–0, %2 discard
F1 help</source>
        <translation>%1 Stapel · %2 Ablage · 1–0, %2 werfen
F1 Hilfe</translation>
    </message>
    <message>
        <source>%1 deck · %2 pile · 1–0, %2 discard
%3 undo · %4 hint
F1 help · F2 demo</source>
        <translation>%1 Stapel · %2 Ablage · 1–0, %2 werfen
%3 zurück · %4 Tipp
F1 Hilfe · F2 Demo</translation>
    </message>
    <message>
        <source>A drawn game</source>
        <translation>Ein Unentschieden</translation>
    </message>
    <message>
        <source>A drawn match</source>
        <translation>Match unentschieden</translation>
    </message>
    <message>
        <source>Match won!</source>
        <translation>Match gewonnen!</translation>
    </message>
    <message>
        <source>Match lost</source>
        <translation>Match verloren</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Du gewinnst das Spiel!</translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <translation>%1 gewinnt das Spiel</translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <comment>the computer</comment>
        <translation>Der Computer gewinnt das Spiel</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>Gin!</translation>
    </message>
    <message>
        <source>Big gin!</source>
        <translation>Big Gin!</translation>
    </message>
    <message>
        <source>Undercut!</source>
        <translation>Unterboten!</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Tote Runde</translation>
    </message>
    <message>
        <source>Click anywhere or press Enter for the next hand</source>
        <translation>Klick irgendwo oder drück Enter für die nächste Runde</translation>
    </message>
    <message>
        <source>The demo goes on with a new game (F2 ends it)</source>
        <translation>Die Demo geht mit einem neuen Spiel weiter (F2 beendet sie)</translation>
    </message>
    <message>
        <source>Take (%1)</source>
        <translation>Nehmen (%1)</translation>
    </message>
    <message>
        <source>Pass (%1)</source>
        <translation>Passen (%1)</translation>
    </message>
    <message>
        <source>Gin (%1)</source>
        <translation>Gin (%1)</translation>
    </message>
    <message>
        <source>Knock (%1)</source>
        <translation>Klopfen (%1)</translation>
    </message>
    <message>
        <source>Continue (%1)</source>
        <translation>Weiter (%1)</translation>
    </message>
    <message>
        <source>Play to gin (%1)</source>
        <translation>Auf Gin (%1)</translation>
    </message>
    <message>
        <source>Knocking… (%1)</source>
        <translation>Klopfe… (%1)</translation>
    </message>
    <message>
        <source>Gin with 11 (%1)</source>
        <translation>Gin mit 11 (%1)</translation>
    </message>
    <message>
        <source>Quit (%1)</source>
        <translation>Beenden (%1)</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Stock (%1)</source>
        <translation>Stapel (%1)</translation>
    </message>
    <message>
        <source>Discard pile (%1)</source>
        <translation>Ablagestapel (%1)</translation>
    </message>
    <message>
        <source>Take (T)</source>
        <translation type="vanished">Nehmen (T)</translation>
    </message>
    <message>
        <source>Pass (N)</source>
        <translation type="vanished">Passen (N)</translation>
    </message>
    <message>
        <source>Gin (Y)</source>
        <translation type="vanished">Gin (Y)</translation>
    </message>
    <message>
        <source>Knock (Y)</source>
        <translation type="vanished">Klopfen (Y)</translation>
    </message>
    <message>
        <source>Continue (N)</source>
        <translation type="vanished">Weiter (N)</translation>
    </message>
    <message>
        <source>Play to gin (P)</source>
        <translation type="vanished">Auf Gin (P)</translation>
    </message>
    <message>
        <source>Knocking… (K)</source>
        <translation type="vanished">Klopfe… (K)</translation>
    </message>
    <message>
        <source>Knock (K)</source>
        <translation type="vanished">Klopfen (K)</translation>
    </message>
    <message>
        <source>Gin with 11 (G)</source>
        <translation type="vanished">Gin mit 11 (G)</translation>
    </message>
    <message>
        <source>Play again (Enter)</source>
        <translation>Noch mal (Enter)</translation>
    </message>
    <message>
        <source>Quit (Q)</source>
        <translation type="vanished">Beenden (Q)</translation>
    </message>
    <message>
        <source>GinQt is already running</source>
        <extracomment>The speeds a scripted run sets to 0 (not written back). A ``--screenshot`` without ``--exit-after-hands`` is taken this long after the start. GINQT_REPORT_SHOWN (the start-up benchmark): print when shown; &quot;exit&quot;: then quit</extracomment>
        <translation>GinQt läuft bereits</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>The name the person plays under by default; &quot;You&quot; gets &quot;Your&quot; and &quot;You win&quot;. The name the computer plays under: each language names it with its article (&quot;L&apos;ordinateur&quot;, &quot;der Computer&quot;, &quot;el ordenador&quot;), so a sentence about it has a translation of its own (:func:`is_computer`). The words of this package (and of any plain ``tr(&quot;...&quot;)`` call) have no context: that is where ``lupdate`` files a call of a function named ``tr`` outside a ``QObject``&apos;s ``self.tr``.</extracomment>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Saved game resumed</source>
        <translation>Gespeichertes Spiel fortgesetzt</translation>
    </message>
    <message>
        <source>Export a game record</source>
        <translation>Eine Spielaufzeichnung exportieren</translation>
    </message>
    <message>
        <source>GinQt game records (*.ginrec)</source>
        <translation>GinQt-Spielaufzeichnungen (*.ginrec)</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>The built-in levels</extracomment>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>The built-in rule variants</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>%1 (plugin)</source>
        <translation>%1 (Plugin)</translation>
    </message>
    <message>
        <source>A beginner: takes a discard only when it melds, always throws its highest card that fits no meld, and knocks as soon as it can</source>
        <extracomment>What each built-in level does</extracomment>
        <translation>Ein Anfänger: nimmt eine abgeworfene Karte nur, wenn sie eine Kombination bildet, wirft immer seine höchste Karte ab, die in keine Kombination passt, und klopft, sobald er kann</translation>
    </message>
    <message>
        <source>Classic (gin 20, undercut 10)</source>
        <translation>Klassisch (Gin 20, Unterbieten 10)</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <source>Straight gin</source>
        <translation>Straight Gin</translation>
    </message>
    <message>
        <source>Space Cowboy</source>
        <translation>Space Cowboy</translation>
    </message>
    <message>
        <source>Tommy&apos;s Gin Rummy</source>
        <translation>Tommy&apos;s Gin Rummy</translation>
    </message>
    <message>
        <source>PalmPilot rules</source>
        <translation>PalmPilot-Regeln</translation>
    </message>
    <message>
        <source>AI challenge (EAAI)</source>
        <translation>KI-Wettbewerb (EAAI)</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>Hollywood</translation>
    </message>
    <message>
        <source>Gin rummy</source>
        <extracomment>The built-in rule variants as the table&apos;s score board titles them, short</extracomment>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Classic gin</source>
        <translation>Klassisches Gin</translation>
    </message>
    <message>
        <source>Oklahoma gin</source>
        <translation>Oklahoma-Gin</translation>
    </message>
    <message>
        <source>Space Cowboy gin</source>
        <translation>Space-Cowboy-Gin</translation>
    </message>
    <message>
        <source>Tommy&apos;s gin</source>
        <translation>Tommys Gin</translation>
    </message>
    <message>
        <source>PalmPilot gin</source>
        <translation>PalmPilot-Gin</translation>
    </message>
    <message>
        <source>EAAI gin</source>
        <translation>EAAI-Gin</translation>
    </message>
    <message>
        <source>Hollywood gin</source>
        <translation>Hollywood-Gin</translation>
    </message>
    <message>
        <source>Knock with 10 or less; gin 25, undercut 25; to 100</source>
        <extracomment>What each built-in rule variant changes</extracomment>
        <translation>Klopfen mit 10 oder weniger; Gin 25, Unterbieten 25; bis 100</translation>
    </message>
    <message>
        <source>Knock with 10 or less; an older scoring: gin 20, undercut 10; to 100</source>
        <translation>Klopfen mit 10 oder weniger; eine ältere Wertung: Gin 20, Unterbieten 10; bis 100</translation>
    </message>
    <message>
        <source>Easy, as in the classic 1993 DOS Gin Rummy by David Teach: always throws its highest unmatched card, knocks at once</source>
        <translation type="vanished">Leicht, wie im klassischen Gin Rummy für DOS von David Teach (1993): wirft immer seine höchste ungebundene Karte ab, klopft sofort</translation>
    </message>
    <message>
        <source>Knock with 10 or less; gin 25, undercut 25; to 100, as in the classic 1993 DOS Gin Rummy by David Teach</source>
        <translation type="vanished">Klopfen mit 10 oder weniger; Gin 25, Unterbieten 25; bis 100, wie im klassischen Gin Rummy für DOS von David Teach (1993)</translation>
    </message>
    <message>
        <source>The older scoring of the classic 1993 DOS Gin Rummy by David Teach: gin 20, undercut 10</source>
        <translation type="vanished">Die ältere Wertung des klassischen Gin Rummy für DOS von David Teach (1993): Gin 20, Unterbieten 10</translation>
    </message>
    <message>
        <source>Easy game (the 1993 DOS program): always throws its highest unmatched card, knocks at once</source>
        <translation type="vanished">Leichtes Spiel (das DOS-Programm von 1993): wirft immer seine höchste ungebundene Karte ab, klopft sofort</translation>
    </message>
    <message>
        <source>A sound club player: takes discards that meld, discards by deadwood and meld potential, avoids feeding your melds, knocks early and later only with little deadwood</source>
        <translation>Ein solider Vereinsspieler: nimmt Karten, die kombinieren, wirft nach Restpunkten und Kombinationschancen ab, füttert deine Kombinationen nicht, klopft früh und später nur mit wenig Restpunkten</translation>
    </message>
    <message>
        <source>An expert: reads your hand from what you take, refuse and throw, weighs every move on sampled deals, knocks when the undercut risk is low, and plays the score</source>
        <translation>Ein Experte: liest deine Hand aus dem, was du nimmst, verschmähst und abwirfst, wägt jeden Zug an gezogenen Verteilungen ab, klopft, wenn das Risiko des Unterbietens gering ist, und spielt auf den Stand</translation>
    </message>
    <message>
        <source>Knock with 10 or less; gin 25, undercut 25; to 100 (the 1993 DOS program)</source>
        <translation type="vanished">Klopfen mit 10 oder weniger; Gin 25, Unterbieten 25; bis 100 (das DOS-Programm von 1993)</translation>
    </message>
    <message>
        <source>The older scoring: gin 20, undercut 10 (the 1993 DOS program)</source>
        <translation type="vanished">Die ältere Wertung: Gin 20, Unterbieten 10 (das DOS-Programm von 1993)</translation>
    </message>
    <message>
        <source>The first upcard sets the knock limit (ace: gin only); a spade doubles</source>
        <translation>Die erste aufgedeckte Karte setzt die Klopfgrenze (Ass: nur Gin); ein Pik verdoppelt</translation>
    </message>
    <message>
        <source>Straight gin: no knocking, every hand is won by gin</source>
        <translation>Straight Gin: kein Klopfen, jede Runde wird mit Gin gewonnen</translation>
    </message>
    <message>
        <source>Tommy&apos;s Space Cowboy Gin (1987): the upcard showing sets the knock limit; box, game and shutout bonuses</source>
        <translation>Tommys Space Cowboy Gin (1987): die aufgedeckte Karte setzt die Klopfgrenze; Box-, Spiel- und Schneiderbonus</translation>
    </message>
    <message>
        <source>Tommy&apos;s Gin Rummy (1987): box, game and shutout bonuses</source>
        <translation>Tommy&apos;s Gin Rummy (1987): Box-, Spiel- und Schneiderbonus</translation>
    </message>
    <message>
        <source>GinRummy 1.2 for the PalmPilot: game, box and flat shutout bonuses</source>
        <translation>GinRummy 1.2 für den PalmPilot: Spiel-, Box- und fester Schneiderbonus</translation>
    </message>
    <message>
        <source>The AI challenge&apos;s rules (EAAI): gin 25, undercut 25, no bonuses; the hand is dead when two stock cards are left; a card taken from the pile may not be thrown back; who plays first alternates</source>
        <translation>Die Regeln des KI-Wettbewerbs (EAAI): Gin 25, Unterbieten 25, keine Boni; die Runde ist tot, wenn zwei Karten im Stapel übrig sind; eine vom Ablagestapel genommene Karte darf nicht zurück; wer zuerst spielt, wechselt</translation>
    </message>
    <message>
        <source>Hollywood: three games to 100 scored at once; win two of three</source>
        <translation>Hollywood: drei Spiele bis 100 gleichzeitig gewertet; wer zwei von drei gewinnt, siegt</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>%1 rules, to %2, against the %3 computer.</source>
        <translation>Regeln: %1, bis %2, gegen den Computer (%3).</translation>
    </message>
    <message>
        <source>Plugins that failed to load: %1</source>
        <translation>Plugins, die nicht geladen wurden: %1</translation>
    </message>
    <message>
        <source>What just happened</source>
        <translation>Was eben geschah</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Die aufgedeckte Karte nehmen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Vom Stapel ziehen</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Die Ablage nehmen</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>%1 abwerfen</translation>
    </message>
    <message>
        <source>Knock, discarding %1</source>
        <translation>Klopfen und %1 abwerfen</translation>
    </message>
    <message>
        <source>Big gin: lay down all eleven cards</source>
        <translation>Big Gin: alle elf Karten auslegen</translation>
    </message>
    <message>
        <source>Play on to gin: no knocking this hand</source>
        <translation>Auf Gin weiterspielen: in dieser Runde kein Klopfen</translation>
    </message>
    <message>
        <source>Card table</source>
        <extracomment>None before Qt 6.8 (announcements then fall back to a description change) every line announced (moves, results, turns, the table read out) the view&apos;s new accessible name and description</extracomment>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>No game on the table</source>
        <translation>Kein Spiel auf dem Tisch</translation>
    </message>
    <message>
        <source>No button</source>
        <translation>Kein Knopf</translation>
    </message>
    <message>
        <source>%1, button</source>
        <translation>%1, Knopf</translation>
    </message>
    <message>
        <source>Your hand, empty</source>
        <translation>Deine Hand, leer</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>percent</comment>
        <extracomment>A difference in the chance of feeding the opponent worth naming (a share of the deals). An undercut risk worth naming as the reason not to knock (below it, the points tell).</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>This late in the hand an undercut is likelier than the %1 the likely deals show: a knock must score %2 points more than playing on, this one %3.</source>
        <extracomment>the other is a late knock, as good on the deals but short of the late margin the other is a knock close to gin, as good on the deals but short of its margin the other is a knock that risks an undercut the other is a knock that scores more but wins the game less often the better is a knock (or gin) and the other plays on the other feeds the opponent a meld more often the other leaves more deadwood the other leaves fewer cards that would make gin the other leaves fewer outs the better takes a card that melds only the playouts tell them apart</extracomment>
        <translation type="vanished">So spät in der Runde ist ein Unterbieten wahrscheinlicher als die %1, die die wahrscheinlichen Verteilungen zeigen: ein Klopfen muss %2 Punkte mehr bringen als Weiterspielen, dieses bringt %3.</translation>
    </message>
    <message>
        <source>With only %1 deadwood, playing on may bring gin or undercut your opponent&apos;s knock: a knock must score %2 points more than playing on, this one %3.</source>
        <translation type="vanished">Mit nur %1 Restpunkten kann Weiterspielen Gin bringen oder das Klopfen deines Gegners unterbieten: ein Klopfen muss %2 Punkte mehr bringen als Weiterspielen, dieses bringt %3.</translation>
    </message>
    <message>
        <source>The knock runs a %1 risk of being undercut.</source>
        <translation>Das Klopfen läuft ein Risiko von %1, unterboten zu werden.</translation>
    </message>
    <message>
        <source>Knocking now scores %1 points more on average, but playing on gives more chance to win the game.</source>
        <translation type="vanished">Jetzt zu klopfen bringt im Schnitt %1 Punkte mehr, aber Weiterspielen gibt mehr Aussicht auf den Sieg.</translation>
    </message>
    <message>
        <source>Every card melds: it is gin.</source>
        <translation>Jede Karte ist kombiniert: es ist Gin.</translation>
    </message>
    <message>
        <source>A knock with %1 deadwood has only a %2 risk of an undercut.</source>
        <translation>Ein Klopfen mit %1 Restpunkten hat nur ein Risiko von %2, unterboten zu werden.</translation>
    </message>
    <message>
        <source>It keeps %1 deadwood, against %2.</source>
        <translation>Es behält %1 Restpunkte, gegenüber %2.</translation>
    </message>
    <message>
        <source>It leaves fewer cards that would make gin: %1 against %2.</source>
        <translation>Es lässt weniger Karten übrig, die Gin machen würden: %1 gegenüber %2.</translation>
    </message>
    <message>
        <source>It leaves %1 cards that would lower the deadwood, against %2.</source>
        <translation>Es lässt %1 Karten übrig, die die Restpunkte senken würden, gegenüber %2.</translation>
    </message>
    <message>
        <source>The card taken makes a meld: %1.</source>
        <translation>Die genommene Karte bildet eine Kombination: %1.</translation>
    </message>
    <message>
        <source>Knocking now scores %1 points less on average than playing on.</source>
        <translation type="vanished">Jetzt zu klopfen bringt im Schnitt %1 Punkte weniger als Weiterspielen.</translation>
    </message>
    <message>
        <source>Played out to the end of the hand, it scores %1 points less on average.</source>
        <translation type="vanished">Bis zum Ende der Runde ausgespielt, bringt es im Schnitt %1 Punkte weniger.</translation>
    </message>
    <message>
        <source>throwing it feeds the %1 your opponent picked up (%2)</source>
        <translation>sie abzuwerfen füttert die %1, die dein Gegner aufgenommen hat (%2)</translation>
    </message>
    <message>
        <source>your opponent could meld it in %1 of the likely deals</source>
        <translation>dein Gegner könnte sie in %1 der wahrscheinlichen Verteilungen kombinieren</translation>
    </message>
    <message>
        <source>throwing it leaves %1 deadwood, not %2</source>
        <translation>sie abzuwerfen lässt %1 Restpunkte, nicht %2</translation>
    </message>
    <message>
        <source>throwing it leaves fewer cards that would make gin (%1 against %2)</source>
        <translation>sie abzuwerfen lässt weniger Karten, die Gin machen würden (%1 statt %2)</translation>
    </message>
    <message>
        <source>throwing it leaves %1 outs</source>
        <translation>sie abzuwerfen lässt %1 hilfreiche Karten</translation>
    </message>
    <message>
        <source>throwing it scores %1 points less on average</source>
        <translation type="vanished">sie abzuwerfen bringt im Schnitt %1 Punkte weniger</translation>
    </message>
    <message>
        <source>Keep %1: %2 outs; %3.</source>
        <translation>Behalte %1: %2 hilfreiche Karten; %3.</translation>
    </message>
    <message>
        <source>All eleven cards meld: big gin.</source>
        <translation>Alle elf Karten sind kombiniert: Big Gin.</translation>
    </message>
    <message>
        <source>Every card melds: gin, %1 points on average.</source>
        <translation type="vanished">Jede Karte ist kombiniert: Gin, im Schnitt %1 Punkte.</translation>
    </message>
    <message>
        <source>%1 deadwood, a %2 risk of an undercut: %3 points on average.</source>
        <translation type="vanished">%1 Restpunkte, ein Risiko von %2, unterboten zu werden: im Schnitt %3 Punkte.</translation>
    </message>
    <message>
        <source>It is the only move.</source>
        <translation>Es ist der einzige Zug.</translation>
    </message>
    <message>
        <source>Play on: %1</source>
        <translation>Weiterspielen: %1</translation>
    </message>
    <message>
        <source>It makes %1; %2 outs after your discard.</source>
        <translation>Es bildet %1; %2 hilfreiche Karten nach deinem Abwurf.</translation>
    </message>
    <message>
        <source>The %1 fits no meld of yours; %2 unseen cards would lower your deadwood.</source>
        <translation>Die %1 passt in keine deiner Kombinationen; %2 ungesehene Karten würden deine Restpunkte senken.</translation>
    </message>
    <message>
        <source>%1: %2 points worse</source>
        <translation type="vanished">%1: %2 Punkte schlechter</translation>
    </message>
    <message>
        <source>%1: %2 points better on the likely deals, but a knock this close to gin must be %3 points better</source>
        <translation type="vanished">%1: %2 Punkte besser in den wahrscheinlichen Verteilungen, aber ein Klopfen so nah am Gin muss %3 Punkte besser sein</translation>
    </message>
    <message>
        <source>%1: %2 points better on the likely deals, but a knock this late must be %3 points better</source>
        <translation type="vanished">%1: %2 Punkte besser in den wahrscheinlichen Verteilungen, aber ein so spätes Klopfen muss %3 Punkte besser sein</translation>
    </message>
    <message>
        <source>%1: %2 points better, but less chance to win the game</source>
        <translation type="vanished">%1: %2 Punkte besser, aber weniger Aussicht auf den Sieg</translation>
    </message>
    <message>
        <source>%1: about as good</source>
        <translation>%1: etwa gleich gut</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Throw %1: it is your highest card outside a meld</source>
        <translation>Wirf %1 ab: das ist deine höchste Karte außerhalb einer Kombination</translation>
    </message>
    <message>
        <source>Throw %1: it is one of your highest cards outside a meld</source>
        <translation>Wirf %1 ab: das ist eine deiner höchsten Karten außerhalb einer Kombination</translation>
    </message>
    <message>
        <source>Throw %1: it fits no meld of yours, and your opponent is unlikely to use it</source>
        <translation>Wirf %1 ab: die Karte passt zu keiner deiner Kombinationen, und dein Gegner kann sie kaum brauchen</translation>
    </message>
    <message>
        <source>Knock with %1 face down: you have %2 points outside melds, and an undercut is unlikely</source>
        <translation type="vanished">Klopfe und leg %1 verdeckt ab: du hast %2 Restpunkte, und Unterbieten ist unwahrscheinlich</translation>
    </message>
    <message>
        <source>Throw %1: it fits no meld of yours, and your opponent cannot use it</source>
        <translation type="vanished">Wirf %1 ab: die Karte passt zu keiner deiner Kombinationen, und dein Gegner kann sie nicht brauchen</translation>
    </message>
    <message>
        <source>This late in the hand an undercut is likelier than the %1 the likely deals show: a knock must score %2 more than playing on, this one %3.</source>
        <extracomment>the other is a late knock, as good on the deals but short of the late margin the other is a knock close to gin, as good on the deals but short of its margin the other is a knock that risks an undercut the other is a knock that scores more but wins the game less often the better is a knock (or gin) and the other plays on the other feeds the opponent a meld more often the other leaves more deadwood the other leaves fewer cards that would make gin the other leaves fewer outs the better takes a card that melds only the playouts tell them apart</extracomment>
        <translation>So spät in der Runde ist ein Unterbieten wahrscheinlicher als die %1, die die wahrscheinlichen Verteilungen zeigen: ein Klopfen muss %2 mehr bringen als Weiterspielen, dieses bringt %3.</translation>
    </message>
    <message>
        <source>With only %1 deadwood, playing on may bring gin or undercut your opponent&apos;s knock: a knock must score %2 more than playing on, this one %3.</source>
        <translation>Mit nur %1 Restpunkten kann Weiterspielen Gin bringen oder das Klopfen deines Gegners unterbieten: ein Klopfen muss %2 mehr bringen als Weiterspielen, dieses bringt %3.</translation>
    </message>
    <message>
        <source>Knocking now scores %1 more on average, but playing on gives more chance to win the game.</source>
        <translation>Jetzt zu klopfen bringt im Schnitt %1 mehr, aber Weiterspielen gibt mehr Aussicht auf den Sieg.</translation>
    </message>
    <message>
        <source>Knocking now scores %1 less on average than playing on.</source>
        <translation>Jetzt zu klopfen bringt im Schnitt %1 weniger als Weiterspielen.</translation>
    </message>
    <message>
        <source>Played out to the end of the hand, it scores %1 less on average.</source>
        <translation>Bis zum Ende der Runde ausgespielt, bringt es im Schnitt %1 weniger.</translation>
    </message>
    <message>
        <source>throwing it scores %1 less on average</source>
        <translation>sie abzuwerfen bringt im Schnitt %1 weniger</translation>
    </message>
    <message>
        <source>Every card melds: gin, %1 on average.</source>
        <translation>Jede Karte ist kombiniert: Gin, im Schnitt %1.</translation>
    </message>
    <message>
        <source>%1 deadwood, a %2 risk of an undercut: %3 on average.</source>
        <translation>%1 Restpunkte, ein Risiko von %2, unterboten zu werden: im Schnitt %3.</translation>
    </message>
    <message>
        <source>%1: %2 worse</source>
        <translation>%1: %2 schlechter</translation>
    </message>
    <message>
        <source>%1: %2 better on the likely deals, but a knock this close to gin must be %3 better</source>
        <translation>%1: %2 besser in den wahrscheinlichen Verteilungen, aber ein Klopfen so nah am Gin muss %3 besser sein</translation>
    </message>
    <message>
        <source>%1: %2 better on the likely deals, but a knock this late must be %3 better</source>
        <translation>%1: %2 besser in den wahrscheinlichen Verteilungen, aber ein so spätes Klopfen muss %3 besser sein</translation>
    </message>
    <message>
        <source>%1: %2 better, but less chance to win the game</source>
        <translation>%1: %2 besser, aber weniger Aussicht auf den Sieg</translation>
    </message>
    <message>
        <source>Throw %1: it fits no meld of yours</source>
        <translation>Wirf %1 ab: die Karte passt zu keiner deiner Kombinationen</translation>
    </message>
    <message>
        <source>Throw %1: that leaves you the fewest points outside melds (%2)</source>
        <translation>Wirf %1 ab: so bleiben dir die wenigsten Restpunkte (%2)</translation>
    </message>
    <message>
        <source>Throw %1: the cards you keep have the best chances of making melds</source>
        <translation>Wirf %1 ab: die Karten, die du behältst, haben die besten Aussichten auf Kombinationen</translation>
    </message>
    <message>
        <source>keep %1: your opponent picked up %2 and could use it</source>
        <translation>behalte %1: dein Gegner hat %2 aufgenommen und könnte sie brauchen</translation>
    </message>
    <message>
        <source>keep %1: your opponent could well use it</source>
        <translation>behalte %1: dein Gegner könnte sie gut brauchen</translation>
    </message>
    <message>
        <source>keep %1: it is part of your meld %2</source>
        <translation>behalte %1: sie gehört zu deiner Kombination %2</translation>
    </message>
    <message>
        <source>keep %1: with %2 it may still make a meld</source>
        <translation>behalte %1: mit %2 kann daraus noch eine Kombination werden</translation>
    </message>
    <message>
        <source>Take %1: it makes a meld with %2</source>
        <translation>Nimm %1: die Karte ergibt mit %2 eine Kombination</translation>
    </message>
    <message>
        <source>Take %1: it lowers your points outside melds by %2</source>
        <translation>Nimm %1: die Karte senkt deine Restpunkte um %2</translation>
    </message>
    <message>
        <source>Take %1: it suits your hand better than an unknown card</source>
        <translation>Nimm %1: die Karte passt besser zu deiner Hand als eine unbekannte</translation>
    </message>
    <message>
        <source>Pass: %1 fits no meld of yours</source>
        <translation>Passe: %1 passt zu keiner deiner Kombinationen</translation>
    </message>
    <message>
        <source>Pass: %1 would not help you enough</source>
        <translation>Passe: %1 hilft dir nicht genug</translation>
    </message>
    <message>
        <source>Draw from the stock: it is the only draw</source>
        <translation>Zieh vom Stapel: nur das ist jetzt möglich</translation>
    </message>
    <message>
        <source>Draw from the stock: %1 fits no meld of yours</source>
        <translation>Zieh vom Stapel: %1 passt zu keiner deiner Kombinationen</translation>
    </message>
    <message>
        <source>Draw from the stock: %1 would not help you enough</source>
        <translation>Zieh vom Stapel: %1 hilft dir nicht genug</translation>
    </message>
    <message>
        <source>Go gin with %1 face down: all your other cards are in melds</source>
        <translation>Mach Gin und leg %1 verdeckt ab: alle anderen Karten sind in Kombinationen</translation>
    </message>
    <message numerus="yes">
        <source>Knock with %1 face down: you have %n points outside melds, and an undercut is unlikely</source>
        <translation>
            <numerusform>Klopfe und leg %1 verdeckt ab: du hast %n Restpunkt, und Unterbieten ist unwahrscheinlich</numerusform>
            <numerusform>Klopfe und leg %1 verdeckt ab: du hast %n Restpunkte, und Unterbieten ist unwahrscheinlich</numerusform>
        </translation>
    </message>
    <message>
        <source>Knock with %1 face down: you have only %2 points outside melds, and an undercut is unlikely</source>
        <translation type="vanished">Klopfe und leg %1 verdeckt ab: du hast nur %2 Restpunkte, und Unterbieten ist unwahrscheinlich</translation>
    </message>
    <message>
        <source>Knock with %1 face down: an undercut is possible, but waiting is likely to cost more</source>
        <translation>Klopfe und leg %1 verdeckt ab: Unterbieten ist möglich, aber Warten kostet wahrscheinlich mehr</translation>
    </message>
    <message>
        <source>Throw %1 and do not knock yet: you are close to gin, which scores more</source>
        <translation>Wirf %1 ab und klopfe noch nicht: du bist nah an Gin, und Gin bringt mehr</translation>
    </message>
    <message>
        <source>Throw %1 and do not knock yet: your opponent could well undercut you</source>
        <translation>Wirf %1 ab und klopfe noch nicht: dein Gegner könnte dich gut unterbieten</translation>
    </message>
    <message>
        <source>Throw %1 and do not knock yet: playing on is likely to score more</source>
        <translation>Wirf %1 ab und klopfe noch nicht: Weiterspielen bringt wahrscheinlich mehr</translation>
    </message>
    <message>
        <source>Go big gin: all eleven cards are in melds</source>
        <translation>Mach Big Gin: alle elf Karten sind in Kombinationen</translation>
    </message>
    <message>
        <source>Play on to gin: a knock now would risk an undercut</source>
        <translation>Spiel weiter auf Gin: ein Klopfen jetzt riskiert, unterboten zu werden</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>4</source>
        <translation>4</translation>
    </message>
    <message>
        <source>5</source>
        <translation>5</translation>
    </message>
    <message>
        <source>6</source>
        <translation>6</translation>
    </message>
    <message>
        <source>7</source>
        <translation>7</translation>
    </message>
    <message>
        <source>8</source>
        <translation>8</translation>
    </message>
    <message>
        <source>9</source>
        <translation>9</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>1 card</source>
        <extracomment>Between two cards written one after the other (``Q♥ Q♦``, a run ``7♦8♦9♦``): a pause, said as a comma.</extracomment>
        <translation>1 Karte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
    <message>
        <source>a set: %1</source>
        <translation>ein Satz: %1</translation>
    </message>
    <message>
        <source>a run: %1</source>
        <translation>eine Folge: %1</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <translation>%1, %2 von %3</translation>
    </message>
    <message>
        <source>In %1</source>
        <translation>In %1</translation>
    </message>
    <message>
        <source>Deadwood, %1 points</source>
        <translation>Restpunkte, %1 Punkte</translation>
    </message>
    <message>
        <source>The card you just drew</source>
        <translation>Die Karte, die du eben gezogen hast</translation>
    </message>
    <message>
        <source>The hint: discard it</source>
        <translation>Der Tipp: wirf sie ab</translation>
    </message>
    <message>
        <source>Stock, %1</source>
        <translation>Stapel, %1</translation>
    </message>
    <message>
        <source>The hint: draw from the stock</source>
        <translation>Der Tipp: zieh vom Stapel</translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Ablagestapel, leer</translation>
    </message>
    <message>
        <source>Discard pile: %1 on top, %2</source>
        <translation>Ablagestapel: %1 oben, %2</translation>
    </message>
    <message>
        <source>Your opponent just took your discard</source>
        <translation>Dein Gegner hat eben deine Karte genommen</translation>
    </message>
    <message>
        <source>The hint: take it</source>
        <translation>Der Tipp: nimm sie</translation>
    </message>
    <message>
        <source>deadwood %1: %2</source>
        <extracomment>the person&apos;s hand arranged (the card just drawn included) the card just drawn the top of the discard pile what a game is played to (&quot;to 100&quot;) the one instruction (or the result&apos;s title after a hand) the opponent&apos;s hand, all of it face up (demo, open hands, its end) else the cards of it that lie face up (taken from the pile) and how many lie face down</extracomment>
        <translation>Restpunkte %1: %2</translation>
    </message>
    <message>
        <source>no deadwood</source>
        <translation>keine Restpunkte</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>Deine Hand: %1</translation>
    </message>
    <message>
        <source>You just drew %1</source>
        <translation>Du hast eben %1 gezogen</translation>
    </message>
    <message>
        <source>Your opponent&apos;s hand: %1</source>
        <translation>Die Hand deines Gegners: %1</translation>
    </message>
    <message numerus="yes">
        <source>Your opponent shows %1 and holds %n more cards face down</source>
        <translation>
            <numerusform>Dein Gegner zeigt %1 und hält noch %n Karte verdeckt</numerusform>
            <numerusform>Dein Gegner zeigt %1 und hält noch %n Karten verdeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>1 card in the discard pile</source>
        <translation>1 Karte im Ablagestapel</translation>
    </message>
    <message>
        <source>%1 cards in the discard pile</source>
        <translation>%1 Karten im Ablagestapel</translation>
    </message>
    <message>
        <source>Upcard: %1, %2</source>
        <translation>Aufgedeckte Karte: %1, %2</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Stapel: %1</translation>
    </message>
    <message>
        <source>Scores %1: %2</source>
        <translation>Stand %1: %2</translation>
    </message>
    <message>
        <source>=</source>
        <translation>=</translation>
    </message>
    <message>
        <source>→</source>
        <translation>→</translation>
    </message>
    <message>
        <source>↑</source>
        <translation>↑</translation>
    </message>
    <message>
        <source>s</source>
        <translation>a</translation>
    </message>
    <message>
        <source>★</source>
        <translation>★</translation>
    </message>
    <message>
        <source>Blue, marked %1: a set, three or four cards of one rank</source>
        <translation>Blau, mit %1 markiert: ein Satz, drei oder vier Karten gleichen Rangs</translation>
    </message>
    <message>
        <source>Green, marked %1: a run, three or more cards in a row of one suit</source>
        <translation>Grün, mit %1 markiert: eine Folge, drei oder mehr Karten einer Farbe in Reihe</translation>
    </message>
    <message>
        <source>Red, marked %1, over the discard pile: your opponent just took your discard</source>
        <translation>Rot, mit %1 markiert, über dem Ablagestapel: dein Gegner hat eben deine Karte genommen</translation>
    </message>
    <message>
        <source>Red, marked %1, over and under a card: laid off on the knocker&apos;s melds</source>
        <translation>Rot, mit %1 markiert, über und unter einer Karte: an die Kombinationen des Klopfenden angelegt</translation>
    </message>
    <message>
        <source>Yellow, marked %1: the hint, the card, pile or button advised</source>
        <translation>Gelb, mit %1 markiert: der Tipp, die empfohlene Karte, der Stapel oder Knopf</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>genommen</translation>
    </message>
    <message>
        <source>laid off</source>
        <translation>angelegt</translation>
    </message>
    <message>
        <source>South</source>
        <translation type="vanished">Süd</translation>
    </message>
    <message>
        <source>North</source>
        <translation type="vanished">Nord</translation>
    </message>
    <message>
        <source>%1 (below)</source>
        <extracomment>The built-in player that plays the person&apos;s seat in a demo (the window seats it there).</extracomment>
        <translation>%1 (unten)</translation>
    </message>
    <message>
        <source>%1 (above)</source>
        <translation>%1 (oben)</translation>
    </message>
    <message>
        <source>%1 invites you to a game of gin rummy.</source>
        <translation>%1 lädt dich zu einer Partie Gin Rummy ein.</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Annehmen</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>A&amp;blehnen</translation>
    </message>
    <message>
        <source>Play a friend</source>
        <translation>Gegen einen Freund spielen</translation>
    </message>
    <message>
        <source>Say…</source>
        <extracomment>how long the friend&apos;s phrase stays on the table what a friend&apos;s game turns off the FriendGame, after the person was told how it ended the last message shown (the agreement, the end)</extracomment>
        <translation>Sagen…</translation>
    </message>
    <message>
        <source>Say something to your friend</source>
        <translation>Deinem Freund etwas sagen</translation>
    </message>
    <message>
        <source>Meeting your friend: agreeing on the game and making the first deck…</source>
        <translation>Treffen mit deinem Freund: Spiel vereinbaren und das erste Blatt mischen…</translation>
    </message>
    <message>
        <source>Your friend</source>
        <translation>Dein Freund</translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation>%1: „%2“</translation>
    </message>
    <message>
        <source>No game was played: %1.</source>
        <translation>Es wurde keine Partie gespielt: %1.</translation>
    </message>
    <message>
        <source>Hello</source>
        <translation>Hallo</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Gutes Spiel</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Gut gespielt</translation>
    </message>
    <message>
        <source>One more?</source>
        <translation>Noch eine?</translation>
    </message>
    <message>
        <source>%1&apos;s connection dropped — waiting for it to come back (%2)</source>
        <translation>Die Verbindung von %1 ist abgebrochen — warte, bis sie zurückkommt (%2)</translation>
    </message>
    <message>
        <source>%1 %2.

The game was stopped and recorded as abandoned; nobody won it.</source>
        <translation>%1: %2.

Die Partie wurde beendet und als abgebrochen aufgezeichnet; niemand hat sie gewonnen.</translation>
    </message>
    <message>
        <source>%1 %2.

The game is recorded as abandoned, not as a win.</source>
        <translation>%1: %2.

Die Partie wird als abgebrochen aufgezeichnet, nicht als Sieg.</translation>
    </message>
    <message>
        <source>Not in a game with a friend: it would not be fair</source>
        <translation>Nicht in einer Partie gegen einen Freund: das wäre nicht fair</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <source>Game to %1 points</source>
        <translation>Partie bis %1 Punkte</translation>
    </message>
    <message>
        <source>One hand</source>
        <translation>Eine Runde</translation>
    </message>
    <message>
        <source>Gin only: no knocking</source>
        <translation>Nur Gin: kein Klopfen</translation>
    </message>
    <message>
        <source>Knock with %1 or less deadwood</source>
        <translation>Klopfen mit höchstens %1 Restpunkten</translation>
    </message>
    <message>
        <source>Gin bonus %1, undercut bonus %2</source>
        <translation>Gin-Bonus %1, Unterbietungsbonus %2</translation>
    </message>
    <message>
        <source>Big gin (eleven cards) scores %1</source>
        <translation>Großes Gin (elf Karten) zählt %1</translation>
    </message>
    <message>
        <source>A spade as the first upcard doubles the hand</source>
        <translation>Ein Pik als erste offene Karte verdoppelt die Runde</translation>
    </message>
    <message>
        <source>No laying off</source>
        <translation>Kein Anlegen</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About GinQt</source>
        <translation>Über GinQt</translation>
    </message>
    <message>
        <source>&lt;h2&gt;GinQt %1&lt;/h2&gt;&lt;p&gt;Gin Rummy against the computer, or watch it play itself. Opponents and rule variants are plugins anyone can write and install.&lt;/p&gt;&lt;p&gt;Python %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h2&gt;GinQt %1&lt;/h2&gt;&lt;p&gt;Gin Rummy gegen den Computer, oder schau ihm beim Spiel gegen sich selbst zu. Gegner und Regelvarianten sind Plugins, die jeder schreiben und installieren kann.&lt;/p&gt;&lt;p&gt;Python %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The plugin system did not load; playing with the built-in rules and a plain opponent.</source>
        <translation>Das Plugin-System wurde nicht geladen; es wird mit den eingebauten Regeln und einem einfachen Gegner gespielt.</translation>
    </message>
    <message>
        <source>Plugin errors:</source>
        <translation>Plugin-Fehler:</translation>
    </message>
    <message>
        <source>Every plugin loaded without error.</source>
        <translation>Alle Plugins wurden ohne Fehler geladen.</translation>
    </message>
    <message>
        <source>Sound effects: available.</source>
        <translation>Soundeffekte: verfügbar.</translation>
    </message>
    <message>
        <source>Plugins:</source>
        <translation>Plugins:</translation>
    </message>
    <message>
        <source>each in a process of its own, seeing only its own cards</source>
        <translation>jeder in einem eigenen Prozess, sieht nur die eigenen Karten</translation>
    </message>
    <message>
        <source>memory, processes and files limited</source>
        <translation>Speicher, Prozesse und Dateien begrenzt</translation>
    </message>
    <message>
        <source>all it starts ends with the game</source>
        <translation>alles, was er startet, endet mit dem Spiel</translation>
    </message>
    <message>
        <source>your files and GinQt&apos;s data out of reach</source>
        <translation>deine Dateien und GinQts Daten außer Reichweite</translation>
    </message>
    <message>
        <source>no network</source>
        <translation>kein Netzwerk</translation>
    </message>
    <message>
        <source>cannot signal GinQt or the other player</source>
        <translation>kann GinQt und den anderen Spieler nicht stören</translation>
    </message>
    <message>
        <source>at most 64 processes</source>
        <translation>höchstens 64 Prozesse</translation>
    </message>
    <message>
        <source>none of your session&apos;s settings</source>
        <translation>nichts aus deiner Sitzung (Umgebungsvariablen)</translation>
    </message>
    <message>
        <source>no connection to your desktop (its display, its message bus)</source>
        <translation>keine Verbindung zu deinem Desktop (Bildschirm, Nachrichtenbus)</translation>
    </message>
    <message>
        <source>no hidden connection to other programs</source>
        <translation>keine versteckte Verbindung zu anderen Programmen</translation>
    </message>
    <message>
        <source>no memory shared with other programs</source>
        <translation>kein gemeinsamer Speicher mit anderen Programmen</translation>
    </message>
    <message>
        <source>at most 256 MiB of temporary files</source>
        <translation>höchstens 256 MiB temporäre Dateien</translation>
    </message>
    <message>
        <source>Third-party opponents on this machine:</source>
        <translation>Gegner von Drittanbietern auf diesem Rechner:</translation>
    </message>
    <message>
        <source>Opponents: %1</source>
        <translation>Gegner: %1</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>geladen</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>abgeschaltet</translation>
    </message>
    <message>
        <source>Opponent: %1</source>
        <translation type="vanished">Gegner: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <source>Plugin</source>
        <translation>Plugin</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>Bietet</translation>
    </message>
    <message>
        <source> (built in)</source>
        <translation> (eingebaut)</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Plugins</translation>
    </message>
</context>
<context>
    <name>AddEngineDialog</name>
    <message>
        <source>Add an engine</source>
        <translation>Engine hinzufügen</translation>
    </message>
    <message>
        <source>An engine is a program in any language that speaks the GinQt engine protocol (docs/ENGINES.md).</source>
        <translation>Eine Engine ist ein Programm in einer beliebigen Sprache, das das GinQt-Engine-Protokoll spricht (docs/ENGINES.md).</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>&amp;Befehlszeile:</translation>
    </message>
    <message>
        <source>The command line cannot be read: %1</source>
        <translation>Die Befehlszeile ist nicht lesbar: %1</translation>
    </message>
    <message>
        <source>%1 is already a player&apos;s name; choose another</source>
        <translation>%1 ist schon der Name eines Spielers; wählen Sie einen anderen</translation>
    </message>
    <message>
        <source>Give the command that starts the engine.</source>
        <translation>Geben Sie den Befehl an, der die Engine startet.</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>Die Engine wird gestartet …</translation>
    </message>
    <message>
        <source>The list of engines cannot be written: %1</source>
        <translation>Die Liste der Engines kann nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>BossScreen</name>
    <message>
        <source>Untitled</source>
        <extracomment>The 1993 DOS program: &quot;two seconds per score limit point ... The minimum time is one minute.&quot;</extracomment>
        <translation>Unbenannt</translation>
    </message>
</context>
<context>
    <name>ColourButton</name>
    <message>
        <source>Custom colour</source>
        <extracomment>The preferences the dialog&apos;s own tabs show, each by the widget of the same name (the form shows the game&apos;s)</extracomment>
        <translation>Eigene Farbe</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Eine Farbe wählen</translation>
    </message>
</context>
<context>
    <name>FriendDialog</name>
    <message>
        <source>Play a friend</source>
        <extracomment>What an invitation code looks like: a number and words, joined by hyphens (spaces are taken as hyphens).</extracomment>
        <translation>Gegen einen Freund spielen</translation>
    </message>
    <message>
        <source>&amp;Invite</source>
        <translation>&amp;Einladen</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <source>Meeting place: %1</source>
        <translation>Treffpunkt: %1</translation>
    </message>
    <message>
        <source>Get a &amp;code</source>
        <translation>&amp;Code holen</translation>
    </message>
    <message>
        <source>Your code</source>
        <translation>Dein Code</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation>K&amp;opieren</translation>
    </message>
    <message>
        <source>Get a code, then read it to your friend.</source>
        <translation>Hol dir einen Code und lies ihn deinem Freund vor.</translation>
    </message>
    <message>
        <source>You offer:</source>
        <translation>Du bietest an:</translation>
    </message>
    <message>
        <source>The rules of your Preferences (Options › Preferences)</source>
        <translation>Die Regeln deiner Einstellungen (Optionen › Einstellungen)</translation>
    </message>
    <message>
        <source>Asking the meeting place for a code…</source>
        <translation>Frage den Treffpunkt nach einem Code…</translation>
    </message>
    <message>
        <source>Read this code to your friend. Waiting for your friend to join…</source>
        <translation>Lies diesen Code deinem Freund vor. Warte, bis dein Freund beitritt…</translation>
    </message>
    <message>
        <source>Your friend&apos;s code</source>
        <translation>Der Code deines Freundes</translation>
    </message>
    <message>
        <source>Type the code your friend read to you and press Enter.</source>
        <translation>Gib den Code ein, den dir dein Freund vorgelesen hat, und drücke die Eingabetaste.</translation>
    </message>
    <message>
        <source>Your friend&apos;s &amp;code:</source>
        <translation>&amp;Code deines Freundes:</translation>
    </message>
    <message>
        <source>That is not an invitation code; a code looks like 7-crossover-clockwork.</source>
        <translation>Das ist kein Einladungscode; ein Code sieht so aus: 7-crossover-clockwork.</translation>
    </message>
    <message>
        <source>Joining your friend…</source>
        <translation>Trete deinem Freund bei…</translation>
    </message>
    <message>
        <source>The link failed: %1</source>
        <translation>Die Verbindung ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>GameForm</name>
    <message>
        <source>Pick 0 to 500, or type any limit up to 999; 0 plays one hand</source>
        <translation>Wähl 0 bis 500 oder tippe ein Ziel bis 999; 0 spielt eine Runde</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Gegner:</translation>
    </message>
    <message>
        <source>&amp;Score limit:</source>
        <translation>&amp;Punktziel:</translation>
    </message>
    <message>
        <source>&amp;Trust its plugin (it could see every card)</source>
        <extracomment>Score limits offered in the list (the 1993 DOS program: 0 to 500 in steps of 50); any other can be typed.</extracomment>
        <translation>Seinem Plugin &amp;vertrauen (es könnte jede Karte sehen)</translation>
    </message>
    <message>
        <source>Opponents from plugins you installed play in a process of their own, where they see only their own cards.
Trusted, it plays inside GinQt: faster, but it could see every card.</source>
        <translation>Gegner aus Plugins, die du installiert hast, spielen in einem eigenen Prozess und sehen nur ihre eigenen Karten.
Vertraut spielt er in GinQt: schneller, aber er könnte jede Karte sehen.</translation>
    </message>
    <message>
        <source>&amp;Back to these rules&apos; own options</source>
        <translation>&amp;Zurück zu den eigenen Optionen dieser Regeln</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>Rule options (point at one for what it does):</source>
        <translation>Regeloptionen (zeig auf eine, um zu sehen, was sie bewirkt):</translation>
    </message>
    <message>
        <source>As the rules say (%1)</source>
        <translation>Wie die Regeln sagen (%1)</translation>
    </message>
    <message>
        <source>The score limit must be a whole number from 0 to 999, not %1</source>
        <translation>Das Punktziel muss eine ganze Zahl von 0 bis 999 sein, nicht %1</translation>
    </message>
    <message>
        <source>This name cannot be used: %1</source>
        <translation>Dieser Name geht nicht: %1</translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation>Mit diesen Regeln kann man nicht spielen: %1</translation>
    </message>
    <message>
        <source>Score limit</source>
        <translation>Punktziel</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Computer</source>
        <extracomment>the log was saved; how many moves it holds a game was counted: its GameReport (None: nothing to count) something the user should know (a save that failed, a new high score) the log of the player&apos;s game (None: none, or a demo) the game in the log was counted Closing mid-game counts the game as quit (instead of keeping it to resume). Leave the saved game on disk alone this session (a scripted run that did not resume it). how long each save took (for measurements) the game records (docs/RECORDS.md), in the data folder&apos;s records/</extracomment>
        <translation>Computer</translation>
    </message>
    <message>
        <source>A new high score: number %1 on the list</source>
        <translation>Ein neuer Rekord: Platz %1 der Bestenliste</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>GinQt — rules and keys</source>
        <translation>GinQt — Regeln und Tasten</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Maus</translation>
    </message>
    <message>
        <source>Draw: click the stock or the discard pile</source>
        <translation>Ziehen: auf den Stapel oder den Ablagestapel klicken</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Klick</translation>
    </message>
    <message>
        <source>Discard: click the card (or double-click, as set in Preferences)</source>
        <translation>Abwerfen: auf die Karte klicken (oder doppelklicken, wie in den Einstellungen gewählt)</translation>
    </message>
    <message>
        <source>Rearrange your hand</source>
        <translation>Deine Hand ordnen</translation>
    </message>
    <message>
        <source>Drag a card</source>
        <translation>Karte ziehen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Middle button</source>
        <translation>Mittlere Taste</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Tasten</translation>
    </message>
    <message>
        <source>Rules and keys</source>
        <translation>Regeln und Tasten</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
</context>
<context>
    <name>HighScoresDialog</name>
    <message>
        <source>High scores</source>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <source>The best average scores per hand. Games played with help (a hint or advice, multiple undo, open hands, demo mode) count in the statistics only.</source>
        <translation>Die besten Durchschnitte pro Runde. Spiele mit Hilfe (ein Tipp oder Rat, mehrfaches Zurücknehmen, offene Karten, Demo) zählen nur in der Statistik.</translation>
    </message>
    <message>
        <source>The best average scores per hand. Games played with help (multiple undo, open hands, demo mode) count in the statistics only.</source>
        <translation type="vanished">Die besten Durchschnitte pro Runde. Spiele mit Hilfe (mehrfaches Zurücknehmen, offene Karten, Demo) zählen nur in der Statistik.</translation>
    </message>
    <message>
        <source>No high scores yet. Win a game without help to enter the list.</source>
        <translation>Noch keine Einträge. Gewinne ein Spiel ohne Hilfe, um in die Liste zu kommen.</translation>
    </message>
</context>
<context>
    <name>HighScoresModel</name>
    <message>
        <source>Quit before the score limit: the points of the finished hands</source>
        <extracomment>the row shown in bold (the game just recorded; set_highlight)</extracomment>
        <translation>Vor dem Punktziel beendet: die Punkte der fertigen Runden</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>Je Runde</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Place on the list</source>
        <translation>Platz in der Liste</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Average score per hand: the final score divided by the hands played</source>
        <translation>Durchschnitt pro Runde: der Endstand geteilt durch die gespielten Runden</translation>
    </message>
    <message>
        <source>Final score, bonuses included</source>
        <translation>Endstand, Boni eingerechnet</translation>
    </message>
    <message>
        <source>Net score: the winner&apos;s margin after bonuses</source>
        <translation>Netto: der Vorsprung des Gewinners nach den Boni</translation>
    </message>
    <message>
        <source>Score limit of the game</source>
        <translation>Punktziel des Spiels</translation>
    </message>
    <message>
        <source>Hands played, dead hands included</source>
        <translation>Gespielte Runden, tote eingerechnet</translation>
    </message>
    <message>
        <source>Rule variant</source>
        <translation>Regelvariante</translation>
    </message>
    <message>
        <source>Computer opponent</source>
        <translation>Computergegner</translation>
    </message>
    <message>
        <source>Date the game ended</source>
        <translation>Datum des Spielendes</translation>
    </message>
    <message>
        <source>Marked when the game was quit before the end</source>
        <translation>Markiert, wenn das Spiel vor dem Ende beendet wurde</translation>
    </message>
</context>
<context>
    <name>HintsPanel</name>
    <message>
        <source>Hints</source>
        <extracomment>How many of the next-best moves the advice lists. the player ticked or cleared &quot;Advice at every turn&quot; advice not asked for was shown on the player&apos;s turn shows the figures behind the advice (outs, points) the latest advice (shown while it is for the view shown) the red suits&apos; colour, four colours</extracomment>
        <translation>Tipps</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Rat</translation>
    </message>
    <message>
        <source>Show the advice at every turn</source>
        <translation type="vanished">Den Rat bei jedem Zug zeigen</translation>
    </message>
    <message>
        <source>Off: advice only when you ask (H, or the middle mouse button).
Either way, a game with advice counts as assisted.</source>
        <translation>Aus: Rat nur, wenn du fragst (H oder die mittlere Maustaste).
So oder so zählt ein Spiel mit Rat als Spiel mit Hilfe.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>The figures behind the advice: outs, points on average, the other moves</source>
        <translation>Die Zahlen hinter dem Rat: hilfreiche Karten, Punkte im Schnitt, die anderen Züge</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <source>Melds:</source>
        <translation>Kombinationen:</translation>
    </message>
    <message>
        <source>Deadwood:</source>
        <translation>Restpunkte:</translation>
    </message>
    <message>
        <source>Knock at:</source>
        <translation>Klopfen bei:</translation>
    </message>
    <message>
        <source>Your opponent</source>
        <translation>Dein Gegner</translation>
    </message>
    <message>
        <source>Holds:</source>
        <translation>Hält:</translation>
    </message>
    <message>
        <source>Threw:</source>
        <translation>Warf ab:</translation>
    </message>
    <message>
        <source>Refused:</source>
        <translation>Verschmähte:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Karten:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Stock:</source>
        <translation>Stapel:</translation>
    </message>
    <message>
        <source>Upcard:</source>
        <translation>Aufgedeckt:</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Kein Spiel</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Die Runde ist vorbei</translation>
    </message>
    <message>
        <source>Your opponent is playing</source>
        <translation>Dein Gegner ist am Zug</translation>
    </message>
    <message>
        <source>Press H for a hint</source>
        <translation>Drück H für einen Tipp</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>No advice available</source>
        <translation type="vanished">Kein Rat verfügbar</translation>
    </message>
    <message>
        <source>Advice at every turn</source>
        <translation>Rat bei jedem Zug</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>nur Gin</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 oder weniger</translation>
    </message>
    <message>
        <source> (points ×%1)</source>
        <translation> (Punkte ×%1)</translation>
    </message>
    <message>
        <source>face down (the knock)</source>
        <translation>verdeckt (das Klopfen)</translation>
    </message>
    <message>
        <source>Instead:</source>
        <translation>Stattdessen:</translation>
    </message>
    <message>
        <source>Working out the advice…</source>
        <translation>Der Rat wird ausgearbeitet…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>GinQt — Gin Rummy</source>
        <translation>GinQt — Gin Rummy</translation>
    </message>
    <message>
        <source>Rule changes dropped: %1</source>
        <extracomment>the window is on screen (the first time) The preferences&apos; one owner: a change is a new value, told to every part by ``preferences.changed``. Settings, statistics, high scores and the saved game; ``None`` keeps nothing (tests, self-test). Preferences given on the command line: key -&gt; (that value, the stored one). They override the settings for this run but are not written back unless changed here (the 1993 DOS program). False: a scripted run&apos;s window, whose size is not the user&apos;s layout</extracomment>
        <translation>Regeländerungen verworfen: %1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="vanished">Computer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Das laufende Spiel aufgeben?</translation>
    </message>
    <message>
        <source>%1 from the next game (Ctrl+N)</source>
        <translation>%1 ab dem nächsten Spiel (Strg+N)</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Quit GinQt?</source>
        <translation>GinQt beenden?</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>Game &gt; Play a friend... checkable: the computer plays both hands the whole table in words, for a screen reader 1–9, 0: discard the card at that position a friend&apos;s game: each table message by its phrase (PHRASES)</extracomment>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <extracomment>the panels add their toggles</extracomment>
        <translation>&amp;Optionen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules and keys</source>
        <translation>&amp;Regeln und Tasten</translation>
    </message>
    <message>
        <source>&amp;About GinQt</source>
        <translation>Ü&amp;ber GinQt</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>New game &amp;at once (same settings)</source>
        <translation>Neues Spiel &amp;sofort (gleiche Einstellungen)</translation>
    </message>
    <message>
        <source>&amp;Demo mode</source>
        <translation>&amp;Demo-Modus</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <translation>&amp;Gegner</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;High scores…</source>
        <translation>&amp;Bestenliste…</translation>
    </message>
    <message>
        <source>&amp;Players and statistics…</source>
        <translation>S&amp;pieler und Statistik…</translation>
    </message>
    <message>
        <source>Past &amp;games…</source>
        <translation>&amp;Frühere Spiele…</translation>
    </message>
    <message>
        <source>&amp;Quit…</source>
        <translation>B&amp;eenden…</translation>
    </message>
    <message>
        <source>Draw from the &amp;deck</source>
        <translation>Vom &amp;Stapel ziehen</translation>
    </message>
    <message>
        <source>Take from the &amp;pile / play to gin</source>
        <translation type="vanished">Vom &amp;Ablagestapel nehmen / auf Gin spielen</translation>
    </message>
    <message>
        <source>&amp;Take the upcard</source>
        <translation>Aufgedeckte Karte &amp;nehmen</translation>
    </message>
    <message>
        <source>&amp;Yes: knock</source>
        <translation>&amp;Ja: klopfen</translation>
    </message>
    <message>
        <source>&amp;No: continue / pass</source>
        <translation>N&amp;ein: weiter / passen</translation>
    </message>
    <message>
        <source>&amp;Knock with the next discard</source>
        <translation>Mit dem nächsten Abwurf &amp;klopfen</translation>
    </message>
    <message>
        <source>&amp;Gin with eleven cards</source>
        <translation>&amp;Gin mit elf Karten</translation>
    </message>
    <message>
        <source>Discard card at position</source>
        <translation>Karte an Position abwerfen</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Karte %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>Nächste R&amp;unde</translation>
    </message>
    <message>
        <source>Hi&amp;gh contrast</source>
        <translation>&amp;Hoher Kontrast</translation>
    </message>
    <message>
        <source>&amp;Card speed</source>
        <translation>&amp;Kartentempo</translation>
    </message>
    <message>
        <source>Keyboard cursor</source>
        <translation>Tastaturcursor</translation>
    </message>
    <message>
        <source>Play a &amp;friend…</source>
        <translation>Gegen einen Freund spie&amp;len…</translation>
    </message>
    <message>
        <source>&amp;Say to your friend</source>
        <translation>Deine&amp;m Freund sagen</translation>
    </message>
    <message>
        <source>Take from the &amp;pile, or throw the card you drew on it / play to gin</source>
        <translation>Vom &amp;Ablagestapel nehmen oder die gezogene Karte darauf werfen / auf Gin spielen</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Up: piles and buttons</source>
        <translation>Hoch: Stapel und Knöpfe</translation>
    </message>
    <message>
        <source>Down: your hand</source>
        <translation>Runter: deine Hand</translation>
    </message>
    <message>
        <source>Act</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>&amp;Sort your hand</source>
        <translation>Hand &amp;sortieren</translation>
    </message>
    <message>
        <source>By &amp;rank</source>
        <translation>Nach &amp;Rang</translation>
    </message>
    <message>
        <source>By &amp;suit</source>
        <translation>Nach &amp;Farbe</translation>
    </message>
    <message>
        <source>&amp;Melds first, then by rank</source>
        <translation>&amp;Kombinationen zuerst, dann nach Rang</translation>
    </message>
    <message>
        <source>Melds first, then by s&amp;uit</source>
        <translation>Kombinationen zuerst, dann nach F&amp;arbe</translation>
    </message>
    <message>
        <source>M&amp;anual (drag cards)</source>
        <translation>&amp;Von Hand (Karten ziehen)</translation>
    </message>
    <message>
        <source>&amp;Big cards</source>
        <translation>&amp;Große Karten</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierfarbiges Blatt</translation>
    </message>
    <message>
        <source>&amp;Open hands (assisted)</source>
        <translation>&amp;Offene Karten (mit Hilfe)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>&amp;Demo speed</source>
        <translation>&amp;Demotempo</translation>
    </message>
    <message>
        <source>&amp;Hide the table (boss key)</source>
        <translation>Tisch v&amp;erstecken (Chef-Taste)</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Ask me</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Manual (K)</source>
        <translation>Von Hand (K)</translation>
    </message>
    <message>
        <source>&amp;Knocking</source>
        <translation>&amp;Klopfen</translation>
    </message>
    <message>
        <source>&amp;Gin</source>
        <translation>&amp;Gin</translation>
    </message>
    <message>
        <source>&amp;Multiple undo (assisted)</source>
        <translation>&amp;Mehrfach zurücknehmen (mit Hilfe)</translation>
    </message>
    <message>
        <source>&amp;Double-click to play a card</source>
        <translation>&amp;Doppelklick spielt eine Karte</translation>
    </message>
    <message>
        <source>&amp;Sound effects</source>
        <translation>&amp;Soundeffekte</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animation</translation>
    </message>
    <message>
        <source>Opp&amp;onents</source>
        <translation>Geg&amp;ner</translation>
    </message>
    <message>
        <source>Add an &amp;engine…</source>
        <translation>&amp;Engine hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Read the table &amp;aloud</source>
        <translation>Tisch &amp;vorlesen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Demo: the computer plays both hands</source>
        <translation>&amp;Demo: der Computer spielt beide Hände</translation>
    </message>
    <message>
        <source>Start &amp;directly next time (skip the welcome and this dialog)</source>
        <translation>Nächstes Mal &amp;direkt starten (Begrüßung und diesen Dialog überspringen)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
</context>
<context>
    <name>PanelManager</name>
    <message>
        <source>Side &amp;panels</source>
        <extracomment>The width the right-hand docks open with, as a share of the window&apos;s and within bounds (all of it times the text size): the table keeps three quarters of a 1024-pixel-wide window and more of a wider one (the table is the game); the player may widen the docks, and the layout is kept. While the docks are open the table keeps at least this share of the window&apos;s width (they give way), a little less with large text (the table&apos;s words grow with it, the docks&apos; need the room). (panel, View-menu shortcut), in menu order the text size, as a factor (the docks grow with it) the table&apos;s colour and high contrast (the docks wear them) F9 is opening (or closing) every panel: it fits them once, at the end View › Side panels (F9): every panel open, in one column of tabs, or every panel closed</extracomment>
        <translation>Seiten&amp;leisten</translation>
    </message>
</context>
<context>
    <name>PastGamesDialog</name>
    <message>
        <source>Past games</source>
        <extracomment>the path of the record to open in the replay viewer
----------
asks where to export a record: (parent, suggested name) -&gt; path (&quot;&quot; for none)</extracomment>
        <translation>Frühere Spiele</translation>
    </message>
    <message>
        <source>Filter: opponent, rules, score, date…</source>
        <translation>Filter: Gegner, Regeln, Stand, Datum…</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filter</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Alle Ergebnisse</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Mit Hilfe</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>No games yet: every game you play is kept here.</source>
        <translation>Noch keine Spiele: jedes Spiel, das du spielst, wird hier aufbewahrt.</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n games</source>
        <translation>
            <numerusform>%1 von %n Spiel</numerusform>
            <numerusform>%1 von %n Spielen</numerusform>
        </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>The record could not be saved: %1</source>
        <translation>Die Aufzeichnung konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Delete the record of this game (%1)? It cannot be undone.</source>
        <translation>Die Aufzeichnung dieses Spiels (%1) löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>The record could not be deleted.</source>
        <translation>Die Aufzeichnung konnte nicht gelöscht werden.</translation>
    </message>
</context>
<context>
    <name>PastGamesModel</name>
    <message>
        <source>Won</source>
        <extracomment>The results a game can have, from the player&apos;s side (the filter&apos;s choices).</extracomment>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Aufgegeben</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Beschädigt</translation>
    </message>
    <message>
        <source>Damaged: %1</source>
        <translation>Beschädigt: %1</translation>
    </message>
    <message>
        <source>Played with help (hints or advice, multiple undo, open hands or demo mode)</source>
        <translation>Mit Hilfe gespielt (Tipps oder Rat, mehrfaches Zurücknehmen, offene Karten oder Demo)</translation>
    </message>
    <message>
        <source>Played with help (multiple undo, open hands or demo mode)</source>
        <translation type="vanished">Mit Hilfe gespielt (mehrfaches Zurücknehmen, offene Karten oder Demo)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Mit Hilfe</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Runden</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players and statistics</source>
        <extracomment>play the next game as this player this player&apos;s statistics were deleted</extracomment>
        <translation>Spieler und Statistik</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>No player has statistics yet. They appear after the first game.</source>
        <translation>Noch kein Spieler hat eine Statistik. Sie erscheint nach dem ersten Spiel.</translation>
    </message>
    <message>
        <source>&amp;Play as this player</source>
        <translation>Als dieser Spieler &amp;spielen</translation>
    </message>
    <message>
        <source>Your next game is played and counted under this name</source>
        <translation>Dein nächstes Spiel wird unter diesem Namen gespielt und gezählt</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>Forget this player&apos;s statistics (the high scores stay)</source>
        <translation>Die Statistik dieses Spielers vergessen (die Bestenliste bleibt)</translation>
    </message>
    <message>
        <source>Choose a player on the left.</source>
        <translation>Wähl links einen Spieler.</translation>
    </message>
    <message>
        <source>Played with help (statistics only, never high scores): %1</source>
        <translation>Mit Hilfe gespielt (nur Statistik, nie Bestenliste): %1</translation>
    </message>
    <message>
        <source>Quit before the end: %1</source>
        <translation>Vor dem Ende beendet: %1</translation>
    </message>
    <message>
        <source>Delete player</source>
        <translation>Spieler löschen</translation>
    </message>
    <message>
        <source>Delete the statistics of “%1”? This cannot be undone; the high scores stay.</source>
        <translation>Die Statistik von „%1“ löschen? Das lässt sich nicht rückgängig machen; die Bestenliste bleibt.</translation>
    </message>
    <message>
        <source>“%1” has no statistics any more.</source>
        <translation>„%1“ hat keine Statistik mehr.</translation>
    </message>
    <message>
        <source>“%1” was deleted for this session only: the data folder is read-only.</source>
        <translation>„%1“ wurde nur für diese Sitzung gelöscht: der Datenordner ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>The statistics of “%1” were deleted.</source>
        <translation>Die Statistik von „%1“ wurde gelöscht.</translation>
    </message>
    <message>
        <source>The next game is played as “%1”.</source>
        <translation>Das nächste Spiel wird als „%1“ gespielt.</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>Je Runde</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games played (won, lost and drawn)</source>
        <translation>Gespielte Spiele (gewonnen, verloren und unentschieden)</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <source>Games lost</source>
        <translation>Verlorene Spiele</translation>
    </message>
    <message>
        <source>Average score per hand</source>
        <translation>Durchschnitt pro Runde</translation>
    </message>
    <message>
        <source>Date of the latest game</source>
        <translation>Datum des letzten Spiels</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Table and cards</source>
        <translation>&amp;Tisch und Karten</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>S&amp;piel</translation>
    </message>
    <message>
        <source>Used for every new game (the New game dialog changes them too).</source>
        <translation>Gilt für jedes neue Spiel (der Dialog „Neues Spiel“ ändert sie auch).</translation>
    </message>
    <message>
        <source>&amp;Rules defaults</source>
        <translation>&amp;Standardregeln</translation>
    </message>
    <message>
        <source>&amp;Sound and confirmations</source>
        <translation>&amp;Ton und Rückfragen</translation>
    </message>
    <message>
        <source>&amp;Big cards: one big rank and one big suit</source>
        <translation>&amp;Große Karten: ein großer Rang und eine große Farbe</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (diamonds blue, clubs green)</source>
        <translation>&amp;Vierfarbiges Blatt (Karo blau, Kreuz grün)</translation>
    </message>
    <message>
        <source>&amp;High contrast: a black table, white and yellow text</source>
        <translation>&amp;Hoher Kontrast: schwarzer Tisch, weiße und gelbe Schrift</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Grüner Filz</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Default colours</source>
        <translation>Standardfarben</translation>
    </message>
    <message>
        <source>Melds first, then deadwood by rank</source>
        <translation>Kombinationen zuerst, dann Restkarten nach Rang</translation>
    </message>
    <message>
        <source>Melds first, then deadwood by suit</source>
        <translation>Kombinationen zuerst, dann Restkarten nach Farbe</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Nach Rang</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Nach Farbe</translation>
    </message>
    <message>
        <source>As I arrange them (drag)</source>
        <translation>Wie ich sie lege (ziehen)</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>sofort</translation>
    </message>
    <message>
        <source>Animation</source>
        <extracomment>Options › Animation: off, cards do not move and no gin, won game or shutout is celebrated</extracomment>
        <translation>Animation</translation>
    </message>
    <message>
        <source>no wait</source>
        <translation>ohne Pause</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Tischfarbe:</translation>
    </message>
    <message>
        <source>Card backs:</source>
        <translation>Kartenrücken:</translation>
    </message>
    <message>
        <source>Red suits:</source>
        <translation>Rote Farben:</translation>
    </message>
    <message>
        <source>Sort your hand:</source>
        <translation>Hand sortieren:</translation>
    </message>
    <message>
        <source>Card moves take:</source>
        <translation>Kartenbewegung dauert:</translation>
    </message>
    <message>
        <source>Computer waits before a move:</source>
        <translation>Computer wartet vor einem Zug:</translation>
    </message>
    <message>
        <source>Demo waits between moves:</source>
        <translation>Demo wartet zwischen Zügen:</translation>
    </message>
    <message>
        <source>Demo shows a finished hand for:</source>
        <translation>Demo zeigt eine fertige Runde:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Ask me (Knock / Continue / Play to gin)</source>
        <translation>Fragen (Klopfen / Weiter / Auf Gin)</translation>
    </message>
    <message>
        <source>Automatically</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Only when I press Knock (K)</source>
        <translation type="vanished">Nur wenn ich Klopfen (K) drücke</translation>
    </message>
    <message>
        <source>A single click</source>
        <translation>Einfachklick</translation>
    </message>
    <message>
        <source>A double click</source>
        <translation>Doppelklick</translation>
    </message>
    <message>
        <source>&amp;Multiple undo: take back any number of turns (assisted game)</source>
        <translation>&amp;Mehrfach zurücknehmen: beliebig viele Züge (Spiel mit Hilfe)</translation>
    </message>
    <message>
        <source>&amp;Open hands: show the computer&apos;s cards (assisted game)</source>
        <translation>&amp;Offene Karten: die Karten des Computers zeigen (Spiel mit Hilfe)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Start &amp;directly: skip the welcome and the New game dialog</source>
        <translation>&amp;Direkt starten: Begrüßung und Dialog „Neues Spiel“ überspringen</translation>
    </message>
    <message>
        <source>Show the &amp;advice at every turn in the hints panel (assisted game)</source>
        <translation>Den &amp;Rat bei jedem Zug im Tippfeld zeigen (Spiel mit Hilfe)</translation>
    </message>
    <message>
        <source>Off: advice only when you ask for a hint (H).  Either way a game with advice counts in the statistics only, not in the high scores.</source>
        <translation>Aus: Rat nur, wenn du um einen Tipp bittest (H).  So oder so zählt ein Spiel mit Rat nur in der Statistik, nicht in der Bestenliste.</translation>
    </message>
    <message>
        <source>&amp;Sound effects (deal, draw, discard, knock, gin); F3 turns them on and off</source>
        <translation>&amp;Soundeffekte (Geben, Ziehen, Abwerfen, Klopfen, Gin); F3 schaltet sie ein und aus</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Only when I press Knock (%1)</source>
        <translation>Nur wenn ich Klopfen (%1) drücke</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>An opponent from a plugin you installed plays in a process of its own; this is the memory it may use (Linux and macOS)</source>
        <translation>Ein Gegner aus einem installierten Plugin spielt in einem eigenen Prozess; so viel Speicher darf er nutzen (Linux und macOS)</translation>
    </message>
    <message>
        <source>Knock when I can:</source>
        <translation>Klopfen, wenn ich kann:</translation>
    </message>
    <message>
        <source>Go gin when I can:</source>
        <translation>Gin, wenn ich kann:</translation>
    </message>
    <message>
        <source>Play a card with:</source>
        <translation>Karte spielen mit:</translation>
    </message>
    <message>
        <source>A computer player may think for:</source>
        <translation>Ein Computerspieler darf denken:</translation>
    </message>
    <message>
        <source>A plugin&apos;s opponent may use:</source>
        <translation>Gegner aus Plugins dürfen nutzen:</translation>
    </message>
    <message>
        <source>Play a friend: the mailbox server you and your friend meet at (the public one, or a club&apos;s own). It sees neither the code&apos;s words nor a card.</source>
        <translation>Gegen einen Freund spielen: der Mailbox-Server, an dem du und dein Freund euch trefft (der öffentliche oder der eines Vereins). Er sieht weder die Wörter des Codes noch eine Karte.</translation>
    </message>
    <message>
        <source>Meeting place:</source>
        <translation>Treffpunkt:</translation>
    </message>
    <message>
        <source>Sound works on this computer.</source>
        <translation>Ton funktioniert auf diesem Computer.</translation>
    </message>
    <message>
        <source>Ask before &amp;quitting</source>
        <translation>Vor dem &amp;Beenden fragen</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in &amp;progress</source>
        <translation>Vor dem Aufgeben eines laufenden S&amp;piels fragen</translation>
    </message>
    <message>
        <source>&amp;Blank the table when idle (2 seconds per point of the score limit, at least a minute); any key brings it back</source>
        <translation>Tisch &amp;ausblenden bei Untätigkeit (2 Sekunden je Punkt des Punktziels, mindestens eine Minute); jede Taste holt ihn zurück</translation>
    </message>
    <message>
        <source>As the system (%1)</source>
        <translation>Wie das System (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source> games</source>
        <translation> Spiele</translation>
    </message>
    <message>
        <source>Past games kept</source>
        <translation>Aufbewahrte frühere Spiele</translation>
    </message>
    <message>
        <source>Keep the records of the last</source>
        <translation>Aufzeichnungen aufbewahren der letzten</translation>
    </message>
    <message>
        <source>Large text: the table&apos;s words, the menus, panels and dialogs</source>
        <translation>Große Schrift: die Worte auf dem Tisch, die Menüs, Felder und Dialoge</translation>
    </message>
    <message>
        <source>Te&amp;xt size:</source>
        <translation>Schrift&amp;größe:</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>Read-only data folder: nothing is saved</source>
        <extracomment>&quot;Play as this player&quot;: the next game is played as this name variants, for replays the keeper&apos;s, once attached Open the high-score list by itself after a new high score; ``None``: when on a real screen.</extracomment>
        <translation>Schreibgeschützter Datenordner: nichts wird gespeichert</translation>
    </message>
    <message>
        <source>Nothing is kept: GinQt runs without a data folder</source>
        <translation>Nichts wird aufbewahrt: GinQt läuft ohne Datenordner</translation>
    </message>
    <message>
        <source>No high scores are kept: GinQt runs without a data folder</source>
        <translation>Keine Bestenliste: GinQt läuft ohne Datenordner</translation>
    </message>
    <message>
        <source>No statistics are kept: GinQt runs without a data folder</source>
        <translation>Keine Statistik: GinQt läuft ohne Datenordner</translation>
    </message>
    <message>
        <source>No game records are kept: GinQt runs without a data folder</source>
        <translation>Keine Spielaufzeichnungen: GinQt läuft ohne Datenordner</translation>
    </message>
    <message>
        <source>A new high score: number %1 — Game › High scores (%2)</source>
        <translation>Ein neuer Rekord: Platz %1 — Spiel › Bestenliste (%2)</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay: %1 – %2, %3</source>
        <extracomment>the review of :attr:`review_player`&apos;s decisions is done (a ``Review``) what the table shows at a step, beyond the game itself (the review&apos;s best move)</extracomment>
        <translation>Wiedergabe: %1 – %2, %3</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Score history</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>Click a hand to go to its deal</source>
        <translation>Klick auf eine Runde, um zu ihrem Geben zu springen</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Replayed table</source>
        <translation>Wiedergegebener Tisch</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>The margin of each game, oldest on the left: up and green a game won, down and red a game lost</source>
        <translation>Der Vorsprung jedes Spiels, das älteste links: nach oben und grün ein gewonnenes, nach unten und rot ein verlorenes Spiel</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>oldest → latest</source>
        <translation>älteste → neueste</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Noch keine Spiele</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>How did %1 play? The expert weighs every decision of the game.</source>
        <extracomment>decisions reviewed, decisions in all the :class:`~ginqt.records.review.Review` (partial after a cancel) the :class:`~ginqt.records.review.Decision` clicked a finished :class:`~ginqt.records.review.Review`</extracomment>
        <translation type="vanished">Wie hat %1 gespielt? Der Experte wägt jede Entscheidung des Spiels ab.</translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <extracomment>decisions reviewed, decisions in all the :class:`~ginqt.records.review.Review` (partial after a cancel) the :class:`~ginqt.records.review.Decision` clicked a finished :class:`~ginqt.records.review.Review` the expert&apos;s effort per decision (None: as it plays)</extracomment>
        <translation>Spiel &amp;analysieren</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Fortschritt der Analyse</translation>
    </message>
    <message>
        <source>The costliest mistakes</source>
        <translation>Die teuersten Fehler</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>Die Analyse schlug fehl: %1</translation>
    </message>
    <message>
        <source>No costly mistake: every decision was within %1 points of the expert&apos;s.</source>
        <translation>Kein teurer Fehler: jede Entscheidung lag höchstens %1 Punkte unter der des Experten.</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>&amp;Knocking</source>
        <extracomment>The rule options in groups, in the order the dialogs show them (``score_limit`` has its own box).</extracomment>
        <translation>&amp;Klopfen</translation>
    </message>
    <message>
        <source>&amp;Bonuses</source>
        <translation>&amp;Boni</translation>
    </message>
    <message>
        <source>&amp;Dealing and drawing</source>
        <translation>&amp;Geben und Ziehen</translation>
    </message>
    <message>
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <source>Rule options</source>
        <extracomment>one tab per group: the dialogs fit a 1024 x 600 screen</extracomment>
        <translation>Regeloptionen</translation>
    </message>
</context>
<context>
    <name>ScoreHistoryModel</name>
    <message>
        <source>You</source>
        <extracomment>A rule variant&apos;s end of a match, as the score history shows it. what each player scored in this row (None: nothing to score) an end-of-game line (boxes, bonuses, final score) &quot;gin&quot;, &quot;big gin&quot;, &quot;knock&quot;, &quot;undercut&quot;, &quot;dead&quot;; &quot;boxes&quot;, &quot;game&quot;, &quot;shutout&quot;, &quot;final&quot; Columns: the hand, how it ended and who scored, then each player&apos;s running total. The points a player scored in the row (a hand or a bonus), in a player&apos;s column.</extracomment>
        <translation type="vanished">Du</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="vanished">Computer</translation>
    </message>
    <message>
        <source>Match drawn</source>
        <extracomment>what each player scored in this row (None: nothing to score) an end-of-game line (boxes, bonuses, final score) &quot;gin&quot;, &quot;big gin&quot;, &quot;knock&quot;, &quot;undercut&quot;, &quot;dead&quot;; &quot;boxes&quot;, &quot;game&quot;, &quot;shutout&quot;, &quot;final&quot; Columns: the hand, how it ended and who scored, then each player&apos;s running total. The points a player scored in the row (a hand or a bonus), in a player&apos;s column.</extracomment>
        <translation>Match unentschieden</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation type="vanished">%1 gewann</translation>
    </message>
    <message>
        <source>Boxes (%1–%2)</source>
        <translation>Boxen (%1–%2)</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Spielbonus</translation>
    </message>
    <message>
        <source>Shutout bonus</source>
        <translation>Schneiderbonus</translation>
    </message>
    <message>
        <source>The loser won no hand</source>
        <translation>Der Verlierer gewann keine Runde</translation>
    </message>
    <message>
        <source>Game drawn</source>
        <translation>Spiel unentschieden</translation>
    </message>
    <message>
        <source> (shutout)</source>
        <translation> (Schneider)</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation type="vanished">Gin</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation type="vanished">Big Gin</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation type="vanished">Unterboten</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation type="vanished">Klopfen</translation>
    </message>
    <message>
        <source>Gin by %1</source>
        <translation type="vanished">Gin von %1</translation>
    </message>
    <message>
        <source>%1 knocked, %2 undercut</source>
        <translation type="vanished">%1 klopfte, %2 unterbot</translation>
    </message>
    <message>
        <source>A bonus for every hand won: %1 %2, %3 %4</source>
        <translation>Ein Bonus für jede gewonnene Runde: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>A bonus for the player who reached the score limit</source>
        <translation>Ein Bonus für den Spieler, der das Punktziel erreichte</translation>
    </message>
    <message>
        <source>Hand %1, dealt by you</source>
        <translation>Runde %1, von dir gegeben</translation>
    </message>
    <message>
        <source>Hand %1, dealt by %2</source>
        <comment>the computer</comment>
        <translation>Runde %1, vom Computer gegeben</translation>
    </message>
    <message>
        <source>Hand %1, dealt by %2</source>
        <translation>Runde %1, gegeben von %2</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Tote Runde</translation>
    </message>
    <message>
        <source>Nobody knocked before the stock ran out: no score</source>
        <translation>Niemand hat geklopft, bevor der Stapel aufgebraucht war: keine Wertung</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>Big Gin</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>unterboten</translation>
    </message>
    <message>
        <source>%1 +%2 · %3</source>
        <translation>%1 +%2 · %3</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>Knock by %1</source>
        <translation type="vanished">Klopfen von %1</translation>
    </message>
    <message>
        <source>%1 scores %2</source>
        <translation type="vanished">%1 erhält %2</translation>
    </message>
    <message>
        <source>Deadwood: knocker %1, defender %2; bonus %3</source>
        <translation>Restpunkte: Klopfender %1, Gegner %2; Bonus %3</translation>
    </message>
    <message>
        <source>Points ×%1 (a spade upcard)</source>
        <translation>Punkte ×%1 (ein Pik aufgedeckt)</translation>
    </message>
    <message>
        <source>Your running total (in bold when you scored in that hand); on the lines after the game, the bonuses you add</source>
        <translation>Dein Gesamtstand (fett, wenn du in dieser Runde gepunktet hast); in den Zeilen nach dem Spiel die Boni, die du dazubekommst</translation>
    </message>
    <message>
        <source>%1&apos;s running total (in bold when %1 scored in that hand); on the lines after the game, the bonuses %1 adds</source>
        <comment>the computer</comment>
        <translation>Gesamtstand des Computers (fett, wenn er in dieser Runde gepunktet hat); in den Zeilen nach dem Spiel die Boni, die er dazubekommt</translation>
    </message>
    <message>
        <source>%1&apos;s running total (in bold when %1 scored in that hand); on the lines after the game, the bonuses %1 adds</source>
        <translation>Gesamtstand von %1 (fett, wenn %1 in dieser Runde punktete); in den Zeilen nach dem Spiel die Boni, die %1 erhält</translation>
    </message>
    <message>
        <source>Hand number</source>
        <translation>Nummer der Runde</translation>
    </message>
    <message>
        <source>How the hand ended, and who won it</source>
        <translation>Wie die Runde endete und wer sie gewann</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
</context>
<context>
    <name>ScoreHistoryPanel</name>
    <message>
        <source>Score history</source>
        <extracomment>the last input, kept until the model is made (the model shows it then)</extracomment>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>One row per hand: who scored how much, and each player&apos;s total</source>
        <translation>Eine Zeile je Runde: wer wie viel erzielte, und der Gesamtstand jedes Spielers</translation>
    </message>
</context>
<context>
    <name>SoundPlayer</name>
    <message>
        <source>No sound effects: this installation of GinQt lacks Qt&apos;s multimedia module. Install it with: pip install &quot;ginqt[sound]&quot;</source>
        <extracomment>samples per second The sound of each moment (a dead hand is quiet; so is a drawn game). Harmonics of a soft brass-like tone. Qt&apos;s multimedia warnings (no audio device, a back end that will not start) would fill stderr: off. sound stopped working; the problem in words why the game is silent, in words (&quot;&quot; when sound works) the error behind :attr:`problem`, for the curious (About&apos;s tooltip)</extracomment>
        <translation>Keine Soundeffekte: dieser GinQt-Installation fehlt Qts Multimedia-Modul. Installiere es mit: pip install &quot;ginqt[sound]&quot;</translation>
    </message>
    <message>
        <source>No sound effects: this computer has no sound output.</source>
        <translation>Keine Soundeffekte: dieser Computer hat keine Tonausgabe.</translation>
    </message>
    <message>
        <source>The sound effects stopped: the sound could not be played.</source>
        <extracomment>every sound played, newest last (kept short)</extracomment>
        <translation>Die Soundeffekte haben aufgehört: der Ton ließ sich nicht abspielen.</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>Statistics</source>
        <extracomment>The friends the panel lists, the latest played first.</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Gespielte Spiele:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Gewonnen:</translation>
    </message>
    <message>
        <source>Lost:</source>
        <translation>Verloren:</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Gespielte Runden:</translation>
    </message>
    <message>
        <source>Gins, knocks:</source>
        <translation>Gins, Klopfen:</translation>
    </message>
    <message>
        <source>Undercuts:</source>
        <translation>Unterboten:</translation>
    </message>
    <message>
        <source>Average per hand:</source>
        <translation>Schnitt pro Runde:</translation>
    </message>
    <message>
        <source>Best game:</source>
        <translation>Bestes Spiel:</translation>
    </message>
    <message>
        <source>Streaks:</source>
        <translation>Serien:</translation>
    </message>
    <message>
        <source>Accuracy:</source>
        <translation>Genauigkeit:</translation>
    </message>
    <message>
        <source>Results over time</source>
        <translation>Ergebnisse im Lauf der Zeit</translation>
    </message>
    <message>
        <source>No statistics are kept: GinQt runs without a data folder.</source>
        <translation>Keine Statistik: GinQt läuft ohne Datenordner.</translation>
    </message>
    <message>
        <source>No game against the computer recorded yet.</source>
        <translation>Noch kein Spiel gegen den Computer aufgezeichnet.</translation>
    </message>
    <message>
        <source>No game recorded yet. Statistics appear here after your first game.</source>
        <translation>Noch kein Spiel aufgezeichnet. Die Statistik erscheint hier nach deinem ersten Spiel.</translation>
    </message>
    <message>
        <source>Against friends:</source>
        <translation>Gegen Freunde:</translation>
    </message>
    <message>
        <source>%1: won %2, lost %3 of %4</source>
        <translation>%1: %2 gewonnen, %3 verloren von %4</translation>
    </message>
    <message>
        <source> (%1 abandoned)</source>
        <translation> (%1 abgebrochen)</translation>
    </message>
    <message>
        <source> (%1 drawn)</source>
        <translation> (%1 unentschieden)</translation>
    </message>
    <message>
        <source> (%1 dead)</source>
        <translation> (%1 tot)</translation>
    </message>
    <message numerus="yes">
        <source>%n gins</source>
        <translation>
            <numerusform>%n Gin</numerusform>
            <numerusform>%n Gins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n knocks</source>
        <translation>
            <numerusform>%n-mal geklopft</numerusform>
            <numerusform>%n-mal geklopft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 in %n hands (%4 a hand), %5</source>
        <translation>
            <numerusform>%1 zu %2 in %n Runde (%4 je Runde), %5</numerusform>
            <numerusform>%1 zu %2 in %n Runden (%4 je Runde), %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1% in %n reviewed games</source>
        <translation>
            <numerusform>%1% in %n analysierten Spiel</numerusform>
            <numerusform>%1% in %n analysierten Spielen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 given, %2 taken</source>
        <translation>%1 erzielt, %2 erlitten</translation>
    </message>
    <message>
        <source>now %1 won</source>
        <translation>jetzt %1 gewonnen</translation>
    </message>
    <message>
        <source>now %1 lost</source>
        <translation>jetzt %1 verloren</translation>
    </message>
    <message>
        <source>now none</source>
        <translation>jetzt keine</translation>
    </message>
    <message>
        <source>; longest %1 won, %2 lost</source>
        <translation>; längste %1 gewonnen, %2 verloren</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to GinQt</source>
        <extracomment>deal a game with the settings shown the computer plays both hands the full new-game form (rules and all) closed without a choice: the window deals a game as for Play How to play: show the rules (the welcome stays open)</extracomment>
        <translation>Willkommen bei GinQt</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Gegner:</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Welcome back, %1.</source>
        <translation>Willkommen zurück, %1.</translation>
    </message>
    <message>
        <source>Meld your cards, knock or go gin before the computer does.</source>
        <translation>Kombiniere deine Karten, klopfe oder mach Gin, bevor der Computer es tut.</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>Deal a game with these settings (Enter)</source>
        <translation>Ein Spiel mit diesen Einstellungen geben (Enter)</translation>
    </message>
    <message>
        <source>Watch a &amp;demo</source>
        <translation>&amp;Demo ansehen</translation>
    </message>
    <message>
        <source>The computer plays both hands; F2 in the game stops it</source>
        <translation>Der Computer spielt beide Hände; F2 im Spiel hält sie an</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Wie man spielt</translation>
    </message>
    <message>
        <source>The rules and every key (F1 in the game)</source>
        <translation>Die Regeln und alle Tasten (F1 im Spiel)</translation>
    </message>
    <message>
        <source>&amp;Options…</source>
        <translation>&amp;Optionen…</translation>
    </message>
    <message>
        <source>Every rule and the score limit, before you deal (Ctrl+N in the game)</source>
        <translation>Alle Regeln und das Punktziel, bevor du gibst (Strg+N im Spiel)</translation>
    </message>
    <message>
        <source>This name cannot be used: %1</source>
        <translation>Dieser Name geht nicht: %1</translation>
    </message>
</context>
</TS>
