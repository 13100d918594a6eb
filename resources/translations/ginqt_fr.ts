<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name></name>
    <message>
        <source>&lt;h3&gt;The colour bars&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Les barres de couleur&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>Score limit</source>
        <translation>Score à atteindre</translation>
    </message>
    <message>
        <source>&lt;h3&gt;This game&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Cette partie&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This game is played by the standard rules above.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cette partie se joue selon les règles standard ci-dessus.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Knock limit</source>
        <extracomment>The colour of each bar on the default table: sets blue, runs green, red for the computer&apos;s pile draw and laid-off cards, hints yellow (:mod:`ginqt.ui.table.theme` has them for every table). Keys under the first ten cards of the hand (&quot;1&quot; ... &quot;0&quot;), as many as a hand can hold. Each text on the table: (size, bold, its colour in the theme) The texts of the column at the right, drawn as large as its signs (:attr:`TableSize.words`) the item data key of how far a text broken in two was lifted above its one line the snapshot drawn last each colour bar&apos;s mark (in the language of the day) the captions&apos; font is for these words at this text size; the tallest caption&apos;s height</extracomment>
        <translation>Frapper à</translation>
    </message>
    <message>
        <source>Big gin bonus</source>
        <translation>Prime de big gin</translation>
    </message>
    <message>
        <source>Undercut bonus</source>
        <translation>Prime de contre</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Prime de partie</translation>
    </message>
    <message>
        <source>A shutout (&quot;schneider&quot;): no bonus, the winner&apos;s margin doubled (Tommy&apos;s Gin Rummy),
or a flat bonus for the winner (GinRummy 1.2 for the PalmPilot).
Example: winning 130 to 0 with the margin doubled counts 260.</source>
        <translation>Un capot («&#xa0;schneider&#xa0;»)&#xa0;: pas de prime, l&apos;écart du gagnant doublé (Tommy&apos;s Gin Rummy),
ou une prime fixe pour le gagnant (GinRummy 1.2 pour le PalmPilot).
Exemple&#xa0;: gagner 130 à 0 avec l&apos;écart doublé compte 260.</translation>
    </message>
    <message>
        <source>The last two cards of the stock are never drawn.  Either the player who drew the card
before them may still knock, then the hand is dead (no score); or the next player may
still take the discard and knock (as in the classic 1993 DOS Gin Rummy by David Teach).</source>
        <translation type="vanished">Les deux dernières cartes de la pioche ne sont jamais tirées.  Soit le joueur qui a tiré la carte
d&apos;avant peut encore frapper, puis la donne est nulle (sans score)&#xa0;; soit le joueur suivant peut
encore prendre la défausse et frapper (comme dans le classique Gin Rummy pour DOS de David Teach, 1993).</translation>
    </message>
    <message>
        <source>Drawn at random, you, or the computer (then you play first, as in the classic 1993 DOS Gin Rummy
by David Teach).</source>
        <translation type="vanished">Au hasard, vous, ou l&apos;ordinateur (vous jouez alors en premier, comme dans le classique Gin Rummy
pour DOS de David Teach, 1993).</translation>
    </message>
    <message>
        <source>No bonus</source>
        <translation>Pas de prime</translation>
    </message>
    <message>
        <source>Knock: end the hand when your unmatched cards add up to little enough.
Off: &quot;straight gin&quot;: every hand is won by gin alone (layoffs go too).
Example: with A♠ 2♦ unmatched (3 points) you knock; in straight gin you play on.</source>
        <translation>Frapper&#xa0;: finir la donne quand vos cartes isolées valent assez peu.
Désactivé&#xa0;: «&#xa0;gin sec&#xa0;»&#xa0;: chaque donne se gagne par gin seulement (sans ajout de cartes non plus).
Exemple&#xa0;: avec A♠ 2♦ isolés (3 points) vous frappez&#xa0;; au gin sec vous continuez.</translation>
    </message>
    <message>
        <source>Knocking allowed</source>
        <translation>Frapper autorisé</translation>
    </message>
    <message>
        <source>Knock limit set by</source>
        <translation>Limite pour frapper fixée par</translation>
    </message>
    <message>
        <source>A fixed number (below), or the first upcard of the hand (Oklahoma), or the upcard
showing when your turn begins (Space Cowboy).
Example: Oklahoma with a 7 turned up first: knock with 7 or less all hand; an ace: gin only.</source>
        <translation>Un nombre fixe (ci-dessous), la première carte retournée de la donne (Oklahoma) ou la carte
visible au début de votre tour (Space Cowboy).
Exemple&#xa0;: Oklahoma avec un 7 retourné d&apos;abord&#xa0;: frapper à 7 ou moins toute la donne&#xa0;; un as&#xa0;: gin seulement.</translation>
    </message>
    <message>
        <source>Knock with at most</source>
        <translation>Frapper avec au plus</translation>
    </message>
    <message>
        <source>The most your unmatched cards may add up to when you knock (0: gin only).
Example: at 10, A♠ 4♦ 5♣ (10 points) may knock; with a 2 more (12) you must play on.</source>
        <translation>Ce que vos cartes isolées peuvent valoir au plus pour frapper (0&#xa0;: gin seulement).
Exemple&#xa0;: à 10, A♠ 4♦ 5♣ (10 points) peut frapper&#xa0;; avec un 2 de plus (12) il faut continuer.</translation>
    </message>
    <message>
        <source>A spade turned up first doubles the hand</source>
        <translation>Un pique retourné d&apos;abord double la donne</translation>
    </message>
    <message>
        <source>Oklahoma: when the first upcard is a spade, every point of that hand counts twice, bonuses too.
Example: gin against 20 scores (20 + 25) × 2 = 90.</source>
        <translation>Oklahoma&#xa0;: si la première carte retournée est un pique, chaque point de la donne compte double, primes comprises.
Exemple&#xa0;: gin contre 20 marque (20 + 25) × 2 = 90.</translation>
    </message>
    <message>
        <source>Defender lays off on the knock</source>
        <translation>L&apos;adversaire pose sur la frappe</translation>
    </message>
    <message>
        <source>After a knock the other player adds unmatched cards to the knocker&apos;s melds, and
they no longer count.  Not after gin.  Needs knocking.
Example: you knock with 7♥ 8♥ 9♥; the defender&apos;s 10♥ is laid off.</source>
        <translation>Après une frappe, l&apos;autre joueur ajoute ses cartes isolées aux combinaisons de celui qui a frappé,
et elles ne comptent plus.  Pas après un gin.  Il faut pouvoir frapper.
Exemple&#xa0;: vous frappez avec 7♥ 8♥ 9♥&#xa0;; le 10♥ de l&apos;adversaire est posé dessus.</translation>
    </message>
    <message>
        <source>Equal deadwood is an undercut</source>
        <translation>Égalité de bois mort&#xa0;: contre</translation>
    </message>
    <message>
        <source>When the defender&apos;s unmatched cards add up to as much as the knocker&apos;s, the defender wins.
Example: you knock with 6 and the defender also has 6: the defender scores the undercut bonus.
Off: the knocker wins the hand, scoring 0.</source>
        <translation>Quand les cartes isolées de l&apos;adversaire valent autant que celles de celui qui frappe, l&apos;adversaire gagne.
Exemple&#xa0;: vous frappez à 6 et l&apos;adversaire a aussi 6&#xa0;: il marque la prime de contre.
Désactivé&#xa0;: celui qui frappe gagne la donne et marque 0.</translation>
    </message>
    <message>
        <source>Gin bonus</source>
        <translation>Prime de gin</translation>
    </message>
    <message>
        <source>Points for gin, on top of the opponent&apos;s unmatched cards.
Example: gin against 30 points of deadwood scores 30 + 25 = 55.</source>
        <translation>Points pour un gin, en plus des cartes isolées de l&apos;adversaire.
Exemple&#xa0;: gin contre 30 points de bois mort marque 30 + 25 = 55.</translation>
    </message>
    <message>
        <source>Big gin with eleven cards</source>
        <translation>Big gin à onze cartes</translation>
    </message>
    <message>
        <source>Go gin without discarding when all eleven cards after your draw are melded.
Example: 4♠ 5♠ 6♠ 7♠, 9♥ 9♦ 9♣ 9♠, J♦ Q♦ K♦ is a big gin.</source>
        <translation>Faire gin sans défausser quand les onze cartes après la pioche sont toutes combinées.
Exemple&#xa0;: 4♠ 5♠ 6♠ 7♠, 9♥ 9♦ 9♣ 9♠, J♦ Q♦ K♦ est un big gin.</translation>
    </message>
    <message>
        <source>Replaces the gin bonus for a big gin.
Example: a big gin against 20 points scores 20 + 31 = 51.</source>
        <translation>Remplace la prime de gin pour un big gin.
Exemple&#xa0;: un big gin contre 20 points marque 20 + 31 = 51.</translation>
    </message>
    <message>
        <source>Points for the defender who has less deadwood than the knocker (an undercut).
Example: you knock with 8, the defender has 5: the defender scores 8 − 5 + 25 = 28.</source>
        <translation>Points pour l&apos;adversaire qui a moins de bois mort que celui qui frappe (un contre).
Exemple&#xa0;: vous frappez à 8, l&apos;adversaire a 5&#xa0;: il marque 8 − 5 + 25 = 28.</translation>
    </message>
    <message>
        <source>Bonus per hand won</source>
        <translation>Prime par donne gagnée</translation>
    </message>
    <message>
        <source>Added at the end of the game for every hand each player won (the &quot;box&quot; or line bonus).
Example: at 25, a player who won 4 hands adds 100; the higher total wins the game.</source>
        <translation>Ajoutée en fin de partie pour chaque donne gagnée par chaque joueur (la prime de «&#xa0;case&#xa0;» ou de ligne).
Exemple&#xa0;: à 25, un joueur qui a gagné 4 donnes ajoute 100&#xa0;; le total le plus haut gagne la partie.</translation>
    </message>
    <message>
        <source>Added at the end of the game for the player who reached the score limit.
Example: at 100, reaching 104 first makes 204 before the hand bonuses.</source>
        <translation>Ajoutée en fin de partie au joueur qui a atteint le score.
Exemple&#xa0;: à 100, atteindre 104 en premier fait 204 avant les primes de donnes.</translation>
    </message>
    <message>
        <source>When the loser won no hand</source>
        <translation>Quand le perdant n&apos;a gagné aucune donne</translation>
    </message>
    <message>
        <source>The last two cards of the stock are never drawn.  Either the player who drew the card
before them may still knock, then the hand is dead (no score); or the next player may
still take the discard and knock.</source>
        <translation>Les deux dernières cartes de la pioche ne sont jamais tirées.  Soit le joueur qui a tiré la carte
d&apos;avant peut encore frapper, puis la donne est nulle (sans score)&#xa0;; soit le joueur suivant peut
encore prendre la défausse et frapper.</translation>
    </message>
    <message>
        <source>Drawn at random, you, or the computer (then you play first).</source>
        <translation>Au hasard, vous, ou l&apos;ordinateur (vous jouez alors en premier).</translation>
    </message>
    <message>
        <source>A shutout (&quot;schneider&quot;): no bonus, the winner&apos;s margin doubled (Tommy&apos;s Gin Rummy),
or a flat bonus for the winner (the PalmPilot program).
Example: winning 130 to 0 with the margin doubled counts 260.</source>
        <translation type="vanished">Un capot («&#xa0;schneider&#xa0;»)&#xa0;: pas de prime, l&apos;écart du gagnant doublé (Tommy&apos;s Gin Rummy),
ou une prime fixe pour le gagnant (le programme PalmPilot).
Exemple&#xa0;: gagner 130 à 0 avec l&apos;écart doublé compte 260.</translation>
    </message>
    <message>
        <source>Flat shutout bonus</source>
        <translation>Prime fixe de capot</translation>
    </message>
    <message>
        <source>The flat bonus&apos;s points.
Example: 100 makes a 105 to 0 win count 205.</source>
        <translation>Les points de la prime fixe.
Exemple&#xa0;: 100 fait compter 205 une victoire 105 à 0.</translation>
    </message>
    <message>
        <source>The first upcard</source>
        <translation>La première carte retournée</translation>
    </message>
    <message>
        <source>Offered to both: the non-dealer may take it or pass, then the dealer; if both pass,
the non-dealer draws from the stock.  Simple (Tommy&apos;s Gin Rummy): the non-dealer just
draws it or the top of the stock.</source>
        <translation>Offerte aux deux&#xa0;: le non-donneur peut la prendre ou passer, puis le donneur&#xa0;; si les deux passent,
le non-donneur pioche.  Simple (Tommy&apos;s Gin Rummy)&#xa0;: le non-donneur prend
celle-ci ou la carte du dessus de la pioche.</translation>
    </message>
    <message>
        <source>May throw back the card just taken</source>
        <translation>Peut rejeter la carte qu&apos;on vient de prendre</translation>
    </message>
    <message>
        <source>Off: a card taken from the discard pile cannot be discarded in the same turn.
Example: you take 7♣ from the pile; you must discard another card.</source>
        <translation>Désactivé&#xa0;: une carte prise dans la défausse ne peut pas être rejetée au même tour.
Exemple&#xa0;: vous prenez le 7♣ de la défausse&#xa0;; vous devez jeter une autre carte.</translation>
    </message>
    <message>
        <source>When two cards are left in the stock</source>
        <translation>Quand il reste deux cartes dans la pioche</translation>
    </message>
    <message>
        <source>The last two cards of the stock are never drawn.  Either the player who drew the card
before them may still knock, then the hand is dead (no score); or the next player may
still take the discard and knock (the 1993 DOS program).</source>
        <translation type="vanished">Les deux dernières cartes de la pioche ne sont jamais tirées.  Soit le joueur qui a tiré la carte
d&apos;avant peut encore frapper, puis la donne est nulle (sans score)&#xa0;; soit le joueur suivant peut
encore prendre la défausse et frapper (le programme DOS de 1993).</translation>
    </message>
    <message>
        <source>Who deals first</source>
        <translation>Qui donne en premier</translation>
    </message>
    <message>
        <source>Drawn at random, you, or the computer (then you play first, as in the 1993 DOS program).</source>
        <translation type="vanished">Au hasard, vous, ou l&apos;ordinateur (vous jouez alors en premier, comme dans le programme DOS de 1993).</translation>
    </message>
    <message>
        <source>Who deals next</source>
        <translation>Qui donne ensuite</translation>
    </message>
    <message>
        <source>After a hand won: the winner deals, the loser deals, or you take turns.
A dead hand is dealt again by the same dealer.</source>
        <translation>Après une donne gagnée&#xa0;: le gagnant donne, le perdant donne, ou chacun son tour.
Une donne nulle est redonnée par le même donneur.</translation>
    </message>
    <message>
        <source>A fixed number</source>
        <translation>Un nombre fixe</translation>
    </message>
    <message>
        <source>The first upcard (Oklahoma)</source>
        <translation>La première carte retournée (Oklahoma)</translation>
    </message>
    <message>
        <source>The upcard showing (Space Cowboy)</source>
        <translation>La carte visible (Space Cowboy)</translation>
    </message>
    <message>
        <source>Offered to both, then the stock</source>
        <translation>Offerte aux deux, puis la pioche</translation>
    </message>
    <message>
        <source>Non-dealer draws it or the stock</source>
        <translation>Le non-donneur la prend ou pioche</translation>
    </message>
    <message>
        <source>The last drawer may still knock</source>
        <translation>Le dernier à piocher peut frapper</translation>
    </message>
    <message>
        <source>The next player may take the discard</source>
        <translation>Le suivant peut prendre la défausse</translation>
    </message>
    <message>
        <source>Winner&apos;s margin doubled</source>
        <translation>Écart du gagnant doublé</translation>
    </message>
    <message>
        <source>A flat bonus</source>
        <translation>Une prime fixe</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>The computer (you play first)</source>
        <translation>L&apos;ordinateur (vous jouez d&apos;abord)</translation>
    </message>
    <message>
        <source>The winner</source>
        <translation>Le gagnant</translation>
    </message>
    <message>
        <source>The loser</source>
        <translation>Le perdant</translation>
    </message>
    <message>
        <source>Take turns</source>
        <translation>Chacun son tour</translation>
    </message>
    <message>
        <source>Resume the saved game?</source>
        <translation>Reprendre la partie enregistrée&#xa0;?</translation>
    </message>
    <message>
        <source>You did not finish your last game. Resume it?</source>
        <translation>Vous n&apos;avez pas fini votre dernière partie. La reprendre&#xa0;?</translation>
    </message>
    <message>
        <source>Opponent: %1; rules: %2</source>
        <translation>Adversaire&#xa0;: %1&#xa0;; règles&#xa0;: %2</translation>
    </message>
    <message>
        <source>Started %1; now in hand %2</source>
        <translation>Commencée %1&#xa0;; donne %2 en cours</translation>
    </message>
    <message>
        <source>Score: %1 %2, computer %3</source>
        <translation type="vanished">Score&#xa0;: %1 %2, ordinateur %3</translation>
    </message>
    <message numerus="yes">
        <source>You have %n points, the computer %1.</source>
        <translation>
            <numerusform>Vous avez %n point, l&apos;ordinateur %1.</numerusform>
            <numerusform>Vous avez %n points, l&apos;ordinateur %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2 has %n points, the computer %1.</source>
        <translation>
            <numerusform>%2 a %n point, l&apos;ordinateur %1.</numerusform>
            <numerusform>%2 a %n points, l&apos;ordinateur %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>An assisted game: it counts in the statistics only.</source>
        <translation>Une partie assistée&#xa0;: elle compte seulement dans les statistiques.</translation>
    </message>
    <message>
        <source>If you start a new game instead, this one counts as quit early: in the statistics when a hand was finished, in the high scores when your score is above zero.</source>
        <translation>Si vous commencez plutôt une nouvelle partie, celle-ci compte comme abandonnée&#xa0;: dans les statistiques si une donne était finie, dans le palmarès si votre score est au-dessus de zéro.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>GinQt: your data files</source>
        <translation>GinQt&#xa0;: vos fichiers</translation>
    </message>
    <message>
        <source>Something is not right with the files GinQt keeps:</source>
        <translation>Quelque chose ne va pas avec les fichiers que GinQt conserve&#xa0;:</translation>
    </message>
    <message>
        <source>Stock (D)</source>
        <extracomment>The colour of each bar on the default table: sets blue, runs green, red for the computer&apos;s pile draw and laid-off cards, hints yellow (:mod:`ginqt.ui.table.theme` has them for every table). Keys under the first ten cards of the hand (&quot;1&quot; ... &quot;0&quot;), as many as a hand can hold. Each text on the table: (size, bold, its colour in the theme) The texts of the column at the right, drawn as large as its signs (:attr:`TableSize.words`) the item data key of how far a text broken in two was lifted above its one line the snapshot drawn last each colour bar&apos;s mark (in the language of the day) the captions&apos; font is for these words at this text size; the tallest caption&apos;s height</extracomment>
        <translation type="vanished">Pioche (D)</translation>
    </message>
    <message>
        <source>Discard pile (P)</source>
        <translation type="vanished">Défausse (P)</translation>
    </message>
    <message>
        <source>Your</source>
        <translation>Votre bois mort</translation>
    </message>
    <message>
        <source>%1&apos;s</source>
        <translation>Bois mort de %1</translation>
    </message>
    <message>
        <source>%1&apos;s</source>
        <comment>the computer</comment>
        <translation>Bois mort de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>capital</source>
        <comment>a sentence after a colon</comment>
        <extracomment>Translators: &quot;lower&quot; if a sentence that goes on after a colon starts in lower case in your language (French, Spanish), else &quot;capital&quot; (German); only these two words are understood.</extracomment>
        <translation>lower</translation>
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
    <message>
        <source>took the upcard %1</source>
        <translation>a pris la carte retournée %1</translation>
    </message>
    <message>
        <source>passed the upcard</source>
        <translation>a passé la carte retournée</translation>
    </message>
    <message>
        <source>drew %1 from the stock</source>
        <translation>a pioché %1</translation>
    </message>
    <message>
        <source>drew from the stock</source>
        <translation>a pioché</translation>
    </message>
    <message>
        <source>took %1 from the discard pile</source>
        <translation>a pris %1 dans la défausse</translation>
    </message>
    <message>
        <source>discarded %1</source>
        <translation>a jeté %1</translation>
    </message>
    <message>
        <source>went gin!</source>
        <translation>a fait gin&#xa0;!</translation>
    </message>
    <message>
        <source>went big gin!</source>
        <translation>a fait big gin&#xa0;!</translation>
    </message>
    <message>
        <source>knocked</source>
        <translation>a frappé</translation>
    </message>
    <message>
        <source>The hand is dead: no score</source>
        <translation>La donne est nulle&#xa0;: pas de score</translation>
    </message>
    <message>
        <source>took the upcard %1</source>
        <comment>you</comment>
        <translation>avez pris la carte retournée %1</translation>
    </message>
    <message>
        <source>passed the upcard</source>
        <comment>you</comment>
        <translation>avez passé la carte retournée</translation>
    </message>
    <message>
        <source>drew %1 from the stock</source>
        <comment>you</comment>
        <translation>avez pioché %1</translation>
    </message>
    <message>
        <source>drew from the stock</source>
        <comment>you</comment>
        <translation>avez pioché</translation>
    </message>
    <message>
        <source>took %1 from the discard pile</source>
        <comment>you</comment>
        <translation>avez pris %1 dans la défausse</translation>
    </message>
    <message>
        <source>discarded %1</source>
        <comment>you</comment>
        <translation>avez jeté %1</translation>
    </message>
    <message>
        <source>went gin!</source>
        <comment>you</comment>
        <translation>avez fait gin&#xa0;!</translation>
    </message>
    <message>
        <source>went big gin!</source>
        <comment>you</comment>
        <translation>avez fait big gin&#xa0;!</translation>
    </message>
    <message>
        <source>knocked</source>
        <comment>you</comment>
        <translation>avez frappé</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>You %1</source>
        <translation>Vous %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>the computer</comment>
        <translation>L&apos;ordinateur %2</translation>
    </message>
    <message>
        <source>Hand %1 dealt</source>
        <translation>Donne %1 distribuée</translation>
    </message>
    <message>
        <source>Game resumed: hand %1</source>
        <translation>Partie reprise&#xa0;: donne %1</translation>
    </message>
    <message>
        <source>Move taken back</source>
        <translation>Coup annulé</translation>
    </message>
    <message>
        <source>Playing to gin: no more knocking for you this hand, only gin</source>
        <translation>Jouer pour le gin&#xa0;: plus de frappe pour vous dans cette donne, seulement le gin</translation>
    </message>
    <message>
        <source>Draw a card first, from the stock or the discard pile</source>
        <translation>Piochez d&apos;abord une carte, dans la pioche ou la défausse</translation>
    </message>
    <message>
        <source>Discarding %1 leaves too much deadwood to knock; pick another card or press %2</source>
        <translation>Jeter %1 laisse trop de bois mort pour frapper&#xa0;; choisissez une autre carte ou appuyez sur %2</translation>
    </message>
    <message>
        <source>Discarding %1 leaves too much deadwood to knock; pick another card or press K</source>
        <translation type="vanished">Jeter %1 laisse trop de bois mort pour frapper&#xa0;; choisissez une autre carte ou appuyez sur K</translation>
    </message>
    <message>
        <source>You cannot knock now</source>
        <translation>Vous ne pouvez pas frapper maintenant</translation>
    </message>
    <message>
        <source>A hint helps you: this game now counts as assisted and will not enter the high scores</source>
        <translation>Un conseil vous aide&#xa0;: cette partie compte désormais comme assistée et n&apos;entrera pas au palmarès</translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation>Pas de conseil&#xa0;: %1</translation>
    </message>
    <message>
        <source>The variant&apos;s own scoring failed (%1); the standard scoring counts instead</source>
        <translation>Le décompte propre à la variante a échoué (%1)&#xa0;; le décompte standard compte à sa place</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>La donne est finie</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est finie</translation>
    </message>
    <message>
        <source>The hand is still being played</source>
        <translation>La donne est encore en cours</translation>
    </message>
    <message>
        <source>First take or pass the upcard</source>
        <translation>Prenez ou passez d&apos;abord la carte retournée</translation>
    </message>
    <message>
        <source>Both players passed the upcard: draw from the stock</source>
        <translation>Les deux joueurs ont passé la carte retournée&#xa0;: piochez</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>La défausse est vide</translation>
    </message>
    <message>
        <source>You have drawn: now discard a card (or knock)</source>
        <translation>Vous avez pioché&#xa0;: jetez maintenant une carte (ou frappez)</translation>
    </message>
    <message>
        <source>Say which card to discard</source>
        <translation>Dites quelle carte jeter</translation>
    </message>
    <message>
        <source>%1 is not in your hand</source>
        <translation>%1 n&apos;est pas dans votre main</translation>
    </message>
    <message>
        <source>You may not discard %1: you just took it from the discard pile</source>
        <translation>Vous ne pouvez pas jeter %1&#xa0;: vous venez de la prendre dans la défausse</translation>
    </message>
    <message>
        <source>You already play to gin this hand</source>
        <translation>Vous jouez déjà pour le gin dans cette donne</translation>
    </message>
    <message>
        <source>You can choose to play to gin only when you could knock</source>
        <translation>Vous ne pouvez jouer pour le gin que quand vous pourriez frapper</translation>
    </message>
    <message>
        <source>You chose to play to gin this hand: you may not knock, only go gin</source>
        <translation>Vous jouez pour le gin dans cette donne&#xa0;: vous ne pouvez pas frapper, seulement faire gin</translation>
    </message>
    <message>
        <source>Big gin is not played under these rules</source>
        <translation>Le big gin ne se joue pas avec ces règles</translation>
    </message>
    <message>
        <source>A computer player failed (%1); its fallback move was played</source>
        <translation>Un joueur de l&apos;ordinateur a échoué (%1)&#xa0;; son coup de secours a été joué</translation>
    </message>
    <message>
        <source>no move within %1 s</source>
        <translation>aucun coup en %1 s</translation>
    </message>
    <message>
        <source>an illegal move (%1)</source>
        <translation>un coup illégal (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s strategy failed (%2); its fallback plays %3</source>
        <comment>the computer</comment>
        <translation>La stratégie de l&apos;ordinateur a échoué (%2)&#xa0;; son secours joue %3</translation>
    </message>
    <message>
        <source>%1&apos;s strategy failed (%2); its fallback plays %3</source>
        <translation>La stratégie de %1 a échoué (%2)&#xa0;; son secours joue %3</translation>
    </message>
    <message>
        <source>You score %1</source>
        <translation>Vous marquez %1</translation>
    </message>
    <message>
        <source>%1 scores %2</source>
        <translation>%1 marque %2</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Vous gagnez</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>%1 deadwood: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 deadwood: %2, %3 after laying off %4</source>
        <translation>%1&#xa0;: %2, %3 après avoir posé %4</translation>
    </message>
    <message>
        <source>Knock: %1 - %2 = %3</source>
        <translation>Frappe&#xa0;: %1 - %2 = %3</translation>
    </message>
    <message>
        <source>Gin: %1 + bonus %2</source>
        <translation>Gin&#xa0;: %1 + prime %2</translation>
    </message>
    <message>
        <source>Big gin: %1 + bonus %2</source>
        <translation>Big gin&#xa0;: %1 + prime %2</translation>
    </message>
    <message>
        <source>Undercut: %1 + bonus %2</source>
        <translation>Contre&#xa0;: %1 + prime %2</translation>
    </message>
    <message>
        <source>Spade upcard: x%1</source>
        <translation>Pique retourné&#xa0;: x%1</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n hands won)</source>
        <translation>
            <numerusform>%1 (%n donne gagnée)</numerusform>
            <numerusform>%1 (%n donnes gagnées)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 scores %2</source>
        <comment>the computer</comment>
        <translation>L&apos;ordinateur marque %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>the computer</comment>
        <translation>L&apos;ordinateur gagne</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Vous avez gagné</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 a gagné</translation>
    </message>
    <message>
        <source>%1 won</source>
        <comment>the computer</comment>
        <translation>L&apos;ordinateur a gagné</translation>
    </message>
    <message>
        <source>You knocked and were undercut</source>
        <translation>Vous avez frappé et subi un contre</translation>
    </message>
    <message>
        <source>%1 knocked; you undercut</source>
        <comment>the computer</comment>
        <translation>L&apos;ordinateur a frappé, vous avez contré</translation>
    </message>
    <message>
        <source>%1 knocked; you undercut</source>
        <translation>%1 a frappé, vous avez contré</translation>
    </message>
    <message>
        <source>%1 knocked, %2 undercut</source>
        <comment>the computer knocked</comment>
        <translation>L&apos;ordinateur a frappé, contre de %2</translation>
    </message>
    <message>
        <source>%1 knocked, %2 undercut</source>
        <comment>the computer undercut</comment>
        <translation>%1 a frappé, contre de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>%1 knocked, %2 undercut</source>
        <translation>%1 a frappé, contre de %2</translation>
    </message>
    <message>
        <source>You went gin</source>
        <translation>Vous avez fait gin</translation>
    </message>
    <message>
        <source>You knocked</source>
        <translation>Vous avez frappé</translation>
    </message>
    <message>
        <source>Gin by %1</source>
        <comment>the computer</comment>
        <translation>Gin de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Knock by %1</source>
        <comment>the computer</comment>
        <translation>Frappe de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Gin by %1</source>
        <translation>Gin de %1</translation>
    </message>
    <message>
        <source>Knock by %1</source>
        <translation>Frappe de %1</translation>
    </message>
    <message>
        <source>%1 (game)</source>
        <translation>%1 (partie)</translation>
    </message>
    <message>
        <source>%1 (shutout)</source>
        <translation>%1 (capot)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n points</source>
        <translation>
            <numerusform>%1&#xa0;: %n point</numerusform>
            <numerusform>%1&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score: %1 %2 – %3 %4</source>
        <translation>Score final&#xa0;: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <source>The game is drawn</source>
        <translation>La partie est nulle</translation>
    </message>
    <message>
        <source>%1 by %2 × 2 = %3 (shutout)</source>
        <translation>%1 de %2 × 2 = %3 (capot)</translation>
    </message>
    <message>
        <source>%1 by %2 (shutout)</source>
        <translation>%1 par %2 (capot)</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 par %2</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <source>%1: %2 %3 – %4 %5</source>
        <translation>%1&#xa0;: %2 %3 – %4 %5</translation>
    </message>
    <message>
        <source>%1: %2 %3 – %4 %5 (unfinished)</source>
        <translation>%1&#xa0;: %2 %3 – %4 %5 (inachevée)</translation>
    </message>
    <message>
        <source>The game is unfinished</source>
        <translation>La partie est inachevée</translation>
    </message>
    <message>
        <source>The match is unfinished</source>
        <translation>Le match est inachevé</translation>
    </message>
    <message>
        <source>The match is drawn</source>
        <translation>Le match est nul</translation>
    </message>
    <message>
        <source>You win the match %1–%2</source>
        <translation>Vous gagnez le match %1–%2</translation>
    </message>
    <message>
        <source>%3 wins the match %1–%2</source>
        <comment>the computer</comment>
        <translation>L&apos;ordinateur gagne le match %1–%2</translation>
    </message>
    <message>
        <source>%3 wins the match %1–%2</source>
        <translation>%3 gagne le match %1–%2</translation>
    </message>
    <message>
        <source>your melds</source>
        <translation>vos combinaisons</translation>
    </message>
    <message>
        <source>its melds</source>
        <translation>ses combinaisons</translation>
    </message>
    <message>
        <source>your set</source>
        <translation>votre brelan</translation>
    </message>
    <message>
        <source>its set</source>
        <translation>son brelan</translation>
    </message>
    <message>
        <source>your run</source>
        <translation>votre suite</translation>
    </message>
    <message>
        <source>its run</source>
        <translation>sa suite</translation>
    </message>
    <message>
        <source>%1 kept out of %2:</source>
        <translation>%1 gardé hors de %2&#xa0;:</translation>
    </message>
    <message>
        <source>%1 could not lay off %2</source>
        <translation>%1 n&apos;a pas pu poser %2</translation>
    </message>
    <message>
        <source>%1 kept %2 out of %3:</source>
        <translation>%1 a gardé %2 hors de %3&#xa0;:</translation>
    </message>
    <message>
        <source>you could not lay off %1</source>
        <translation>vous n&apos;avez pas pu poser %1</translation>
    </message>
    <message>
        <source>You score %2 instead of %3</source>
        <translation>Vous marquez %2 au lieu de %3</translation>
    </message>
    <message>
        <source>%1 scores %2 instead of %3</source>
        <translation>%1 marque %2 au lieu de %3</translation>
    </message>
    <message>
        <source>You score %2 instead of losing %3</source>
        <translation>Vous marquez %2 au lieu de perdre %3</translation>
    </message>
    <message>
        <source>%1 scores %2 instead of losing %3</source>
        <translation>%1 marque %2 au lieu de perdre %3</translation>
    </message>
    <message>
        <source>You lose %2 instead of %3</source>
        <translation>Vous perdez %2 au lieu de %3</translation>
    </message>
    <message>
        <source>%1 loses %2 instead of %3</source>
        <translation>%1 perd %2 au lieu de %3</translation>
    </message>
    <message>
        <source>No score: the stock ran out</source>
        <translation>Pas de score&#xa0;: la pioche est épuisée</translation>
    </message>
    <message>
        <source>%1 knocked and was undercut</source>
        <comment>the computer</comment>
        <translation>L&apos;ordinateur a frappé et a subi un contre</translation>
    </message>
    <message>
        <source>%1 knocked and was undercut</source>
        <translation>%1 a frappé et a subi un contre</translation>
    </message>
    <message numerus="yes">
        <source>You win %n points</source>
        <translation>
            <numerusform>Vous gagnez %n point</numerusform>
            <numerusform>Vous gagnez %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %n points</source>
        <comment>the computer</comment>
        <translation>
            <numerusform>L&apos;ordinateur gagne %n point</numerusform>
            <numerusform>L&apos;ordinateur gagne %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %n points</source>
        <translation>
            <numerusform>%1 gagne %n point</numerusform>
            <numerusform>%1 gagne %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Last hand: %1</source>
        <translation>Dernière donne&#xa0;: %1</translation>
    </message>
    <message>
        <source>Score: %1 %2 – %3 %4</source>
        <translation>Score&#xa0;: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>la distribution</translation>
    </message>
    <message>
        <source>%1 of %2 moves played</source>
        <translation>%1 coups joués sur %2</translation>
    </message>
    <message>
        <source>Hand %1 of %2 · %3</source>
        <translation>Donne %1 sur %2 · %3</translation>
    </message>
    <message>
        <source>← → move · PgUp PgDn hand
Home End · Space play</source>
        <translation>← → coup · PgPréc PgSuiv donne
Début Fin · Espace lecture</translation>
    </message>
    <message>
        <source>Hand %1 was dealt before
fair deals: no commitment</source>
        <translation>La donne %1 date d&apos;avant
les donnes équitables&#xa0;: pas d&apos;engagement</translation>
    </message>
    <message>
        <source>Deal %1: commitment %2…
✓ the revealed seed matches</source>
        <translation type="vanished">Donne %1&#xa0;: engagement %2…
✓ la graine révélée correspond</translation>
    </message>
    <message>
        <source>Deal %1: commitment %2…
✗ the revealed seed does NOT match</source>
        <translation type="vanished">Donne %1&#xa0;: engagement %2…
✗ la graine révélée ne correspond PAS</translation>
    </message>
    <message>
        <source>The end of the game (Home: from the start)</source>
        <translation>La fin de la partie (Début&#xa0;: depuis le départ)</translation>
    </message>
    <message>
        <source>→ or PgDn: the next hand</source>
        <translation>→ ou PgSuiv&#xa0;: la donne suivante</translation>
    </message>
    <message>
        <source>Taking the upcard</source>
        <translation>Prendre la carte retournée</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Drawing from the stock</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Taking the discard</source>
        <translation>Prendre la défausse</translation>
    </message>
    <message>
        <source>Discarding %1</source>
        <translation>Jeter %1</translation>
    </message>
    <message>
        <source>Knocking with %1</source>
        <translation>Frapper avec %1</translation>
    </message>
    <message>
        <source>Going big gin</source>
        <translation>Faire big gin</translation>
    </message>
    <message>
        <source>Playing on to gin</source>
        <translation>Continuer pour le gin</translation>
    </message>
    <message>
        <source>Hand %1, move %2: %3 was worth %4 less than %5.</source>
        <translation>Donne %1, coup %2&#xa0;: %3 valait %4 de moins que %5.</translation>
    </message>
    <message>
        <source>How did you play? The expert weighs every decision of the game.</source>
        <translation>Comment avez-vous joué&#xa0;? L&apos;expert pèse chaque décision de la partie.</translation>
    </message>
    <message>
        <source>How did %1 play? The expert weighs every decision of the game.</source>
        <translation>Comment %1 a-t-il joué&#xa0;? L&apos;expert pèse chaque décision de la partie.</translation>
    </message>
    <message numerus="yes">
        <source>Accuracy %1: %2 of %n decisions within a point of the expert&apos;s best; %3 given up.</source>
        <translation>
            <numerusform>Précision %1&#xa0;: %2 sur %n décision à moins d&apos;un point du meilleur coup de l&apos;expert&#xa0;; %3 perdus.</numerusform>
            <numerusform>Précision %1&#xa0;: %2 sur %n décisions à moins d&apos;un point du meilleur coup de l&apos;expert&#xa0;; %3 perdus.</numerusform>
        </translation>
    </message>
    <message>
        <source>No decision was reviewed.</source>
        <translation>Aucune décision n&apos;a été analysée.</translation>
    </message>
    <message numerus="yes">
        <source>%n decisions could not be reviewed: %1.</source>
        <translation>
            <numerusform>%n décision n&apos;a pas pu être analysée&#xa0;: %1.</numerusform>
            <numerusform>%n décisions n&apos;ont pas pu être analysées&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy %1: %2 of %n decisions within a point of the expert&apos;s best; %3 points given up.</source>
        <translation type="vanished">
            <numerusform>Précision %1&#xa0;: %2 sur %n décision à moins d&apos;un point du meilleur coup de l&apos;expert&#xa0;; %3 points perdus.</numerusform>
            <numerusform>Précision %1&#xa0;: %2 sur %n décisions à moins d&apos;un point du meilleur coup de l&apos;expert&#xa0;; %3 points perdus.</numerusform>
        </translation>
    </message>
    <message>
        <source>The knock ran a %1 risk of being undercut.</source>
        <translation type="vanished">La frappe courait un risque de contre de %1.</translation>
    </message>
    <message>
        <source>Every card melded: it was gin.</source>
        <translation type="vanished">Toutes les cartes combinées&#xa0;: c&apos;était gin.</translation>
    </message>
    <message>
        <source>A knock with %1 deadwood had only a %2 risk of an undercut.</source>
        <translation type="vanished">Une frappe à %1 de bois mort n&apos;avait qu&apos;un risque de contre de %2.</translation>
    </message>
    <message>
        <source>The opponent could meld that card in %1 of the likely deals, against %2.</source>
        <translation>L&apos;adversaire pouvait combiner cette carte dans %1 des donnes probables, contre %2.</translation>
    </message>
    <message>
        <source>It kept %1 deadwood, against %2.</source>
        <translation type="vanished">Il gardait %1 de bois mort, contre %2.</translation>
    </message>
    <message numerus="yes">
        <source>It left %n cards that would lower the deadwood, against %1.</source>
        <translation type="vanished">
            <numerusform>Il laissait %n carte qui réduirait le bois mort, contre %1.</numerusform>
            <numerusform>Il laissait %n cartes qui réduiraient le bois mort, contre %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy %1: %2 of %n decisions within a point of the expert&apos;s best</source>
        <translation type="vanished">
            <numerusform>Précision %1&#xa0;: %2 sur %n décision à moins d&apos;un point du meilleur coup de l&apos;expert</numerusform>
            <numerusform>Précision %1&#xa0;: %2 sur %n décisions à moins d&apos;un point du meilleur coup de l&apos;expert</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 points given up.</source>
        <translation type="vanished">&#xa0;; %1 points perdus.</translation>
    </message>
    <message numerus="yes">
        <source>(%1 of %n decisions reviewed.)</source>
        <translation>
            <numerusform>(%1 sur %n décision analysée.)</numerusform>
            <numerusform>(%1 sur %n décisions analysées.)</numerusform>
        </translation>
    </message>
    <message>
        <source>The card taken made a meld: %1.</source>
        <translation type="vanished">La carte prise faisait une combinaison&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Played out to the end of the hand, it scored %1 points less on average.</source>
        <translation type="vanished">Joué jusqu&apos;à la fin de la donne, il marquait en moyenne %1 points de moins.</translation>
    </message>
    <message>
        <source>Hand %1, move %2: %3 was worth %4 points less than %5.</source>
        <translation type="vanished">Donne %1, coup %2&#xa0;: %3 valait %4 points de moins que %5.</translation>
    </message>
    <message>
        <source>The expert: %1. %2</source>
        <translation>L&apos;expert&#xa0;: %1. %2</translation>
    </message>
    <message>
        <source>%1 to play…</source>
        <translation>%1 joue…</translation>
    </message>
    <message>
        <source>The computer plays your hand…</source>
        <translation>L&apos;ordinateur joue votre main…</translation>
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
        <translation>O</translation>
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
        <translation>W</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the key: quit</comment>
        <translation>Q</translation>
    </message>
    <message>
        <source>%1 to play…</source>
        <comment>the computer</comment>
        <translation>L&apos;ordinateur joue…</translation>
    </message>
    <message>
        <source>Go gin, discarding %1?</source>
        <translation>Faire gin en jetant %1&#xa0;?</translation>
    </message>
    <message>
        <source>Knock with %2, discarding %1?</source>
        <translation>Frapper à %2 en jetant %1&#xa0;?</translation>
    </message>
    <message>
        <source>Your turn: take the upcard or pass</source>
        <translation>À vous&#xa0;: prenez la carte retournée ou passez</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D) or the discard pile (P)</source>
        <translation type="vanished">À vous&#xa0;: piochez (D) ou prenez la défausse (P)</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D)</source>
        <translation type="vanished">À vous&#xa0;: piochez (D)</translation>
    </message>
    <message>
        <source>Knocking: choose the card to lay face down</source>
        <translation>Frappe&#xa0;: choisissez la carte à poser face cachée</translation>
    </message>
    <message>
        <source>Your turn: discard a card (click it, or 1–9, 0)</source>
        <translation type="vanished">À vous&#xa0;: jetez une carte (cliquez dessus, ou 1–9, 0)</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>Bois mort %1</translation>
    </message>
    <message>
        <source> · best discard leaves %1</source>
        <translation> · meilleure défausse&#xa0;: %1</translation>
    </message>
    <message>
        <source>DEMO (F2)</source>
        <translation>DÉMO (F2)</translation>
    </message>
    <message>
        <source>assisted game</source>
        <translation>partie assistée</translation>
    </message>
    <message>
        <source>Deal %1 commitment %2…</source>
        <translation type="vanished">Donne %1 engagement %2…</translation>
    </message>
    <message>
        <source>Deal %1 seed %2… %3</source>
        <translation type="vanished">Donne %1 graine %2… %3</translation>
    </message>
    <message>
        <source>D deck · P pile · 1–0 discard
U undo · H hint
F1 help · F2 demo</source>
        <translation type="vanished">D pioche · P défausse · 1–0 jeter
U annuler · H conseil
F1 aide · F2 démo</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Conseil&#xa0;: %1</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>+ bonuses</source>
        <translation>+ bonus</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>en %1</translation>
    </message>
    <message>
        <source>one hand</source>
        <translation>une donne</translation>
    </message>
    <message>
        <source>Blue: a set, three or four cards of one rank</source>
        <translation type="vanished">Bleu&#xa0;: un brelan ou un carré, trois ou quatre cartes de même rang</translation>
    </message>
    <message>
        <source>Green: a run, three or more cards in a row of one suit</source>
        <translation type="vanished">Vert&#xa0;: une suite, trois cartes ou plus qui se suivent dans une couleur</translation>
    </message>
    <message>
        <source>Red over the discard pile: your opponent just took your discard</source>
        <translation type="vanished">Rouge sur la défausse&#xa0;: votre adversaire vient de prendre votre carte</translation>
    </message>
    <message>
        <source>Red under a card: laid off on the knocker&apos;s melds</source>
        <translation type="vanished">Rouge sous une carte&#xa0;: posée sur les combinaisons de celui qui a frappé</translation>
    </message>
    <message>
        <source>Yellow: the hint, the card, pile or button advised</source>
        <translation type="vanished">Jaune&#xa0;: le conseil, la carte, la pile ou le bouton conseillé</translation>
    </message>
    <message>
        <source>The colour bars:</source>
        <translation>Les barres de couleur&#xa0;:</translation>
    </message>
    <message>
        <source>set</source>
        <translation>brelan</translation>
    </message>
    <message>
        <source>run</source>
        <translation>suite</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>conseil</translation>
    </message>
    <message>
        <source>taken / laid off</source>
        <translation type="vanished">prise / posée</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (%1) or the discard pile (%2)</source>
        <translation>À vous&#xa0;: piochez (%1) ou prenez la défausse (%2)</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (%1)</source>
        <translation>À vous&#xa0;: piochez (%1)</translation>
    </message>
    <message>
        <source>Your turn: discard a card (click it, or 1–9, 0, %1)</source>
        <translation>À vous&#xa0;: jetez une carte (cliquez dessus, ou 1–9, 0, %1)</translation>
    </message>
    <message>
        <source>✓ Fair deal</source>
        <translation>✓ Donne équitable</translation>
    </message>
    <message>
        <source>✓ Fair deal: checked</source>
        <translation>✓ Donne équitable&#xa0;: vérifiée</translation>
    </message>
    <message>
        <source>✗ Deal does not match its seal</source>
        <translation>✗ La donne ne correspond pas à son sceau</translation>
    </message>
    <message>
        <source>Fair deal: before hand %1 was dealt, GinQt sealed the shuffle with this fingerprint:
%2
When the hand is over it shows the seed, so that anyone can check that the cards were not changed during play.</source>
        <translation>Donne équitable&#xa0;: avant la donne %1, GinQt a scellé le mélange avec cette empreinte&#xa0;:
%2
À la fin de la donne il montre la graine, pour que chacun puisse vérifier que les cartes n&apos;ont pas changé en cours de jeu.</translation>
    </message>
    <message>
        <source>Fair deal: the seed of hand %1, shown now that the hand is over, gives the fingerprint sealed before the deal:
seed %2
fingerprint %3</source>
        <translation>Donne équitable&#xa0;: la graine de la donne %1, montrée maintenant qu&apos;elle est finie, donne l&apos;empreinte scellée avant la donne&#xa0;:
graine %2
empreinte %3</translation>
    </message>
    <message>
        <source>The seed of hand %1 does NOT give the fingerprint sealed before the deal:
seed %2
fingerprint %3</source>
        <translation>La graine de la donne %1 ne donne PAS l&apos;empreinte scellée avant la donne&#xa0;:
graine %2
empreinte %3</translation>
    </message>
    <message>
        <source>%1 deck · %2 pile · 1–0 discard
%3 undo · %4 hint
F1 help · F2 demo</source>
        <translation type="vanished">%1 pioche · %2 défausse · 1–0 jeter
%3 annuler · %4 conseil
F1 aide · F2 démo</translation>
    </message>
    <message>
        <source>F1 help · F2 stop the demo</source>
        <translation>F1 aide · F2 arrêter la démo</translation>
    </message>
    <message>
        <source>%1 deck · %2 pile · 1–0, %2 discard
F1 help</source>
        <translation>%1 pioche · %2 défausse · 1–0, %2 jeter
F1 aide</translation>
    </message>
    <message>
        <source>%1 deck · %2 pile · 1–0, %2 discard
%3 undo · %4 hint
F1 help · F2 demo</source>
        <translation>%1 pioche · %2 défausse · 1–0, %2 jeter
%3 annuler · %4 conseil
F1 aide · F2 démo</translation>
    </message>
    <message>
        <source>A drawn game</source>
        <translation>Une partie nulle</translation>
    </message>
    <message>
        <source>A drawn match</source>
        <translation>Un match nul</translation>
    </message>
    <message>
        <source>Match won!</source>
        <translation>Match gagné&#xa0;!</translation>
    </message>
    <message>
        <source>Match lost</source>
        <translation>Match perdu</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Vous gagnez la partie&#xa0;!</translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <translation>%1 gagne la partie</translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <comment>the computer</comment>
        <translation>L&apos;ordinateur gagne la partie</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>Gin&#xa0;!</translation>
    </message>
    <message>
        <source>Big gin!</source>
        <translation>Big gin&#xa0;!</translation>
    </message>
    <message>
        <source>Undercut!</source>
        <translation>Contre&#xa0;!</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Frappe</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Donne nulle</translation>
    </message>
    <message>
        <source>Click anywhere or press Enter for the next hand</source>
        <translation>Cliquez n&apos;importe où ou appuyez sur Entrée pour la donne suivante</translation>
    </message>
    <message>
        <source>The demo goes on with a new game (F2 ends it)</source>
        <translation>La démo continue avec une nouvelle partie (F2 l&apos;arrête)</translation>
    </message>
    <message>
        <source>Take (%1)</source>
        <translation>Prendre (%1)</translation>
    </message>
    <message>
        <source>Pass (%1)</source>
        <translation>Passer (%1)</translation>
    </message>
    <message>
        <source>Gin (%1)</source>
        <translation>Gin (%1)</translation>
    </message>
    <message>
        <source>Knock (%1)</source>
        <translation>Frapper (%1)</translation>
    </message>
    <message>
        <source>Continue (%1)</source>
        <translation>Continuer (%1)</translation>
    </message>
    <message>
        <source>Play to gin (%1)</source>
        <translation>Jouer le gin (%1)</translation>
    </message>
    <message>
        <source>Knocking… (%1)</source>
        <translation>Frappe… (%1)</translation>
    </message>
    <message>
        <source>Gin with 11 (%1)</source>
        <translation>Gin à 11 (%1)</translation>
    </message>
    <message>
        <source>Quit (%1)</source>
        <translation>Quitter (%1)</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Stock (%1)</source>
        <translation>Pioche (%1)</translation>
    </message>
    <message>
        <source>Discard pile (%1)</source>
        <translation>Défausse (%1)</translation>
    </message>
    <message>
        <source>Take (T)</source>
        <translation type="vanished">Prendre (T)</translation>
    </message>
    <message>
        <source>Pass (N)</source>
        <translation type="vanished">Passer (N)</translation>
    </message>
    <message>
        <source>Gin (Y)</source>
        <translation type="vanished">Gin (Y)</translation>
    </message>
    <message>
        <source>Knock (Y)</source>
        <translation type="vanished">Frapper (Y)</translation>
    </message>
    <message>
        <source>Continue (N)</source>
        <translation type="vanished">Continuer (N)</translation>
    </message>
    <message>
        <source>Play to gin (P)</source>
        <translation type="vanished">Jouer le gin (P)</translation>
    </message>
    <message>
        <source>Knocking… (K)</source>
        <translation type="vanished">Frappe… (K)</translation>
    </message>
    <message>
        <source>Knock (K)</source>
        <translation type="vanished">Frapper (K)</translation>
    </message>
    <message>
        <source>Gin with 11 (G)</source>
        <translation type="vanished">Gin à 11 (G)</translation>
    </message>
    <message>
        <source>Play again (Enter)</source>
        <translation>Rejouer (Entrée)</translation>
    </message>
    <message>
        <source>Quit (Q)</source>
        <translation type="vanished">Quitter (Q)</translation>
    </message>
    <message>
        <source>GinQt is already running</source>
        <extracomment>The speeds a scripted run sets to 0 (not written back). A ``--screenshot`` without ``--exit-after-hands`` is taken this long after the start. GINQT_REPORT_SHOWN (the start-up benchmark): print when shown; &quot;exit&quot;: then quit</extracomment>
        <translation>GinQt est déjà lancé</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>The name the person plays under by default; &quot;You&quot; gets &quot;Your&quot; and &quot;You win&quot;. The name the computer plays under: each language names it with its article (&quot;L&apos;ordinateur&quot;, &quot;der Computer&quot;, &quot;el ordenador&quot;), so a sentence about it has a translation of its own (:func:`is_computer`). The words of this package (and of any plain ``tr(&quot;...&quot;)`` call) have no context: that is where ``lupdate`` files a call of a function named ``tr`` outside a ``QObject``&apos;s ``self.tr``.</extracomment>
        <translation>L&apos;ordinateur</translation>
    </message>
    <message>
        <source>Saved game resumed</source>
        <translation>Partie enregistrée reprise</translation>
    </message>
    <message>
        <source>Export a game record</source>
        <translation>Exporter l&apos;enregistrement d&apos;une partie</translation>
    </message>
    <message>
        <source>GinQt game records (*.ginrec)</source>
        <translation>Enregistrements de parties GinQt (*.ginrec)</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>The built-in levels</extracomment>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>The built-in rule variants</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>%1 (plugin)</source>
        <translation>%1 (extension)</translation>
    </message>
    <message>
        <source>A beginner: takes a discard only when it melds, always throws its highest card that fits no meld, and knocks as soon as it can</source>
        <extracomment>What each built-in level does</extracomment>
        <translation>Un débutant&#xa0;: ne prend une carte de la défausse que si elle forme une combinaison, jette toujours sa plus forte carte qui n&apos;entre dans aucune combinaison, et frappe dès qu&apos;il le peut</translation>
    </message>
    <message>
        <source>Classic (gin 20, undercut 10)</source>
        <translation>Classique (gin 20, contre 10)</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <source>Straight gin</source>
        <translation>Gin sec</translation>
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
        <translation>Règles PalmPilot</translation>
    </message>
    <message>
        <source>AI challenge (EAAI)</source>
        <translation>Défi IA (EAAI)</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>Hollywood</translation>
    </message>
    <message>
        <source>Gin rummy</source>
        <extracomment>The built-in rule variants as the table&apos;s score board titles them, short</extracomment>
        <translation>Gin-rami</translation>
    </message>
    <message>
        <source>Classic gin</source>
        <translation>Gin classique</translation>
    </message>
    <message>
        <source>Oklahoma gin</source>
        <translation>Gin Oklahoma</translation>
    </message>
    <message>
        <source>Space Cowboy gin</source>
        <translation>Gin Space Cowboy</translation>
    </message>
    <message>
        <source>Tommy&apos;s gin</source>
        <translation>Gin de Tommy</translation>
    </message>
    <message>
        <source>PalmPilot gin</source>
        <translation>Gin PalmPilot</translation>
    </message>
    <message>
        <source>EAAI gin</source>
        <translation>Gin EAAI</translation>
    </message>
    <message>
        <source>Hollywood gin</source>
        <translation>Gin Hollywood</translation>
    </message>
    <message>
        <source>Knock with 10 or less; gin 25, undercut 25; to 100</source>
        <extracomment>What each built-in rule variant changes</extracomment>
        <translation>Frapper à 10 ou moins&#xa0;; gin 25, contre 25&#xa0;; en 100</translation>
    </message>
    <message>
        <source>Knock with 10 or less; an older scoring: gin 20, undercut 10; to 100</source>
        <translation>Frapper à 10 ou moins&#xa0;; un ancien décompte&#xa0;: gin 20, contre 10&#xa0;; en 100</translation>
    </message>
    <message>
        <source>Easy, as in the classic 1993 DOS Gin Rummy by David Teach: always throws its highest unmatched card, knocks at once</source>
        <translation type="vanished">Facile, comme dans le classique Gin Rummy pour DOS de David Teach (1993)&#xa0;: jette toujours sa plus forte carte isolée, frappe aussitôt</translation>
    </message>
    <message>
        <source>Knock with 10 or less; gin 25, undercut 25; to 100, as in the classic 1993 DOS Gin Rummy by David Teach</source>
        <translation type="vanished">Frapper à 10 ou moins&#xa0;; gin 25, contre 25&#xa0;; en 100, comme dans le classique Gin Rummy pour DOS de David Teach (1993)</translation>
    </message>
    <message>
        <source>The older scoring of the classic 1993 DOS Gin Rummy by David Teach: gin 20, undercut 10</source>
        <translation type="vanished">L&apos;ancien décompte du classique Gin Rummy pour DOS de David Teach (1993)&#xa0;: gin 20, contre 10</translation>
    </message>
    <message>
        <source>Easy game (the 1993 DOS program): always throws its highest unmatched card, knocks at once</source>
        <translation type="vanished">Partie facile (le programme DOS de 1993)&#xa0;: jette toujours sa plus forte carte isolée, frappe aussitôt</translation>
    </message>
    <message>
        <source>A sound club player: takes discards that meld, discards by deadwood and meld potential, avoids feeding your melds, knocks early and later only with little deadwood</source>
        <translation>Un bon joueur de club&#xa0;: prend les cartes qui combinent, jette selon le bois mort et les chances de combinaison, évite de nourrir vos combinaisons, frappe tôt, puis seulement avec peu de bois mort</translation>
    </message>
    <message>
        <source>An expert: reads your hand from what you take, refuse and throw, weighs every move on sampled deals, knocks when the undercut risk is low, and plays the score</source>
        <translation>Un expert&#xa0;: lit votre main d&apos;après ce que vous prenez, refusez et jetez, pèse chaque coup sur des donnes tirées au sort, frappe quand le risque de contre est faible, et joue le score</translation>
    </message>
    <message>
        <source>Knock with 10 or less; gin 25, undercut 25; to 100 (the 1993 DOS program)</source>
        <translation type="vanished">Frapper à 10 ou moins&#xa0;; gin 25, contre 25&#xa0;; en 100 (le programme DOS de 1993)</translation>
    </message>
    <message>
        <source>The older scoring: gin 20, undercut 10 (the 1993 DOS program)</source>
        <translation type="vanished">L&apos;ancien décompte&#xa0;: gin 20, contre 10 (le programme DOS de 1993)</translation>
    </message>
    <message>
        <source>The first upcard sets the knock limit (ace: gin only); a spade doubles</source>
        <translation>La première carte retournée fixe la limite pour frapper (as&#xa0;: gin seulement)&#xa0;; un pique double</translation>
    </message>
    <message>
        <source>Straight gin: no knocking, every hand is won by gin</source>
        <translation>Gin sec&#xa0;: on ne frappe pas, chaque donne se gagne par gin</translation>
    </message>
    <message>
        <source>Tommy&apos;s Space Cowboy Gin (1987): the upcard showing sets the knock limit; box, game and shutout bonuses</source>
        <translation>Space Cowboy Gin de Tommy (1987)&#xa0;: la carte visible fixe la limite pour frapper&#xa0;; primes de case, de partie et de capot</translation>
    </message>
    <message>
        <source>Tommy&apos;s Gin Rummy (1987): box, game and shutout bonuses</source>
        <translation>Tommy&apos;s Gin Rummy (1987)&#xa0;: primes de case, de partie et de capot</translation>
    </message>
    <message>
        <source>GinRummy 1.2 for the PalmPilot: game, box and flat shutout bonuses</source>
        <translation>GinRummy 1.2 pour PalmPilot&#xa0;: primes de partie, de case et de capot fixe</translation>
    </message>
    <message>
        <source>The AI challenge&apos;s rules (EAAI): gin 25, undercut 25, no bonuses; the hand is dead when two stock cards are left; a card taken from the pile may not be thrown back; who plays first alternates</source>
        <translation>Les règles du défi IA (EAAI)&#xa0;: gin 25, contre 25, sans primes&#xa0;; la donne est nulle quand il reste deux cartes dans la pioche&#xa0;; une carte prise dans la défausse ne peut pas être rejetée&#xa0;; le premier joueur alterne</translation>
    </message>
    <message>
        <source>Hollywood: three games to 100 scored at once; win two of three</source>
        <translation>Hollywood&#xa0;: trois parties en 100 comptées à la fois&#xa0;; gagnez-en deux sur trois</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>%1 rules, to %2, against the %3 computer.</source>
        <translation>Règles&#xa0;: %1, en %2, contre l&apos;ordinateur (%3).</translation>
    </message>
    <message>
        <source>Plugins that failed to load: %1</source>
        <translation>Extensions qui n&apos;ont pas pu être chargées&#xa0;: %1</translation>
    </message>
    <message>
        <source>What just happened</source>
        <translation>Ce qui vient de se passer</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Prendre la carte retournée</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Prendre la défausse</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Jeter %1</translation>
    </message>
    <message>
        <source>Knock, discarding %1</source>
        <translation>Frapper en jetant %1</translation>
    </message>
    <message>
        <source>Big gin: lay down all eleven cards</source>
        <translation>Big gin&#xa0;: étaler les onze cartes</translation>
    </message>
    <message>
        <source>Play on to gin: no knocking this hand</source>
        <translation>Continuer pour le gin&#xa0;: pas de frappe dans cette donne</translation>
    </message>
    <message>
        <source>Card table</source>
        <extracomment>None before Qt 6.8 (announcements then fall back to a description change) every line announced (moves, results, turns, the table read out) the view&apos;s new accessible name and description</extracomment>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>No game on the table</source>
        <translation>Pas de partie sur la table</translation>
    </message>
    <message>
        <source>No button</source>
        <translation>Aucun bouton</translation>
    </message>
    <message>
        <source>%1, button</source>
        <translation>%1, bouton</translation>
    </message>
    <message>
        <source>Your hand, empty</source>
        <translation>Votre main, vide</translation>
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
        <translation type="vanished">Si tard dans la donne, un contre est plus probable que les %1 que montrent les donnes probables&#xa0;: une frappe doit marquer %2 points de plus que continuer, celle-ci %3.</translation>
    </message>
    <message>
        <source>With only %1 deadwood, playing on may bring gin or undercut your opponent&apos;s knock: a knock must score %2 points more than playing on, this one %3.</source>
        <translation type="vanished">Avec seulement %1 de bois mort, continuer peut donner gin ou contrer la frappe de votre adversaire&#xa0;: une frappe doit marquer %2 points de plus que continuer, celle-ci %3.</translation>
    </message>
    <message>
        <source>The knock runs a %1 risk of being undercut.</source>
        <translation>La frappe court un risque de contre de %1.</translation>
    </message>
    <message>
        <source>Knocking now scores %1 points more on average, but playing on gives more chance to win the game.</source>
        <translation type="vanished">Frapper maintenant marque en moyenne %1 points de plus, mais continuer donne plus de chances de gagner la partie.</translation>
    </message>
    <message>
        <source>Every card melds: it is gin.</source>
        <translation>Toutes les cartes sont combinées&#xa0;: c&apos;est gin.</translation>
    </message>
    <message>
        <source>A knock with %1 deadwood has only a %2 risk of an undercut.</source>
        <translation>Une frappe à %1 de bois mort n&apos;a qu&apos;un risque de contre de %2.</translation>
    </message>
    <message>
        <source>It keeps %1 deadwood, against %2.</source>
        <translation>Il garde %1 de bois mort, contre %2.</translation>
    </message>
    <message>
        <source>It leaves fewer cards that would make gin: %1 against %2.</source>
        <translation>Il laisse moins de cartes qui feraient gin&#xa0;: %1 contre %2.</translation>
    </message>
    <message>
        <source>It leaves %1 cards that would lower the deadwood, against %2.</source>
        <translation>Il laisse %1 cartes qui réduiraient le bois mort, contre %2.</translation>
    </message>
    <message>
        <source>The card taken makes a meld: %1.</source>
        <translation>La carte prise fait une combinaison&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Knocking now scores %1 points less on average than playing on.</source>
        <translation type="vanished">Frapper maintenant marque en moyenne %1 points de moins que continuer.</translation>
    </message>
    <message>
        <source>Played out to the end of the hand, it scores %1 points less on average.</source>
        <translation type="vanished">Joué jusqu&apos;à la fin de la donne, il marque en moyenne %1 points de moins.</translation>
    </message>
    <message>
        <source>throwing it feeds the %1 your opponent picked up (%2)</source>
        <translation>la jeter nourrit le %1 que votre adversaire a ramassé (%2)</translation>
    </message>
    <message>
        <source>your opponent could meld it in %1 of the likely deals</source>
        <translation>votre adversaire pourrait la combiner dans %1 des donnes probables</translation>
    </message>
    <message>
        <source>throwing it leaves %1 deadwood, not %2</source>
        <translation>la jeter laisse %1 de bois mort, pas %2</translation>
    </message>
    <message>
        <source>throwing it leaves fewer cards that would make gin (%1 against %2)</source>
        <translation>la jeter laisse moins de cartes qui feraient gin (%1 contre %2)</translation>
    </message>
    <message>
        <source>throwing it leaves %1 outs</source>
        <translation>la jeter laisse %1 cartes utiles</translation>
    </message>
    <message>
        <source>throwing it scores %1 points less on average</source>
        <translation type="vanished">la jeter marque en moyenne %1 points de moins</translation>
    </message>
    <message>
        <source>Keep %1: %2 outs; %3.</source>
        <translation>Gardez %1&#xa0;: %2 cartes utiles&#xa0;; %3.</translation>
    </message>
    <message>
        <source>All eleven cards meld: big gin.</source>
        <translation>Les onze cartes sont combinées&#xa0;: big gin.</translation>
    </message>
    <message>
        <source>Every card melds: gin, %1 points on average.</source>
        <translation type="vanished">Toutes les cartes sont combinées&#xa0;: gin, %1 points en moyenne.</translation>
    </message>
    <message>
        <source>%1 deadwood, a %2 risk of an undercut: %3 points on average.</source>
        <translation type="vanished">%1 de bois mort, un risque de contre de %2&#xa0;: %3 points en moyenne.</translation>
    </message>
    <message>
        <source>It is the only move.</source>
        <translation>C&apos;est le seul coup possible.</translation>
    </message>
    <message>
        <source>Play on: %1</source>
        <translation>Continuer&#xa0;: %1</translation>
    </message>
    <message>
        <source>It makes %1; %2 outs after your discard.</source>
        <translation>Elle fait %1&#xa0;; %2 cartes utiles après votre défausse.</translation>
    </message>
    <message>
        <source>The %1 fits no meld of yours; %2 unseen cards would lower your deadwood.</source>
        <translation>Le %1 ne va dans aucune de vos combinaisons&#xa0;; %2 cartes non vues réduiraient votre bois mort.</translation>
    </message>
    <message>
        <source>%1: %2 points worse</source>
        <translation type="vanished">%1&#xa0;: %2 points de moins</translation>
    </message>
    <message>
        <source>%1: %2 points better on the likely deals, but a knock this close to gin must be %3 points better</source>
        <translation type="vanished">%1&#xa0;: %2 points de plus sur les donnes probables, mais une frappe si proche du gin doit en valoir %3 de plus</translation>
    </message>
    <message>
        <source>%1: %2 points better on the likely deals, but a knock this late must be %3 points better</source>
        <translation type="vanished">%1&#xa0;: %2 points de plus sur les donnes probables, mais une frappe si tardive doit en valoir %3 de plus</translation>
    </message>
    <message>
        <source>%1: %2 points better, but less chance to win the game</source>
        <translation type="vanished">%1&#xa0;: %2 points de plus, mais moins de chances de gagner la partie</translation>
    </message>
    <message>
        <source>%1: about as good</source>
        <translation>%1&#xa0;: à peu près aussi bon</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Throw %1: it is your highest card outside a meld</source>
        <translation>Jetez %1&#xa0;: c&apos;est votre plus forte carte hors combinaison</translation>
    </message>
    <message>
        <source>Throw %1: it is one of your highest cards outside a meld</source>
        <translation>Jetez %1&#xa0;: c&apos;est une de vos plus fortes cartes hors combinaison</translation>
    </message>
    <message>
        <source>Throw %1: it fits no meld of yours, and your opponent is unlikely to use it</source>
        <translation>Jetez %1&#xa0;: elle ne va dans aucune de vos combinaisons, et votre adversaire a peu de chances de s&apos;en servir</translation>
    </message>
    <message>
        <source>Knock with %1 face down: you have %2 points outside melds, and an undercut is unlikely</source>
        <translation type="vanished">Frappez en posant %1 face cachée&#xa0;: vous avez %2 de bois mort, et un contre est peu probable</translation>
    </message>
    <message>
        <source>Throw %1: it fits no meld of yours, and your opponent cannot use it</source>
        <translation type="vanished">Jetez %1&#xa0;: elle ne va dans aucune de vos combinaisons, et votre adversaire ne peut pas s&apos;en servir</translation>
    </message>
    <message>
        <source>This late in the hand an undercut is likelier than the %1 the likely deals show: a knock must score %2 more than playing on, this one %3.</source>
        <extracomment>the other is a late knock, as good on the deals but short of the late margin the other is a knock close to gin, as good on the deals but short of its margin the other is a knock that risks an undercut the other is a knock that scores more but wins the game less often the better is a knock (or gin) and the other plays on the other feeds the opponent a meld more often the other leaves more deadwood the other leaves fewer cards that would make gin the other leaves fewer outs the better takes a card that melds only the playouts tell them apart</extracomment>
        <translation>Si tard dans la donne, un contre est plus probable que les %1 que montrent les donnes probables&#xa0;: une frappe doit marquer %2 de plus que continuer, celle-ci %3.</translation>
    </message>
    <message>
        <source>With only %1 deadwood, playing on may bring gin or undercut your opponent&apos;s knock: a knock must score %2 more than playing on, this one %3.</source>
        <translation>Avec seulement %1 de bois mort, continuer peut donner gin ou contrer la frappe de votre adversaire&#xa0;: une frappe doit marquer %2 de plus que continuer, celle-ci %3.</translation>
    </message>
    <message>
        <source>Knocking now scores %1 more on average, but playing on gives more chance to win the game.</source>
        <translation>Frapper maintenant marque en moyenne %1 de plus, mais continuer donne plus de chances de gagner la partie.</translation>
    </message>
    <message>
        <source>Knocking now scores %1 less on average than playing on.</source>
        <translation>Frapper maintenant marque en moyenne %1 de moins que continuer.</translation>
    </message>
    <message>
        <source>Played out to the end of the hand, it scores %1 less on average.</source>
        <translation>Joué jusqu&apos;à la fin de la donne, il marque en moyenne %1 de moins.</translation>
    </message>
    <message>
        <source>throwing it scores %1 less on average</source>
        <translation>la jeter marque en moyenne %1 de moins</translation>
    </message>
    <message>
        <source>Every card melds: gin, %1 on average.</source>
        <translation>Toutes les cartes sont combinées&#xa0;: gin, %1 en moyenne.</translation>
    </message>
    <message>
        <source>%1 deadwood, a %2 risk of an undercut: %3 on average.</source>
        <translation>%1 de bois mort, un risque de contre de %2&#xa0;: %3 en moyenne.</translation>
    </message>
    <message>
        <source>%1: %2 worse</source>
        <translation>%1&#xa0;: %2 de moins</translation>
    </message>
    <message>
        <source>%1: %2 better on the likely deals, but a knock this close to gin must be %3 better</source>
        <translation>%1&#xa0;: %2 de plus sur les donnes probables, mais une frappe si proche du gin doit valoir %3 de plus</translation>
    </message>
    <message>
        <source>%1: %2 better on the likely deals, but a knock this late must be %3 better</source>
        <translation>%1&#xa0;: %2 de plus sur les donnes probables, mais une frappe si tardive doit valoir %3 de plus</translation>
    </message>
    <message>
        <source>%1: %2 better, but less chance to win the game</source>
        <translation>%1&#xa0;: %2 de plus, mais moins de chances de gagner la partie</translation>
    </message>
    <message>
        <source>Throw %1: it fits no meld of yours</source>
        <translation>Jetez %1&#xa0;: elle ne va dans aucune de vos combinaisons</translation>
    </message>
    <message>
        <source>Throw %1: that leaves you the fewest points outside melds (%2)</source>
        <translation>Jetez %1&#xa0;: c&apos;est ce qui vous laisse le moins de bois mort (%2)</translation>
    </message>
    <message>
        <source>Throw %1: the cards you keep have the best chances of making melds</source>
        <translation>Jetez %1&#xa0;: les cartes que vous gardez ont les meilleures chances de former des combinaisons</translation>
    </message>
    <message>
        <source>keep %1: your opponent picked up %2 and could use it</source>
        <translation>gardez %1&#xa0;: votre adversaire a ramassé %2 et pourrait s&apos;en servir</translation>
    </message>
    <message>
        <source>keep %1: your opponent could well use it</source>
        <translation>gardez %1&#xa0;: votre adversaire pourrait bien s&apos;en servir</translation>
    </message>
    <message>
        <source>keep %1: it is part of your meld %2</source>
        <translation>gardez %1&#xa0;: elle fait partie de votre combinaison %2</translation>
    </message>
    <message>
        <source>keep %1: with %2 it may still make a meld</source>
        <translation>gardez %1&#xa0;: avec %2 elle peut encore former une combinaison</translation>
    </message>
    <message>
        <source>Take %1: it makes a meld with %2</source>
        <translation>Prenez %1&#xa0;: elle forme une combinaison avec %2</translation>
    </message>
    <message>
        <source>Take %1: it lowers your points outside melds by %2</source>
        <translation>Prenez %1&#xa0;: elle baisse votre bois mort de %2</translation>
    </message>
    <message>
        <source>Take %1: it suits your hand better than an unknown card</source>
        <translation>Prenez %1&#xa0;: elle convient mieux à votre main qu&apos;une carte inconnue</translation>
    </message>
    <message>
        <source>Pass: %1 fits no meld of yours</source>
        <translation>Passez&#xa0;: %1 ne va dans aucune de vos combinaisons</translation>
    </message>
    <message>
        <source>Pass: %1 would not help you enough</source>
        <translation>Passez&#xa0;: %1 ne vous aiderait pas assez</translation>
    </message>
    <message>
        <source>Draw from the stock: it is the only draw</source>
        <translation>Piochez&#xa0;: c&apos;est le seul tirage possible</translation>
    </message>
    <message>
        <source>Draw from the stock: %1 fits no meld of yours</source>
        <translation>Piochez&#xa0;: %1 ne va dans aucune de vos combinaisons</translation>
    </message>
    <message>
        <source>Draw from the stock: %1 would not help you enough</source>
        <translation>Piochez&#xa0;: %1 ne vous aiderait pas assez</translation>
    </message>
    <message>
        <source>Go gin with %1 face down: all your other cards are in melds</source>
        <translation>Faites gin en posant %1 face cachée&#xa0;: toutes vos autres cartes sont en combinaisons</translation>
    </message>
    <message numerus="yes">
        <source>Knock with %1 face down: you have %n points outside melds, and an undercut is unlikely</source>
        <translation>
            <numerusform>Frappez en posant %1 face cachée&#xa0;: vous avez %n point de bois mort, et un contre est peu probable</numerusform>
            <numerusform>Frappez en posant %1 face cachée&#xa0;: vous avez %n points de bois mort, et un contre est peu probable</numerusform>
        </translation>
    </message>
    <message>
        <source>Knock with %1 face down: you have only %2 points outside melds, and an undercut is unlikely</source>
        <translation type="vanished">Frappez en posant %1 face cachée&#xa0;: vous n&apos;avez que %2 de bois mort, et un contre est peu probable</translation>
    </message>
    <message>
        <source>Knock with %1 face down: an undercut is possible, but waiting is likely to cost more</source>
        <translation>Frappez en posant %1 face cachée&#xa0;: un contre est possible, mais attendre coûterait sans doute plus</translation>
    </message>
    <message>
        <source>Throw %1 and do not knock yet: you are close to gin, which scores more</source>
        <translation>Jetez %1 sans frapper encore&#xa0;: vous êtes près du gin, qui rapporte plus</translation>
    </message>
    <message>
        <source>Throw %1 and do not knock yet: your opponent could well undercut you</source>
        <translation>Jetez %1 sans frapper encore&#xa0;: votre adversaire pourrait bien vous contrer</translation>
    </message>
    <message>
        <source>Throw %1 and do not knock yet: playing on is likely to score more</source>
        <translation>Jetez %1 sans frapper encore&#xa0;: continuer rapportera sans doute plus</translation>
    </message>
    <message>
        <source>Go big gin: all eleven cards are in melds</source>
        <translation>Faites big gin&#xa0;: vos onze cartes sont en combinaisons</translation>
    </message>
    <message>
        <source>Play on to gin: a knock now would risk an undercut</source>
        <translation>Jouez pour le gin&#xa0;: frapper maintenant risquerait un contre</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1&#xa0;; %2</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
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
        <translation>valet</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>1 card</source>
        <extracomment>Between two cards written one after the other (``Q♥ Q♦``, a run ``7♦8♦9♦``): a pause, said as a comma.</extracomment>
        <translation>1 carte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cartes</translation>
    </message>
    <message>
        <source>a set: %1</source>
        <translation>un brelan&#xa0;: %1</translation>
    </message>
    <message>
        <source>a run: %1</source>
        <translation>une suite&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <translation>%1, %2 sur %3</translation>
    </message>
    <message>
        <source>In %1</source>
        <translation>Dans %1</translation>
    </message>
    <message>
        <source>Deadwood, %1 points</source>
        <translation>Bois mort, %1 points</translation>
    </message>
    <message>
        <source>The card you just drew</source>
        <translation>La carte que vous venez de piocher</translation>
    </message>
    <message>
        <source>The hint: discard it</source>
        <translation>Le conseil&#xa0;: jetez-la</translation>
    </message>
    <message>
        <source>Stock, %1</source>
        <translation>Pioche, %1</translation>
    </message>
    <message>
        <source>The hint: draw from the stock</source>
        <translation>Le conseil&#xa0;: piochez</translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Défausse, vide</translation>
    </message>
    <message>
        <source>Discard pile: %1 on top, %2</source>
        <translation>Défausse&#xa0;: %1 dessus, %2</translation>
    </message>
    <message>
        <source>Your opponent just took your discard</source>
        <translation>Votre adversaire vient de prendre votre carte</translation>
    </message>
    <message>
        <source>The hint: take it</source>
        <translation>Le conseil&#xa0;: prenez-la</translation>
    </message>
    <message>
        <source>deadwood %1: %2</source>
        <extracomment>the person&apos;s hand arranged (the card just drawn included) the card just drawn the top of the discard pile what a game is played to (&quot;to 100&quot;) the one instruction (or the result&apos;s title after a hand) the opponent&apos;s hand, all of it face up (demo, open hands, its end) else the cards of it that lie face up (taken from the pile) and how many lie face down</extracomment>
        <translation>bois mort %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>no deadwood</source>
        <translation>pas de bois mort</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>Votre main&#xa0;: %1</translation>
    </message>
    <message>
        <source>You just drew %1</source>
        <translation>Vous venez de piocher %1</translation>
    </message>
    <message>
        <source>Your opponent&apos;s hand: %1</source>
        <translation>La main de votre adversaire&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>Your opponent shows %1 and holds %n more cards face down</source>
        <translation>
            <numerusform>Votre adversaire montre %1 et garde encore %n carte face cachée</numerusform>
            <numerusform>Votre adversaire montre %1 et garde encore %n cartes face cachée</numerusform>
        </translation>
    </message>
    <message>
        <source>1 card in the discard pile</source>
        <translation>1 carte dans la défausse</translation>
    </message>
    <message>
        <source>%1 cards in the discard pile</source>
        <translation>%1 cartes dans la défausse</translation>
    </message>
    <message>
        <source>Upcard: %1, %2</source>
        <translation>Carte retournée&#xa0;: %1, %2</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Pioche&#xa0;: %1</translation>
    </message>
    <message>
        <source>Scores %1: %2</source>
        <translation>Scores %1&#xa0;: %2</translation>
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
        <translation>p</translation>
    </message>
    <message>
        <source>★</source>
        <translation>★</translation>
    </message>
    <message>
        <source>Blue, marked %1: a set, three or four cards of one rank</source>
        <translation>Bleu, marqué %1&#xa0;: un brelan ou un carré, trois ou quatre cartes de même rang</translation>
    </message>
    <message>
        <source>Green, marked %1: a run, three or more cards in a row of one suit</source>
        <translation>Vert, marqué %1&#xa0;: une suite, trois cartes ou plus qui se suivent dans une couleur</translation>
    </message>
    <message>
        <source>Red, marked %1, over the discard pile: your opponent just took your discard</source>
        <translation>Rouge, marqué %1, sur la défausse&#xa0;: votre adversaire vient de prendre votre carte</translation>
    </message>
    <message>
        <source>Red, marked %1, over and under a card: laid off on the knocker&apos;s melds</source>
        <translation>Rouge, marqué %1, au-dessus et au-dessous d&apos;une carte&#xa0;: posée sur les combinaisons de celui qui a frappé</translation>
    </message>
    <message>
        <source>Yellow, marked %1: the hint, the card, pile or button advised</source>
        <translation>Jaune, marqué %1&#xa0;: le conseil, la carte, la pile ou le bouton conseillé</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>prise</translation>
    </message>
    <message>
        <source>laid off</source>
        <translation>posée</translation>
    </message>
    <message>
        <source>South</source>
        <translation type="vanished">Sud</translation>
    </message>
    <message>
        <source>North</source>
        <translation type="vanished">Nord</translation>
    </message>
    <message>
        <source>%1 (below)</source>
        <extracomment>The built-in player that plays the person&apos;s seat in a demo (the window seats it there).</extracomment>
        <translation>%1 (en bas)</translation>
    </message>
    <message>
        <source>%1 (above)</source>
        <translation>%1 (en haut)</translation>
    </message>
    <message>
        <source>%1 invites you to a game of gin rummy.</source>
        <translation>%1 vous invite à une partie de gin rummy.</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Accepter</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Refuser</translation>
    </message>
    <message>
        <source>Play a friend</source>
        <translation>Jouer contre un ami</translation>
    </message>
    <message>
        <source>Say…</source>
        <extracomment>how long the friend&apos;s phrase stays on the table what a friend&apos;s game turns off the FriendGame, after the person was told how it ended the last message shown (the agreement, the end)</extracomment>
        <translation>Dire…</translation>
    </message>
    <message>
        <source>Say something to your friend</source>
        <translation>Dire quelque chose à votre ami</translation>
    </message>
    <message>
        <source>Meeting your friend: agreeing on the game and making the first deck…</source>
        <translation>Rencontre avec votre ami&#xa0;: accord sur la partie et préparation du premier paquet…</translation>
    </message>
    <message>
        <source>Your friend</source>
        <translation>Votre ami</translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>No game was played: %1.</source>
        <translation>Aucune partie n&apos;a été jouée&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Hello</source>
        <translation>Bonjour</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Bonne partie</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Bien joué</translation>
    </message>
    <message>
        <source>One more?</source>
        <translation>Une autre&#xa0;?</translation>
    </message>
    <message>
        <source>%1&apos;s connection dropped — waiting for it to come back (%2)</source>
        <translation>La connexion de %1 est coupée — en attente de son retour (%2)</translation>
    </message>
    <message>
        <source>%1 %2.

The game was stopped and recorded as abandoned; nobody won it.</source>
        <translation>%1&#xa0;: %2.

La partie a été arrêtée et enregistrée comme abandonnée&#xa0;; personne ne l&apos;a gagnée.</translation>
    </message>
    <message>
        <source>%1 %2.

The game is recorded as abandoned, not as a win.</source>
        <translation>%1&#xa0;: %2.

La partie est enregistrée comme abandonnée, pas comme une victoire.</translation>
    </message>
    <message>
        <source>Not in a game with a friend: it would not be fair</source>
        <translation>Pas dans une partie contre un ami&#xa0;: ce ne serait pas juste</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Règles&#xa0;: %1</translation>
    </message>
    <message>
        <source>Game to %1 points</source>
        <translation>Partie en %1 points</translation>
    </message>
    <message>
        <source>One hand</source>
        <translation>Une seule donne</translation>
    </message>
    <message>
        <source>Gin only: no knocking</source>
        <translation>Gin seulement&#xa0;: pas de frappe</translation>
    </message>
    <message>
        <source>Knock with %1 or less deadwood</source>
        <translation>Frapper avec %1 points morts ou moins</translation>
    </message>
    <message>
        <source>Gin bonus %1, undercut bonus %2</source>
        <translation>Bonus de gin %1, bonus de contre %2</translation>
    </message>
    <message>
        <source>Big gin (eleven cards) scores %1</source>
        <translation>Le grand gin (onze cartes) vaut %1</translation>
    </message>
    <message>
        <source>A spade as the first upcard doubles the hand</source>
        <translation>Un pique comme première carte retournée double la donne</translation>
    </message>
    <message>
        <source>No laying off</source>
        <translation>Pas de pose sur les combinaisons adverses</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About GinQt</source>
        <translation>À propos de GinQt</translation>
    </message>
    <message>
        <source>&lt;h2&gt;GinQt %1&lt;/h2&gt;&lt;p&gt;Gin Rummy against the computer, or watch it play itself. Opponents and rule variants are plugins anyone can write and install.&lt;/p&gt;&lt;p&gt;Python %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h2&gt;GinQt %1&lt;/h2&gt;&lt;p&gt;Le gin-rami contre l&apos;ordinateur, ou regardez-le jouer contre lui-même. Les adversaires et les variantes de règles sont des extensions que chacun peut écrire et installer.&lt;/p&gt;&lt;p&gt;Python %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The plugin system did not load; playing with the built-in rules and a plain opponent.</source>
        <translation>Le système d&apos;extensions n&apos;a pas été chargé&#xa0;; on joue avec les règles intégrées et un adversaire simple.</translation>
    </message>
    <message>
        <source>Plugin errors:</source>
        <translation>Erreurs d&apos;extensions&#xa0;:</translation>
    </message>
    <message>
        <source>Every plugin loaded without error.</source>
        <translation>Toutes les extensions ont été chargées sans erreur.</translation>
    </message>
    <message>
        <source>Sound effects: available.</source>
        <translation>Effets sonores&#xa0;: disponibles.</translation>
    </message>
    <message>
        <source>Plugins:</source>
        <translation>Extensions&#xa0;:</translation>
    </message>
    <message>
        <source>each in a process of its own, seeing only its own cards</source>
        <translation>chacun dans son propre processus, ne voit que ses cartes</translation>
    </message>
    <message>
        <source>memory, processes and files limited</source>
        <translation>mémoire, processus et fichiers limités</translation>
    </message>
    <message>
        <source>all it starts ends with the game</source>
        <translation>tout ce qu’il lance s’arrête avec la partie</translation>
    </message>
    <message>
        <source>your files and GinQt&apos;s data out of reach</source>
        <translation>vos fichiers et les données de GinQt hors d’atteinte</translation>
    </message>
    <message>
        <source>no network</source>
        <translation>pas de réseau</translation>
    </message>
    <message>
        <source>cannot signal GinQt or the other player</source>
        <translation>ne peut pas perturber GinQt ni l’autre joueur</translation>
    </message>
    <message>
        <source>at most 64 processes</source>
        <translation>64 processus au plus</translation>
    </message>
    <message>
        <source>none of your session&apos;s settings</source>
        <translation>rien de votre session (variables d&apos;environnement)</translation>
    </message>
    <message>
        <source>no connection to your desktop (its display, its message bus)</source>
        <translation>aucune connexion à votre bureau (écran, bus de messages)</translation>
    </message>
    <message>
        <source>no hidden connection to other programs</source>
        <translation>aucune connexion cachée avec d&apos;autres programmes</translation>
    </message>
    <message>
        <source>no memory shared with other programs</source>
        <translation>aucune mémoire partagée avec d&apos;autres programmes</translation>
    </message>
    <message>
        <source>at most 256 MiB of temporary files</source>
        <translation>au plus 256 Mio de fichiers temporaires</translation>
    </message>
    <message>
        <source>Third-party opponents on this machine:</source>
        <translation>Adversaires tiers sur cet ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>Opponents: %1</source>
        <translation>Adversaires&#xa0;: %1</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>chargé</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloqué</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Opponent: %1</source>
        <translation type="vanished">Adversaire&#xa0;: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Règles&#xa0;: %1</translation>
    </message>
    <message>
        <source>Plugin</source>
        <translation>Extension</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>Propose</translation>
    </message>
    <message>
        <source> (built in)</source>
        <translation> (intégrée)</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Extensions</translation>
    </message>
</context>
<context>
    <name>AddEngineDialog</name>
    <message>
        <source>Add an engine</source>
        <translation>Ajouter un moteur</translation>
    </message>
    <message>
        <source>An engine is a program in any language that speaks the GinQt engine protocol (docs/ENGINES.md).</source>
        <translation>Un moteur est un programme, dans n’importe quel langage, qui parle le protocole des moteurs de GinQt (docs/ENGINES.md).</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>Ligne de &amp;commande&#xa0;:</translation>
    </message>
    <message>
        <source>The command line cannot be read: %1</source>
        <translation>La ligne de commande est illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 is already a player&apos;s name; choose another</source>
        <translation>%1 est déjà le nom d’un joueur&#xa0;; choisissez-en un autre</translation>
    </message>
    <message>
        <source>Give the command that starts the engine.</source>
        <translation>Indiquez la commande qui lance le moteur.</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>Lancement du moteur…</translation>
    </message>
    <message>
        <source>The list of engines cannot be written: %1</source>
        <translation>La liste des moteurs ne peut pas être écrite&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>BossScreen</name>
    <message>
        <source>Untitled</source>
        <extracomment>The 1993 DOS program: &quot;two seconds per score limit point ... The minimum time is one minute.&quot;</extracomment>
        <translation>Sans titre</translation>
    </message>
</context>
<context>
    <name>ColourButton</name>
    <message>
        <source>Custom colour</source>
        <extracomment>The preferences the dialog&apos;s own tabs show, each by the widget of the same name (the form shows the game&apos;s)</extracomment>
        <translation>Couleur personnalisée</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Choisir une couleur</translation>
    </message>
</context>
<context>
    <name>FriendDialog</name>
    <message>
        <source>Play a friend</source>
        <extracomment>What an invitation code looks like: a number and words, joined by hyphens (spaces are taken as hyphens).</extracomment>
        <translation>Jouer contre un ami</translation>
    </message>
    <message>
        <source>&amp;Invite</source>
        <translation>&amp;Inviter</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <source>Meeting place: %1</source>
        <translation>Lieu de rendez-vous&#xa0;: %1</translation>
    </message>
    <message>
        <source>Get a &amp;code</source>
        <translation>Obtenir un &amp;code</translation>
    </message>
    <message>
        <source>Your code</source>
        <translation>Votre code</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation>C&amp;opier</translation>
    </message>
    <message>
        <source>Get a code, then read it to your friend.</source>
        <translation>Obtenez un code, puis lisez-le à votre ami.</translation>
    </message>
    <message>
        <source>You offer:</source>
        <translation>Vous proposez&#xa0;:</translation>
    </message>
    <message>
        <source>The rules of your Preferences (Options › Preferences)</source>
        <translation>Les règles de vos préférences (Options › Préférences)</translation>
    </message>
    <message>
        <source>Asking the meeting place for a code…</source>
        <translation>Demande d&apos;un code au lieu de rendez-vous…</translation>
    </message>
    <message>
        <source>Read this code to your friend. Waiting for your friend to join…</source>
        <translation>Lisez ce code à votre ami. En attente de votre ami…</translation>
    </message>
    <message>
        <source>Your friend&apos;s code</source>
        <translation>Le code de votre ami</translation>
    </message>
    <message>
        <source>Type the code your friend read to you and press Enter.</source>
        <translation>Tapez le code que votre ami vous a lu et appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Your friend&apos;s &amp;code:</source>
        <translation>&amp;Code de votre ami&#xa0;:</translation>
    </message>
    <message>
        <source>That is not an invitation code; a code looks like 7-crossover-clockwork.</source>
        <translation>Ce n&apos;est pas un code d&apos;invitation&#xa0;; un code ressemble à 7-crossover-clockwork.</translation>
    </message>
    <message>
        <source>Joining your friend…</source>
        <translation>Connexion à votre ami…</translation>
    </message>
    <message>
        <source>The link failed: %1</source>
        <translation>La liaison a échoué&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>GameForm</name>
    <message>
        <source>Pick 0 to 500, or type any limit up to 999; 0 plays one hand</source>
        <translation>Choisissez de 0 à 500, ou tapez une limite jusqu&apos;à 999&#xa0;; 0 joue une seule donne</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Adversaire&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Score limit:</source>
        <translation>&amp;Score à atteindre&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Trust its plugin (it could see every card)</source>
        <extracomment>Score limits offered in the list (the 1993 DOS program: 0 to 500 in steps of 50); any other can be typed.</extracomment>
        <translation>&amp;Faire confiance à son extension (elle pourrait voir toutes les cartes)</translation>
    </message>
    <message>
        <source>Opponents from plugins you installed play in a process of their own, where they see only their own cards.
Trusted, it plays inside GinQt: faster, but it could see every card.</source>
        <translation>Les adversaires des extensions que vous avez installées jouent dans leur propre processus, où ils ne voient que leurs cartes.
En confiance, il joue dans GinQt&#xa0;: plus vite, mais il pourrait voir toutes les cartes.</translation>
    </message>
    <message>
        <source>&amp;Back to these rules&apos; own options</source>
        <translation>Re&amp;venir aux options propres à ces règles</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <source>Rule options (point at one for what it does):</source>
        <translation>Options des règles (pointez-en une pour savoir ce qu&apos;elle fait)&#xa0;:</translation>
    </message>
    <message>
        <source>As the rules say (%1)</source>
        <translation>Selon les règles (%1)</translation>
    </message>
    <message>
        <source>The score limit must be a whole number from 0 to 999, not %1</source>
        <translation>Le score à atteindre doit être un nombre entier de 0 à 999, pas %1</translation>
    </message>
    <message>
        <source>This name cannot be used: %1</source>
        <translation>Ce nom ne peut pas être utilisé&#xa0;: %1</translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation>Ces règles ne peuvent pas être jouées&#xa0;: %1</translation>
    </message>
    <message>
        <source>Score limit</source>
        <translation>Score à atteindre</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Computer</source>
        <extracomment>the log was saved; how many moves it holds a game was counted: its GameReport (None: nothing to count) something the user should know (a save that failed, a new high score) the log of the player&apos;s game (None: none, or a demo) the game in the log was counted Closing mid-game counts the game as quit (instead of keeping it to resume). Leave the saved game on disk alone this session (a scripted run that did not resume it). how long each save took (for measurements) the game records (docs/RECORDS.md), in the data folder&apos;s records/</extracomment>
        <translation>L&apos;ordinateur</translation>
    </message>
    <message>
        <source>A new high score: number %1 on the list</source>
        <translation>Un nouveau record&#xa0;: numéro %1 du palmarès</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>GinQt — rules and keys</source>
        <translation>GinQt — règles et touches</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Souris</translation>
    </message>
    <message>
        <source>Draw: click the stock or the discard pile</source>
        <translation>Piocher&#xa0;: cliquez sur la pioche ou la défausse</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Clic</translation>
    </message>
    <message>
        <source>Discard: click the card (or double-click, as set in Preferences)</source>
        <translation>Jeter&#xa0;: cliquez sur la carte (ou double-cliquez, selon les Préférences)</translation>
    </message>
    <message>
        <source>Rearrange your hand</source>
        <translation>Réorganiser votre main</translation>
    </message>
    <message>
        <source>Drag a card</source>
        <translation>Glisser une carte</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Middle button</source>
        <translation>Bouton du milieu</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Touches</translation>
    </message>
    <message>
        <source>Rules and keys</source>
        <translation>Règles et touches</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
</context>
<context>
    <name>HighScoresDialog</name>
    <message>
        <source>High scores</source>
        <translation>Palmarès</translation>
    </message>
    <message>
        <source>The best average scores per hand. Games played with help (a hint or advice, multiple undo, open hands, demo mode) count in the statistics only.</source>
        <translation>Les meilleures moyennes par donne. Les parties jouées avec aide (un conseil, annulation multiple, mains ouvertes, mode démo) comptent seulement dans les statistiques.</translation>
    </message>
    <message>
        <source>The best average scores per hand. Games played with help (multiple undo, open hands, demo mode) count in the statistics only.</source>
        <translation type="vanished">Les meilleures moyennes par donne. Les parties jouées avec aide (annulation multiple, mains ouvertes, mode démo) comptent seulement dans les statistiques.</translation>
    </message>
    <message>
        <source>No high scores yet. Win a game without help to enter the list.</source>
        <translation>Pas encore de record. Gagnez une partie sans aide pour entrer dans la liste.</translation>
    </message>
</context>
<context>
    <name>HighScoresModel</name>
    <message>
        <source>Quit before the score limit: the points of the finished hands</source>
        <extracomment>the row shown in bold (the game just recorded; set_highlight)</extracomment>
        <translation>Abandonnée avant le score&#xa0;: les points des donnes finies</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>Par donne</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Abandon</translation>
    </message>
    <message>
        <source>Place on the list</source>
        <translation>Rang dans la liste</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Average score per hand: the final score divided by the hands played</source>
        <translation>Score moyen par donne&#xa0;: le score final divisé par le nombre de donnes jouées</translation>
    </message>
    <message>
        <source>Final score, bonuses included</source>
        <translation>Score final, primes comprises</translation>
    </message>
    <message>
        <source>Net score: the winner&apos;s margin after bonuses</source>
        <translation>Score net&#xa0;: l&apos;écart du gagnant après les primes</translation>
    </message>
    <message>
        <source>Score limit of the game</source>
        <translation>Score à atteindre de la partie</translation>
    </message>
    <message>
        <source>Hands played, dead hands included</source>
        <translation>Donnes jouées, donnes nulles comprises</translation>
    </message>
    <message>
        <source>Rule variant</source>
        <translation>Variante de règles</translation>
    </message>
    <message>
        <source>Computer opponent</source>
        <translation>Adversaire ordinateur</translation>
    </message>
    <message>
        <source>Date the game ended</source>
        <translation>Date de fin de la partie</translation>
    </message>
    <message>
        <source>Marked when the game was quit before the end</source>
        <translation>Coché quand la partie a été abandonnée avant la fin</translation>
    </message>
</context>
<context>
    <name>HintsPanel</name>
    <message>
        <source>Hints</source>
        <extracomment>How many of the next-best moves the advice lists. the player ticked or cleared &quot;Advice at every turn&quot; advice not asked for was shown on the player&apos;s turn shows the figures behind the advice (outs, points) the latest advice (shown while it is for the view shown) the red suits&apos; colour, four colours</extracomment>
        <translation>Conseils</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Show the advice at every turn</source>
        <translation type="vanished">Afficher le conseil à chaque tour</translation>
    </message>
    <message>
        <source>Off: advice only when you ask (H, or the middle mouse button).
Either way, a game with advice counts as assisted.</source>
        <translation>Désactivé&#xa0;: conseil seulement quand vous le demandez (H, ou le bouton du milieu de la souris).
Dans les deux cas, une partie avec conseils compte comme assistée.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>The figures behind the advice: outs, points on average, the other moves</source>
        <translation>Les chiffres derrière le conseil&#xa0;: cartes utiles, points en moyenne, les autres coups</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>Melds:</source>
        <translation>Combinaisons&#xa0;:</translation>
    </message>
    <message>
        <source>Deadwood:</source>
        <translation>Bois mort&#xa0;:</translation>
    </message>
    <message>
        <source>Knock at:</source>
        <translation>Frapper à&#xa0;:</translation>
    </message>
    <message>
        <source>Your opponent</source>
        <translation>Votre adversaire</translation>
    </message>
    <message>
        <source>Holds:</source>
        <translation>A en main&#xa0;:</translation>
    </message>
    <message>
        <source>Threw:</source>
        <translation>A jeté&#xa0;:</translation>
    </message>
    <message>
        <source>Refused:</source>
        <translation>A refusé&#xa0;:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Stock:</source>
        <translation>Pioche&#xa0;:</translation>
    </message>
    <message>
        <source>Upcard:</source>
        <translation>Carte retournée&#xa0;:</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>Pas de partie</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>La donne est finie</translation>
    </message>
    <message>
        <source>Your opponent is playing</source>
        <translation>Votre adversaire joue</translation>
    </message>
    <message>
        <source>Press H for a hint</source>
        <translation>Appuyez sur H pour un conseil</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>No advice available</source>
        <translation type="vanished">Aucun conseil disponible</translation>
    </message>
    <message>
        <source>Advice at every turn</source>
        <translation>Conseil à chaque tour</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>rien encore</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>gin seulement</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 ou moins</translation>
    </message>
    <message>
        <source> (points ×%1)</source>
        <translation> (points ×%1)</translation>
    </message>
    <message>
        <source>face down (the knock)</source>
        <translation>face cachée (la frappe)</translation>
    </message>
    <message>
        <source>Instead:</source>
        <translation>Au lieu de cela&#xa0;:</translation>
    </message>
    <message>
        <source>Working out the advice…</source>
        <translation>Calcul du conseil…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>GinQt — Gin Rummy</source>
        <translation>GinQt — Gin-rami</translation>
    </message>
    <message>
        <source>Rule changes dropped: %1</source>
        <extracomment>the window is on screen (the first time) The preferences&apos; one owner: a change is a new value, told to every part by ``preferences.changed``. Settings, statistics, high scores and the saved game; ``None`` keeps nothing (tests, self-test). Preferences given on the command line: key -&gt; (that value, the stored one). They override the settings for this run but are not written back unless changed here (the 1993 DOS program). False: a scripted run&apos;s window, whose size is not the user&apos;s layout</extracomment>
        <translation>Changements de règles abandonnés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="vanished">L&apos;ordinateur</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Abandonner la partie en cours&#xa0;?</translation>
    </message>
    <message>
        <source>%1 from the next game (Ctrl+N)</source>
        <translation>%1 à partir de la prochaine partie (Ctrl+N)</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Quit GinQt?</source>
        <translation>Quitter GinQt&#xa0;?</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>Game &gt; Play a friend... checkable: the computer plays both hands the whole table in words, for a screen reader 1–9, 0: discard the card at that position a friend&apos;s game: each table message by its phrase (PHRASES)</extracomment>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Coup</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <extracomment>the panels add their toggles</extracomment>
        <translation>&amp;Options</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;Rules and keys</source>
        <translation>&amp;Règles et touches</translation>
    </message>
    <message>
        <source>&amp;About GinQt</source>
        <translation>À &amp;propos de GinQt</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>New game &amp;at once (same settings)</source>
        <translation>Nouvelle partie &amp;tout de suite (mêmes réglages)</translation>
    </message>
    <message>
        <source>&amp;Demo mode</source>
        <translation>Mode &amp;démo</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <translation>&amp;Adversaire</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;High scores…</source>
        <translation>Pal&amp;marès…</translation>
    </message>
    <message>
        <source>&amp;Players and statistics…</source>
        <translation>&amp;Joueurs et statistiques…</translation>
    </message>
    <message>
        <source>Past &amp;games…</source>
        <translation>Parties &amp;passées…</translation>
    </message>
    <message>
        <source>&amp;Quit…</source>
        <translation>&amp;Quitter…</translation>
    </message>
    <message>
        <source>Draw from the &amp;deck</source>
        <translation>&amp;Piocher</translation>
    </message>
    <message>
        <source>Take from the &amp;pile / play to gin</source>
        <translation type="vanished">Prendre la &amp;défausse / jouer le gin</translation>
    </message>
    <message>
        <source>&amp;Take the upcard</source>
        <translation>Prendre la carte re&amp;tournée</translation>
    </message>
    <message>
        <source>&amp;Yes: knock</source>
        <translation>&amp;Oui&#xa0;: frapper</translation>
    </message>
    <message>
        <source>&amp;No: continue / pass</source>
        <translation>&amp;Non&#xa0;: continuer / passer</translation>
    </message>
    <message>
        <source>&amp;Knock with the next discard</source>
        <translation>&amp;Frapper avec la prochaine défausse</translation>
    </message>
    <message>
        <source>&amp;Gin with eleven cards</source>
        <translation>&amp;Gin à onze cartes</translation>
    </message>
    <message>
        <source>Discard card at position</source>
        <translation>Jeter la carte à la position</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Carte %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>Donne &amp;suivante</translation>
    </message>
    <message>
        <source>Hi&amp;gh contrast</source>
        <translation>Contraste é&amp;levé</translation>
    </message>
    <message>
        <source>&amp;Card speed</source>
        <translation>&amp;Vitesse des cartes</translation>
    </message>
    <message>
        <source>Keyboard cursor</source>
        <translation>Curseur clavier</translation>
    </message>
    <message>
        <source>Play a &amp;friend…</source>
        <translation>Jouer contre un am&amp;i…</translation>
    </message>
    <message>
        <source>&amp;Say to your friend</source>
        <translation>Dire à &amp;votre ami</translation>
    </message>
    <message>
        <source>Take from the &amp;pile, or throw the card you drew on it / play to gin</source>
        <translation>Prendre la &amp;défausse ou y jeter la carte tirée / jouer le gin</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
    <message>
        <source>Up: piles and buttons</source>
        <translation>Haut&#xa0;: piles et boutons</translation>
    </message>
    <message>
        <source>Down: your hand</source>
        <translation>Bas&#xa0;: votre main</translation>
    </message>
    <message>
        <source>Act</source>
        <translation>Agir</translation>
    </message>
    <message>
        <source>&amp;Sort your hand</source>
        <translation>&amp;Trier votre main</translation>
    </message>
    <message>
        <source>By &amp;rank</source>
        <translation>Par &amp;rang</translation>
    </message>
    <message>
        <source>By &amp;suit</source>
        <translation>Par &amp;couleur</translation>
    </message>
    <message>
        <source>&amp;Melds first, then by rank</source>
        <translation>Combinaisons d&apos;a&amp;bord, puis par rang</translation>
    </message>
    <message>
        <source>Melds first, then by s&amp;uit</source>
        <translation>Combinaisons d&apos;abord, puis par co&amp;uleur</translation>
    </message>
    <message>
        <source>M&amp;anual (drag cards)</source>
        <translation>&amp;Manuel (glisser les cartes)</translation>
    </message>
    <message>
        <source>&amp;Big cards</source>
        <translation>&amp;Grandes cartes</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Jeu à &amp;quatre couleurs</translation>
    </message>
    <message>
        <source>&amp;Open hands (assisted)</source>
        <translation>Mains &amp;ouvertes (assisté)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantané</translation>
    </message>
    <message>
        <source>&amp;Demo speed</source>
        <translation>Vitesse de la &amp;démo</translation>
    </message>
    <message>
        <source>&amp;Hide the table (boss key)</source>
        <translation>Ca&amp;cher la table (touche patron)</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>Ask me</source>
        <translation>Me demander</translation>
    </message>
    <message>
        <source>Manual (K)</source>
        <translation>Manuel (K)</translation>
    </message>
    <message>
        <source>&amp;Knocking</source>
        <translation>&amp;Frapper</translation>
    </message>
    <message>
        <source>&amp;Gin</source>
        <translation>&amp;Gin</translation>
    </message>
    <message>
        <source>&amp;Multiple undo (assisted)</source>
        <translation>Annulation &amp;multiple (assisté)</translation>
    </message>
    <message>
        <source>&amp;Double-click to play a card</source>
        <translation>&amp;Double-clic pour jouer une carte</translation>
    </message>
    <message>
        <source>&amp;Sound effects</source>
        <translation>Effets &amp;sonores</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animations</translation>
    </message>
    <message>
        <source>Opp&amp;onents</source>
        <translation>Adve&amp;rsaires</translation>
    </message>
    <message>
        <source>Add an &amp;engine…</source>
        <translation>Ajouter un &amp;moteur…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>Read the table &amp;aloud</source>
        <translation>&amp;Lire la table à voix haute</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Demo: the computer plays both hands</source>
        <translation>&amp;Démo&#xa0;: l&apos;ordinateur joue les deux mains</translation>
    </message>
    <message>
        <source>Start &amp;directly next time (skip the welcome and this dialog)</source>
        <translation>Commencer &amp;directement la prochaine fois (sans l&apos;accueil ni cette fenêtre)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
</context>
<context>
    <name>PanelManager</name>
    <message>
        <source>Side &amp;panels</source>
        <extracomment>The width the right-hand docks open with, as a share of the window&apos;s and within bounds (all of it times the text size): the table keeps three quarters of a 1024-pixel-wide window and more of a wider one (the table is the game); the player may widen the docks, and the layout is kept. While the docks are open the table keeps at least this share of the window&apos;s width (they give way), a little less with large text (the table&apos;s words grow with it, the docks&apos; need the room). (panel, View-menu shortcut), in menu order the text size, as a factor (the docks grow with it) the table&apos;s colour and high contrast (the docks wear them) F9 is opening (or closing) every panel: it fits them once, at the end View › Side panels (F9): every panel open, in one column of tabs, or every panel closed</extracomment>
        <translation>&amp;Panneaux latéraux</translation>
    </message>
</context>
<context>
    <name>PastGamesDialog</name>
    <message>
        <source>Past games</source>
        <extracomment>the path of the record to open in the replay viewer
----------
asks where to export a record: (parent, suggested name) -&gt; path (&quot;&quot; for none)</extracomment>
        <translation>Parties passées</translation>
    </message>
    <message>
        <source>Filter: opponent, rules, score, date…</source>
        <translation>Filtrer&#xa0;: adversaire, règles, score, date…</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtre</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Tous les résultats</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Assistée</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>No games yet: every game you play is kept here.</source>
        <translation>Pas encore de partie&#xa0;: chaque partie que vous jouez est conservée ici.</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n games</source>
        <translation>
            <numerusform>%1 sur %n partie</numerusform>
            <numerusform>%1 sur %n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>The record could not be saved: %1</source>
        <translation>L&apos;enregistrement n&apos;a pas pu être sauvegardé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Delete the record of this game (%1)? It cannot be undone.</source>
        <translation>Supprimer l&apos;enregistrement de cette partie (%1)&#xa0;? C&apos;est irréversible.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>The record could not be deleted.</source>
        <translation>L&apos;enregistrement n&apos;a pas pu être supprimé.</translation>
    </message>
</context>
<context>
    <name>PastGamesModel</name>
    <message>
        <source>Won</source>
        <extracomment>The results a game can have, from the player&apos;s side (the filter&apos;s choices).</extracomment>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Endommagé</translation>
    </message>
    <message>
        <source>Damaged: %1</source>
        <translation>Endommagé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Played with help (hints or advice, multiple undo, open hands or demo mode)</source>
        <translation>Jouée avec aide (conseils, annulation multiple, mains ouvertes ou mode démo)</translation>
    </message>
    <message>
        <source>Played with help (multiple undo, open hands or demo mode)</source>
        <translation type="vanished">Jouée avec aide (annulation multiple, mains ouvertes ou mode démo)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Assistée</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Donnes</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players and statistics</source>
        <extracomment>play the next game as this player this player&apos;s statistics were deleted</extracomment>
        <translation>Joueurs et statistiques</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>No player has statistics yet. They appear after the first game.</source>
        <translation>Aucun joueur n&apos;a encore de statistiques. Elles apparaissent après la première partie.</translation>
    </message>
    <message>
        <source>&amp;Play as this player</source>
        <translation>&amp;Jouer sous ce nom</translation>
    </message>
    <message>
        <source>Your next game is played and counted under this name</source>
        <translation>Votre prochaine partie est jouée et comptée sous ce nom</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>Forget this player&apos;s statistics (the high scores stay)</source>
        <translation>Oublier les statistiques de ce joueur (le palmarès reste)</translation>
    </message>
    <message>
        <source>Choose a player on the left.</source>
        <translation>Choisissez un joueur à gauche.</translation>
    </message>
    <message>
        <source>Played with help (statistics only, never high scores): %1</source>
        <translation>Jouées avec aide (statistiques seulement, jamais le palmarès)&#xa0;: %1</translation>
    </message>
    <message>
        <source>Quit before the end: %1</source>
        <translation>Abandonnées avant la fin&#xa0;: %1</translation>
    </message>
    <message>
        <source>Delete player</source>
        <translation>Supprimer le joueur</translation>
    </message>
    <message>
        <source>Delete the statistics of “%1”? This cannot be undone; the high scores stay.</source>
        <translation>Supprimer les statistiques de «&#xa0;%1&#xa0;»&#xa0;? C&apos;est irréversible&#xa0;; le palmarès reste.</translation>
    </message>
    <message>
        <source>“%1” has no statistics any more.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;a plus de statistiques.</translation>
    </message>
    <message>
        <source>“%1” was deleted for this session only: the data folder is read-only.</source>
        <translation>«&#xa0;%1&#xa0;» a été supprimé pour cette session seulement&#xa0;: le dossier de données est en lecture seule.</translation>
    </message>
    <message>
        <source>The statistics of “%1” were deleted.</source>
        <translation>Les statistiques de «&#xa0;%1&#xa0;» ont été supprimées.</translation>
    </message>
    <message>
        <source>The next game is played as “%1”.</source>
        <translation>La prochaine partie est jouée sous le nom «&#xa0;%1&#xa0;».</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>Par donne</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Dernière partie</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Games played (won, lost and drawn)</source>
        <translation>Parties jouées (gagnées, perdues et nulles)</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Games lost</source>
        <translation>Parties perdues</translation>
    </message>
    <message>
        <source>Average score per hand</source>
        <translation>Score moyen par donne</translation>
    </message>
    <message>
        <source>Date of the latest game</source>
        <translation>Date de la dernière partie</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>&amp;Table and cards</source>
        <translation>&amp;Table et cartes</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>Used for every new game (the New game dialog changes them too).</source>
        <translation>Utilisées pour chaque nouvelle partie (la fenêtre Nouvelle partie les change aussi).</translation>
    </message>
    <message>
        <source>&amp;Rules defaults</source>
        <translation>&amp;Règles par défaut</translation>
    </message>
    <message>
        <source>&amp;Sound and confirmations</source>
        <translation>&amp;Son et confirmations</translation>
    </message>
    <message>
        <source>&amp;Big cards: one big rank and one big suit</source>
        <translation>&amp;Grandes cartes&#xa0;: un grand rang et une grande couleur</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (diamonds blue, clubs green)</source>
        <translation>Jeu à &amp;quatre couleurs (carreaux bleus, trèfles verts)</translation>
    </message>
    <message>
        <source>&amp;High contrast: a black table, white and yellow text</source>
        <translation>Contraste é&amp;levé&#xa0;: table noire, texte blanc et jaune</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Tapis vert</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Default colours</source>
        <translation>Couleurs par défaut</translation>
    </message>
    <message>
        <source>Melds first, then deadwood by rank</source>
        <translation>Combinaisons d&apos;abord, puis bois mort par rang</translation>
    </message>
    <message>
        <source>Melds first, then deadwood by suit</source>
        <translation>Combinaisons d&apos;abord, puis bois mort par couleur</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Par rang</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Par couleur</translation>
    </message>
    <message>
        <source>As I arrange them (drag)</source>
        <translation>Comme je les range (glisser)</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>instantané</translation>
    </message>
    <message>
        <source>Animation</source>
        <extracomment>Options › Animation: off, cards do not move and no gin, won game or shutout is celebrated</extracomment>
        <translation>Animations</translation>
    </message>
    <message>
        <source>no wait</source>
        <translation>sans attente</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Couleur de la table&#xa0;:</translation>
    </message>
    <message>
        <source>Card backs:</source>
        <translation>Dos des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Red suits:</source>
        <translation>Couleurs rouges&#xa0;:</translation>
    </message>
    <message>
        <source>Sort your hand:</source>
        <translation>Trier votre main&#xa0;:</translation>
    </message>
    <message>
        <source>Card moves take:</source>
        <translation>Déplacement des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Computer waits before a move:</source>
        <translation>L&apos;ordinateur attend avant de jouer&#xa0;:</translation>
    </message>
    <message>
        <source>Demo waits between moves:</source>
        <translation>La démo attend entre les coups&#xa0;:</translation>
    </message>
    <message>
        <source>Demo shows a finished hand for:</source>
        <translation>La démo montre une donne finie&#xa0;:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Ask me (Knock / Continue / Play to gin)</source>
        <translation>Me demander (Frapper / Continuer / Jouer le gin)</translation>
    </message>
    <message>
        <source>Automatically</source>
        <translation>Automatiquement</translation>
    </message>
    <message>
        <source>Only when I press Knock (K)</source>
        <translation type="vanished">Seulement quand j&apos;appuie sur Frapper (K)</translation>
    </message>
    <message>
        <source>A single click</source>
        <translation>Un simple clic</translation>
    </message>
    <message>
        <source>A double click</source>
        <translation>Un double clic</translation>
    </message>
    <message>
        <source>&amp;Multiple undo: take back any number of turns (assisted game)</source>
        <translation>Annulation &amp;multiple&#xa0;: reprendre autant de tours que voulu (partie assistée)</translation>
    </message>
    <message>
        <source>&amp;Open hands: show the computer&apos;s cards (assisted game)</source>
        <translation>Mains &amp;ouvertes&#xa0;: montrer les cartes de l&apos;ordinateur (partie assistée)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Start &amp;directly: skip the welcome and the New game dialog</source>
        <translation>Commencer &amp;directement&#xa0;: sans l&apos;accueil ni la fenêtre Nouvelle partie</translation>
    </message>
    <message>
        <source>Show the &amp;advice at every turn in the hints panel (assisted game)</source>
        <translation>Afficher le &amp;conseil à chaque tour dans le panneau des conseils (partie assistée)</translation>
    </message>
    <message>
        <source>Off: advice only when you ask for a hint (H).  Either way a game with advice counts in the statistics only, not in the high scores.</source>
        <translation>Désactivé&#xa0;: conseil seulement quand vous demandez (H).  Dans les deux cas une partie avec conseils compte seulement dans les statistiques, pas au palmarès.</translation>
    </message>
    <message>
        <source>&amp;Sound effects (deal, draw, discard, knock, gin); F3 turns them on and off</source>
        <translation>Effets &amp;sonores (distribution, pioche, défausse, frappe, gin)&#xa0;; F3 les active et les coupe</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> Mio</translation>
    </message>
    <message>
        <source>Only when I press Knock (%1)</source>
        <translation>Seulement quand j&apos;appuie sur Frapper (%1)</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>An opponent from a plugin you installed plays in a process of its own; this is the memory it may use (Linux and macOS)</source>
        <translation>Un adversaire d&apos;une extension installée joue dans son propre processus&#xa0;; voici la mémoire qu&apos;il peut utiliser (Linux et macOS)</translation>
    </message>
    <message>
        <source>Knock when I can:</source>
        <translation>Frapper quand je peux&#xa0;:</translation>
    </message>
    <message>
        <source>Go gin when I can:</source>
        <translation>Faire gin quand je peux&#xa0;:</translation>
    </message>
    <message>
        <source>Play a card with:</source>
        <translation>Jouer une carte avec&#xa0;:</translation>
    </message>
    <message>
        <source>A computer player may think for:</source>
        <translation>Un joueur de l&apos;ordinateur peut réfléchir&#xa0;:</translation>
    </message>
    <message>
        <source>A plugin&apos;s opponent may use:</source>
        <translation>L&apos;adversaire d&apos;une extension peut utiliser&#xa0;:</translation>
    </message>
    <message>
        <source>Play a friend: the mailbox server you and your friend meet at (the public one, or a club&apos;s own). It sees neither the code&apos;s words nor a card.</source>
        <translation>Jouer contre un ami&#xa0;: le serveur de boîte aux lettres où vous et votre ami vous retrouvez (le public, ou celui d&apos;un club). Il ne voit ni les mots du code ni aucune carte.</translation>
    </message>
    <message>
        <source>Meeting place:</source>
        <translation>Lieu de rendez-vous&#xa0;:</translation>
    </message>
    <message>
        <source>Sound works on this computer.</source>
        <translation>Le son fonctionne sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Ask before &amp;quitting</source>
        <translation>Demander avant de &amp;quitter</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in &amp;progress</source>
        <translation>Demander avant d&apos;abandonner une partie en &amp;cours</translation>
    </message>
    <message>
        <source>&amp;Blank the table when idle (2 seconds per point of the score limit, at least a minute); any key brings it back</source>
        <translation>&amp;Masquer la table en cas d&apos;inactivité (2 secondes par point du score à atteindre, au moins une minute)&#xa0;; une touche la fait revenir</translation>
    </message>
    <message>
        <source>As the system (%1)</source>
        <translation>Comme le système (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source> games</source>
        <translation> parties</translation>
    </message>
    <message>
        <source>Past games kept</source>
        <translation>Parties passées conservées</translation>
    </message>
    <message>
        <source>Keep the records of the last</source>
        <translation>Conserver les enregistrements des dernières</translation>
    </message>
    <message>
        <source>Large text: the table&apos;s words, the menus, panels and dialogs</source>
        <translation>Grand texte&#xa0;: les mots de la table, les menus, les panneaux et les fenêtres</translation>
    </message>
    <message>
        <source>Te&amp;xt size:</source>
        <translation>&amp;Taille du texte&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>Read-only data folder: nothing is saved</source>
        <extracomment>&quot;Play as this player&quot;: the next game is played as this name variants, for replays the keeper&apos;s, once attached Open the high-score list by itself after a new high score; ``None``: when on a real screen.</extracomment>
        <translation>Dossier de données en lecture seule&#xa0;: rien n&apos;est enregistré</translation>
    </message>
    <message>
        <source>Nothing is kept: GinQt runs without a data folder</source>
        <translation>Rien n&apos;est conservé&#xa0;: GinQt fonctionne sans dossier de données</translation>
    </message>
    <message>
        <source>No high scores are kept: GinQt runs without a data folder</source>
        <translation>Pas de palmarès&#xa0;: GinQt fonctionne sans dossier de données</translation>
    </message>
    <message>
        <source>No statistics are kept: GinQt runs without a data folder</source>
        <translation>Pas de statistiques&#xa0;: GinQt fonctionne sans dossier de données</translation>
    </message>
    <message>
        <source>No game records are kept: GinQt runs without a data folder</source>
        <translation>Pas d&apos;enregistrements de parties&#xa0;: GinQt fonctionne sans dossier de données</translation>
    </message>
    <message>
        <source>A new high score: number %1 — Game › High scores (%2)</source>
        <translation>Un nouveau record&#xa0;: numéro %1 — Partie › Palmarès (%2)</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay: %1 – %2, %3</source>
        <extracomment>the review of :attr:`review_player`&apos;s decisions is done (a ``Review``) what the table shows at a step, beyond the game itself (the review&apos;s best move)</extracomment>
        <translation>Relecture&#xa0;: %1 – %2, %3</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lire</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Score history</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Click a hand to go to its deal</source>
        <translation>Cliquez sur une donne pour aller à sa distribution</translation>
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
        <translation>Table rejouée</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>The margin of each game, oldest on the left: up and green a game won, down and red a game lost</source>
        <translation>L&apos;écart de chaque partie, la plus ancienne à gauche&#xa0;: vers le haut et en vert une partie gagnée, vers le bas et en rouge une partie perdue</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <source>oldest → latest</source>
        <translation>ancienne → récente</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Pas encore de partie</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>How did %1 play? The expert weighs every decision of the game.</source>
        <extracomment>decisions reviewed, decisions in all the :class:`~ginqt.records.review.Review` (partial after a cancel) the :class:`~ginqt.records.review.Decision` clicked a finished :class:`~ginqt.records.review.Review`</extracomment>
        <translation type="vanished">Comment %1 a-t-il joué&#xa0;? L&apos;expert pèse chaque décision de la partie.</translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <extracomment>decisions reviewed, decisions in all the :class:`~ginqt.records.review.Review` (partial after a cancel) the :class:`~ginqt.records.review.Decision` clicked a finished :class:`~ginqt.records.review.Review` the expert&apos;s effort per decision (None: as it plays)</extracomment>
        <translation>A&amp;nalyser la partie</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progression de l&apos;analyse</translation>
    </message>
    <message>
        <source>The costliest mistakes</source>
        <translation>Les erreurs les plus coûteuses</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>L&apos;analyse a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>No costly mistake: every decision was within %1 points of the expert&apos;s.</source>
        <translation>Pas d&apos;erreur coûteuse&#xa0;: chaque décision était à moins de %1 points de celle de l&apos;expert.</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>&amp;Knocking</source>
        <extracomment>The rule options in groups, in the order the dialogs show them (``score_limit`` has its own box).</extracomment>
        <translation>&amp;Frapper</translation>
    </message>
    <message>
        <source>&amp;Bonuses</source>
        <translation>&amp;Primes</translation>
    </message>
    <message>
        <source>&amp;Dealing and drawing</source>
        <translation>&amp;Distribution et pioche</translation>
    </message>
    <message>
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <source>Rule options</source>
        <extracomment>one tab per group: the dialogs fit a 1024 x 600 screen</extracomment>
        <translation>Options des règles</translation>
    </message>
</context>
<context>
    <name>ScoreHistoryModel</name>
    <message>
        <source>You</source>
        <extracomment>A rule variant&apos;s end of a match, as the score history shows it. what each player scored in this row (None: nothing to score) an end-of-game line (boxes, bonuses, final score) &quot;gin&quot;, &quot;big gin&quot;, &quot;knock&quot;, &quot;undercut&quot;, &quot;dead&quot;; &quot;boxes&quot;, &quot;game&quot;, &quot;shutout&quot;, &quot;final&quot; Columns: the hand, how it ended and who scored, then each player&apos;s running total. The points a player scored in the row (a hand or a bonus), in a player&apos;s column.</extracomment>
        <translation type="vanished">Vous</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="vanished">L&apos;ordinateur</translation>
    </message>
    <message>
        <source>Match drawn</source>
        <extracomment>what each player scored in this row (None: nothing to score) an end-of-game line (boxes, bonuses, final score) &quot;gin&quot;, &quot;big gin&quot;, &quot;knock&quot;, &quot;undercut&quot;, &quot;dead&quot;; &quot;boxes&quot;, &quot;game&quot;, &quot;shutout&quot;, &quot;final&quot; Columns: the hand, how it ended and who scored, then each player&apos;s running total. The points a player scored in the row (a hand or a bonus), in a player&apos;s column.</extracomment>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation type="vanished">%1 a gagné</translation>
    </message>
    <message>
        <source>Boxes (%1–%2)</source>
        <translation>Cases (%1–%2)</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Prime de partie</translation>
    </message>
    <message>
        <source>Shutout bonus</source>
        <translation>Prime de capot</translation>
    </message>
    <message>
        <source>The loser won no hand</source>
        <translation>Le perdant n&apos;a gagné aucune donne</translation>
    </message>
    <message>
        <source>Game drawn</source>
        <translation>Partie nulle</translation>
    </message>
    <message>
        <source> (shutout)</source>
        <translation> (capot)</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation type="vanished">Gin</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation type="vanished">Big gin</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation type="vanished">Contre</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation type="vanished">Frappe</translation>
    </message>
    <message>
        <source>Gin by %1</source>
        <translation type="vanished">Gin de %1</translation>
    </message>
    <message>
        <source>%1 knocked, %2 undercut</source>
        <translation type="vanished">%1 a frappé, contre de %2</translation>
    </message>
    <message>
        <source>A bonus for every hand won: %1 %2, %3 %4</source>
        <translation>Une prime par donne gagnée&#xa0;: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>A bonus for the player who reached the score limit</source>
        <translation>Une prime pour le joueur qui a atteint le score</translation>
    </message>
    <message>
        <source>Hand %1, dealt by you</source>
        <translation>Donne %1, distribuée par vous</translation>
    </message>
    <message>
        <source>Hand %1, dealt by %2</source>
        <comment>the computer</comment>
        <translation>Donne %1, distribuée par l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Hand %1, dealt by %2</source>
        <translation>Donne %1, distribuée par %2</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Donne nulle</translation>
    </message>
    <message>
        <source>Nobody knocked before the stock ran out: no score</source>
        <translation>Personne n&apos;a frappé avant la fin de la pioche&#xa0;: pas de score</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>gin</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>big gin</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>contre</translation>
    </message>
    <message>
        <source>%1 +%2 · %3</source>
        <translation>%1 +%2 · %3</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>frappe</translation>
    </message>
    <message>
        <source>Knock by %1</source>
        <translation type="vanished">Frappe de %1</translation>
    </message>
    <message>
        <source>%1 scores %2</source>
        <translation type="vanished">%1 marque %2</translation>
    </message>
    <message>
        <source>Deadwood: knocker %1, defender %2; bonus %3</source>
        <translation>Bois mort&#xa0;: frappeur %1, adversaire %2&#xa0;; prime %3</translation>
    </message>
    <message>
        <source>Points ×%1 (a spade upcard)</source>
        <translation>Points ×%1 (un pique retourné)</translation>
    </message>
    <message>
        <source>Your running total (in bold when you scored in that hand); on the lines after the game, the bonuses you add</source>
        <translation>Votre total cumulé (en gras quand vous avez marqué dans cette donne)&#xa0;; sur les lignes après la partie, les primes que vous ajoutez</translation>
    </message>
    <message>
        <source>%1&apos;s running total (in bold when %1 scored in that hand); on the lines after the game, the bonuses %1 adds</source>
        <comment>the computer</comment>
        <translation>Total cumulé de l&apos;ordinateur (en gras quand il a marqué dans cette donne)&#xa0;; sur les lignes après la partie, les primes qu&apos;il ajoute</translation>
    </message>
    <message>
        <source>%1&apos;s running total (in bold when %1 scored in that hand); on the lines after the game, the bonuses %1 adds</source>
        <translation>Total cumulé de %1 (en gras quand %1 a marqué dans cette donne)&#xa0;; sur les lignes après la partie, les primes que %1 ajoute</translation>
    </message>
    <message>
        <source>Hand number</source>
        <translation>Numéro de la donne</translation>
    </message>
    <message>
        <source>How the hand ended, and who won it</source>
        <translation>Comment la donne a fini, et qui l&apos;a gagnée</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
</context>
<context>
    <name>ScoreHistoryPanel</name>
    <message>
        <source>Score history</source>
        <extracomment>the last input, kept until the model is made (the model shows it then)</extracomment>
        <translation>Historique</translation>
    </message>
    <message>
        <source>One row per hand: who scored how much, and each player&apos;s total</source>
        <translation>Une ligne par donne&#xa0;: qui a marqué combien, et le total de chaque joueur</translation>
    </message>
</context>
<context>
    <name>SoundPlayer</name>
    <message>
        <source>No sound effects: this installation of GinQt lacks Qt&apos;s multimedia module. Install it with: pip install &quot;ginqt[sound]&quot;</source>
        <extracomment>samples per second The sound of each moment (a dead hand is quiet; so is a drawn game). Harmonics of a soft brass-like tone. Qt&apos;s multimedia warnings (no audio device, a back end that will not start) would fill stderr: off. sound stopped working; the problem in words why the game is silent, in words (&quot;&quot; when sound works) the error behind :attr:`problem`, for the curious (About&apos;s tooltip)</extracomment>
        <translation>Pas d&apos;effets sonores&#xa0;: cette installation de GinQt n&apos;a pas le module multimédia de Qt. Installez-le avec&#xa0;: pip install &quot;ginqt[sound]&quot;</translation>
    </message>
    <message>
        <source>No sound effects: this computer has no sound output.</source>
        <translation>Pas d&apos;effets sonores&#xa0;: cet ordinateur n&apos;a pas de sortie audio.</translation>
    </message>
    <message>
        <source>The sound effects stopped: the sound could not be played.</source>
        <extracomment>every sound played, newest last (kept short)</extracomment>
        <translation>Les effets sonores se sont arrêtés&#xa0;: le son n&apos;a pas pu être joué.</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>Statistics</source>
        <extracomment>The friends the panel lists, the latest played first.</extracomment>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Parties jouées&#xa0;:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Gagnées&#xa0;:</translation>
    </message>
    <message>
        <source>Lost:</source>
        <translation>Perdues&#xa0;:</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Donnes jouées&#xa0;:</translation>
    </message>
    <message>
        <source>Gins, knocks:</source>
        <translation>Gins, frappes&#xa0;:</translation>
    </message>
    <message>
        <source>Undercuts:</source>
        <translation>Contres&#xa0;:</translation>
    </message>
    <message>
        <source>Average per hand:</source>
        <translation>Moyenne par donne&#xa0;:</translation>
    </message>
    <message>
        <source>Best game:</source>
        <translation>Meilleure partie&#xa0;:</translation>
    </message>
    <message>
        <source>Streaks:</source>
        <translation>Séries&#xa0;:</translation>
    </message>
    <message>
        <source>Accuracy:</source>
        <translation>Précision&#xa0;:</translation>
    </message>
    <message>
        <source>Results over time</source>
        <translation>Résultats dans le temps</translation>
    </message>
    <message>
        <source>No statistics are kept: GinQt runs without a data folder.</source>
        <translation>Pas de statistiques&#xa0;: GinQt fonctionne sans dossier de données.</translation>
    </message>
    <message>
        <source>No game against the computer recorded yet.</source>
        <translation>Aucune partie contre l’ordinateur enregistrée pour l’instant.</translation>
    </message>
    <message>
        <source>No game recorded yet. Statistics appear here after your first game.</source>
        <translation>Aucune partie enregistrée. Les statistiques apparaissent ici après votre première partie.</translation>
    </message>
    <message>
        <source>Against friends:</source>
        <translation>Contre des amis&#xa0;:</translation>
    </message>
    <message>
        <source>%1: won %2, lost %3 of %4</source>
        <translation>%1&#xa0;: %2 gagnées, %3 perdues sur %4</translation>
    </message>
    <message>
        <source> (%1 abandoned)</source>
        <translation> (%1 abandonnées)</translation>
    </message>
    <message>
        <source> (%1 drawn)</source>
        <translation> (%1 nulles)</translation>
    </message>
    <message>
        <source> (%1 dead)</source>
        <translation> (%1 nulles)</translation>
    </message>
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
            <numerusform>%n frappe</numerusform>
            <numerusform>%n frappes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 in %n hands (%4 a hand), %5</source>
        <translation>
            <numerusform>%1 à %2 en %n donne (%4 par donne), %5</numerusform>
            <numerusform>%1 à %2 en %n donnes (%4 par donne), %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1% in %n reviewed games</source>
        <translation>
            <numerusform>%1% sur %n partie analysée</numerusform>
            <numerusform>%1% sur %n parties analysées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 given, %2 taken</source>
        <translation>%1 infligés, %2 subis</translation>
    </message>
    <message>
        <source>now %1 won</source>
        <translation>en cours&#xa0;: %1 gagnées</translation>
    </message>
    <message>
        <source>now %1 lost</source>
        <translation>en cours&#xa0;: %1 perdues</translation>
    </message>
    <message>
        <source>now none</source>
        <translation>en cours&#xa0;: aucune</translation>
    </message>
    <message>
        <source>; longest %1 won, %2 lost</source>
        <translation>&#xa0;; la plus longue %1 gagnées, %2 perdues</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to GinQt</source>
        <extracomment>deal a game with the settings shown the computer plays both hands the full new-game form (rules and all) closed without a choice: the window deals a game as for Play How to play: show the rules (the welcome stays open)</extracomment>
        <translation>Bienvenue dans GinQt</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Adversaire&#xa0;:</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin-rami</translation>
    </message>
    <message>
        <source>Welcome back, %1.</source>
        <translation>Bon retour, %1.</translation>
    </message>
    <message>
        <source>Meld your cards, knock or go gin before the computer does.</source>
        <translation>Combinez vos cartes, frappez ou faites gin avant l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>Deal a game with these settings (Enter)</source>
        <translation>Distribuer une partie avec ces réglages (Entrée)</translation>
    </message>
    <message>
        <source>Watch a &amp;demo</source>
        <translation>Regarder une &amp;démo</translation>
    </message>
    <message>
        <source>The computer plays both hands; F2 in the game stops it</source>
        <translation>L&apos;ordinateur joue les deux mains&#xa0;; F2 dans la partie l&apos;arrête</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>The rules and every key (F1 in the game)</source>
        <translation>Les règles et toutes les touches (F1 dans la partie)</translation>
    </message>
    <message>
        <source>&amp;Options…</source>
        <translation>&amp;Options…</translation>
    </message>
    <message>
        <source>Every rule and the score limit, before you deal (Ctrl+N in the game)</source>
        <translation>Toutes les règles et le score à atteindre, avant de distribuer (Ctrl+N dans la partie)</translation>
    </message>
    <message>
        <source>This name cannot be used: %1</source>
        <translation>Ce nom ne peut pas être utilisé&#xa0;: %1</translation>
    </message>
</context>
</TS>
