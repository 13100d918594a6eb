<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name></name>
    <message>
        <source>&lt;h3&gt;The colour bars&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Las barras de color&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>Score limit</source>
        <translation>Límite de puntos</translation>
    </message>
    <message>
        <source>&lt;h3&gt;This game&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Esta partida&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;This game is played by the standard rules above.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Esta partida se juega con las reglas estándar de arriba.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Knock limit</source>
        <extracomment>The colour of each bar on the default table: sets blue, runs green, red for the computer&apos;s pile draw and laid-off cards, hints yellow (:mod:`ginqt.ui.table.theme` has them for every table). Keys under the first ten cards of the hand (&quot;1&quot; ... &quot;0&quot;), as many as a hand can hold. Each text on the table: (size, bold, its colour in the theme) The texts of the column at the right, drawn as large as its signs (:attr:`TableSize.words`) the item data key of how far a text broken in two was lifted above its one line the snapshot drawn last each colour bar&apos;s mark (in the language of the day) the captions&apos; font is for these words at this text size; the tallest caption&apos;s height</extracomment>
        <translation>Cerrar con</translation>
    </message>
    <message>
        <source>Big gin bonus</source>
        <translation>Bonificación de big gin</translation>
    </message>
    <message>
        <source>Undercut bonus</source>
        <translation>Bonificación de contragolpe</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bonificación de partida</translation>
    </message>
    <message>
        <source>A shutout (&quot;schneider&quot;): no bonus, the winner&apos;s margin doubled (Tommy&apos;s Gin Rummy),
or a flat bonus for the winner (GinRummy 1.2 for the PalmPilot).
Example: winning 130 to 0 with the margin doubled counts 260.</source>
        <translation>Un zapatero («schneider»): sin bonificación, la ventaja del ganador doblada (Tommy&apos;s Gin Rummy),
o una bonificación fija para el ganador (GinRummy 1.2 para PalmPilot).
Ejemplo: ganar 130 a 0 con la ventaja doblada cuenta 260.</translation>
    </message>
    <message>
        <source>The last two cards of the stock are never drawn.  Either the player who drew the card
before them may still knock, then the hand is dead (no score); or the next player may
still take the discard and knock (as in the classic 1993 DOS Gin Rummy by David Teach).</source>
        <translation type="vanished">Las dos últimas cartas del mazo nunca se roban.  O bien el jugador que robó la carta anterior
aún puede cerrar, y si no la mano queda nula (sin puntos); o bien el siguiente jugador aún puede
tomar el descarte y cerrar (como en el clásico Gin Rummy para DOS de David Teach, de 1993).</translation>
    </message>
    <message>
        <source>Drawn at random, you, or the computer (then you play first, as in the classic 1993 DOS Gin Rummy
by David Teach).</source>
        <translation type="vanished">Al azar, tú o el ordenador (entonces juegas tú primero, como en el clásico Gin Rummy
para DOS de David Teach, de 1993).</translation>
    </message>
    <message>
        <source>No bonus</source>
        <translation>Sin bonificación</translation>
    </message>
    <message>
        <source>Knock: end the hand when your unmatched cards add up to little enough.
Off: &quot;straight gin&quot;: every hand is won by gin alone (layoffs go too).
Example: with A♠ 2♦ unmatched (3 points) you knock; in straight gin you play on.</source>
        <translation>Cerrar: terminar la mano cuando tus cartas sueltas suman lo bastante poco.
Desactivado: «gin directo»: cada mano se gana solo con gin (tampoco se acomodan cartas).
Ejemplo: con A♠ 2♦ sueltas (3 puntos) cierras; en gin directo sigues jugando.</translation>
    </message>
    <message>
        <source>Knocking allowed</source>
        <translation>Se permite cerrar</translation>
    </message>
    <message>
        <source>Knock limit set by</source>
        <translation>Límite para cerrar fijado por</translation>
    </message>
    <message>
        <source>A fixed number (below), or the first upcard of the hand (Oklahoma), or the upcard
showing when your turn begins (Space Cowboy).
Example: Oklahoma with a 7 turned up first: knock with 7 or less all hand; an ace: gin only.</source>
        <translation>Un número fijo (abajo), la primera carta descubierta de la mano (Oklahoma) o la carta
descubierta al empezar tu turno (Space Cowboy).
Ejemplo: Oklahoma con un 7 descubierto primero: cerrar con 7 o menos toda la mano; un as: solo gin.</translation>
    </message>
    <message>
        <source>Knock with at most</source>
        <translation>Cerrar con un máximo de</translation>
    </message>
    <message>
        <source>The most your unmatched cards may add up to when you knock (0: gin only).
Example: at 10, A♠ 4♦ 5♣ (10 points) may knock; with a 2 more (12) you must play on.</source>
        <translation>Lo máximo que pueden sumar tus cartas sueltas al cerrar (0: solo gin).
Ejemplo: con 10, A♠ 4♦ 5♣ (10 puntos) puede cerrar; con un 2 más (12) hay que seguir.</translation>
    </message>
    <message>
        <source>A spade turned up first doubles the hand</source>
        <translation>Una pica descubierta primero dobla la mano</translation>
    </message>
    <message>
        <source>Oklahoma: when the first upcard is a spade, every point of that hand counts twice, bonuses too.
Example: gin against 20 scores (20 + 25) × 2 = 90.</source>
        <translation>Oklahoma: si la primera carta descubierta es una pica, cada punto de esa mano cuenta doble, bonificaciones incluidas.
Ejemplo: gin contra 20 suma (20 + 25) × 2 = 90.</translation>
    </message>
    <message>
        <source>Defender lays off on the knock</source>
        <translation>El rival acomoda cartas al cierre</translation>
    </message>
    <message>
        <source>After a knock the other player adds unmatched cards to the knocker&apos;s melds, and
they no longer count.  Not after gin.  Needs knocking.
Example: you knock with 7♥ 8♥ 9♥; the defender&apos;s 10♥ is laid off.</source>
        <translation>Tras un cierre, el otro jugador añade sus cartas sueltas a las combinaciones de quien cerró,
y ya no cuentan.  No tras un gin.  Requiere poder cerrar.
Ejemplo: cierras con 7♥ 8♥ 9♥; el 10♥ del rival se acomoda.</translation>
    </message>
    <message>
        <source>Equal deadwood is an undercut</source>
        <translation>Empate de puntos sueltos es contragolpe</translation>
    </message>
    <message>
        <source>When the defender&apos;s unmatched cards add up to as much as the knocker&apos;s, the defender wins.
Example: you knock with 6 and the defender also has 6: the defender scores the undercut bonus.
Off: the knocker wins the hand, scoring 0.</source>
        <translation>Cuando las cartas sueltas del rival suman lo mismo que las de quien cierra, gana el rival.
Ejemplo: cierras con 6 y el rival también tiene 6: el rival se lleva la bonificación de contragolpe.
Desactivado: quien cierra gana la mano y suma 0.</translation>
    </message>
    <message>
        <source>Gin bonus</source>
        <translation>Bonificación de gin</translation>
    </message>
    <message>
        <source>Points for gin, on top of the opponent&apos;s unmatched cards.
Example: gin against 30 points of deadwood scores 30 + 25 = 55.</source>
        <translation>Puntos por gin, además de las cartas sueltas del rival.
Ejemplo: gin contra 30 puntos sueltos suma 30 + 25 = 55.</translation>
    </message>
    <message>
        <source>Big gin with eleven cards</source>
        <translation>Big gin con once cartas</translation>
    </message>
    <message>
        <source>Go gin without discarding when all eleven cards after your draw are melded.
Example: 4♠ 5♠ 6♠ 7♠, 9♥ 9♦ 9♣ 9♠, J♦ Q♦ K♦ is a big gin.</source>
        <translation>Hacer gin sin descartar cuando las once cartas tras robar están todas combinadas.
Ejemplo: 4♠ 5♠ 6♠ 7♠, 9♥ 9♦ 9♣ 9♠, J♦ Q♦ K♦ es un big gin.</translation>
    </message>
    <message>
        <source>Replaces the gin bonus for a big gin.
Example: a big gin against 20 points scores 20 + 31 = 51.</source>
        <translation>Sustituye a la bonificación de gin en un big gin.
Ejemplo: un big gin contra 20 puntos suma 20 + 31 = 51.</translation>
    </message>
    <message>
        <source>Points for the defender who has less deadwood than the knocker (an undercut).
Example: you knock with 8, the defender has 5: the defender scores 8 − 5 + 25 = 28.</source>
        <translation>Puntos para el rival que tiene menos puntos sueltos que quien cierra (un contragolpe).
Ejemplo: cierras con 8, el rival tiene 5: el rival suma 8 − 5 + 25 = 28.</translation>
    </message>
    <message>
        <source>Bonus per hand won</source>
        <translation>Bonificación por mano ganada</translation>
    </message>
    <message>
        <source>Added at the end of the game for every hand each player won (the &quot;box&quot; or line bonus).
Example: at 25, a player who won 4 hands adds 100; the higher total wins the game.</source>
        <translation>Se suma al final de la partida por cada mano que ganó cada jugador (la bonificación de «casilla» o de línea).
Ejemplo: con 25, un jugador que ganó 4 manos suma 100; gana la partida el total más alto.</translation>
    </message>
    <message>
        <source>Added at the end of the game for the player who reached the score limit.
Example: at 100, reaching 104 first makes 204 before the hand bonuses.</source>
        <translation>Se suma al final de la partida al jugador que alcanzó el límite.
Ejemplo: con 100, llegar primero a 104 hace 204 antes de las bonificaciones por mano.</translation>
    </message>
    <message>
        <source>When the loser won no hand</source>
        <translation>Cuando el perdedor no ganó ninguna mano</translation>
    </message>
    <message>
        <source>The last two cards of the stock are never drawn.  Either the player who drew the card
before them may still knock, then the hand is dead (no score); or the next player may
still take the discard and knock.</source>
        <translation>Las dos últimas cartas del mazo nunca se roban.  O bien el jugador que robó la carta anterior
aún puede cerrar, y si no la mano queda nula (sin puntos); o bien el siguiente jugador aún puede
tomar el descarte y cerrar.</translation>
    </message>
    <message>
        <source>Drawn at random, you, or the computer (then you play first).</source>
        <translation>Al azar, tú o el ordenador (entonces juegas tú primero).</translation>
    </message>
    <message>
        <source>A shutout (&quot;schneider&quot;): no bonus, the winner&apos;s margin doubled (Tommy&apos;s Gin Rummy),
or a flat bonus for the winner (the PalmPilot program).
Example: winning 130 to 0 with the margin doubled counts 260.</source>
        <translation type="vanished">Un zapatero («schneider»): sin bonificación, la ventaja del ganador doblada (Tommy&apos;s Gin Rummy),
o una bonificación fija para el ganador (el programa de PalmPilot).
Ejemplo: ganar 130 a 0 con la ventaja doblada cuenta 260.</translation>
    </message>
    <message>
        <source>Flat shutout bonus</source>
        <translation>Bonificación fija de zapatero</translation>
    </message>
    <message>
        <source>The flat bonus&apos;s points.
Example: 100 makes a 105 to 0 win count 205.</source>
        <translation>Los puntos de la bonificación fija.
Ejemplo: con 100, ganar 105 a 0 cuenta 205.</translation>
    </message>
    <message>
        <source>The first upcard</source>
        <translation>La primera carta descubierta</translation>
    </message>
    <message>
        <source>Offered to both: the non-dealer may take it or pass, then the dealer; if both pass,
the non-dealer draws from the stock.  Simple (Tommy&apos;s Gin Rummy): the non-dealer just
draws it or the top of the stock.</source>
        <translation>Se ofrece a los dos: el que no reparte puede tomarla o pasar, luego el que reparte; si pasan los dos,
el que no reparte roba del mazo.  Simple (Tommy&apos;s Gin Rummy): el que no reparte toma
esa carta o la de arriba del mazo.</translation>
    </message>
    <message>
        <source>May throw back the card just taken</source>
        <translation>Se puede devolver la carta recién tomada</translation>
    </message>
    <message>
        <source>Off: a card taken from the discard pile cannot be discarded in the same turn.
Example: you take 7♣ from the pile; you must discard another card.</source>
        <translation>Desactivado: una carta tomada del descarte no se puede descartar en el mismo turno.
Ejemplo: tomas el 7♣ del descarte; debes descartar otra carta.</translation>
    </message>
    <message>
        <source>When two cards are left in the stock</source>
        <translation>Cuando quedan dos cartas en el mazo</translation>
    </message>
    <message>
        <source>The last two cards of the stock are never drawn.  Either the player who drew the card
before them may still knock, then the hand is dead (no score); or the next player may
still take the discard and knock (the 1993 DOS program).</source>
        <translation type="vanished">Las dos últimas cartas del mazo nunca se roban.  O bien el jugador que robó la carta anterior
aún puede cerrar, y si no la mano queda nula (sin puntos); o bien el siguiente jugador aún puede
tomar el descarte y cerrar (el programa DOS de 1993).</translation>
    </message>
    <message>
        <source>Who deals first</source>
        <translation>Quién reparte primero</translation>
    </message>
    <message>
        <source>Drawn at random, you, or the computer (then you play first, as in the 1993 DOS program).</source>
        <translation type="vanished">Al azar, tú o el ordenador (entonces juegas tú primero, como en el programa DOS de 1993).</translation>
    </message>
    <message>
        <source>Who deals next</source>
        <translation>Quién reparte después</translation>
    </message>
    <message>
        <source>After a hand won: the winner deals, the loser deals, or you take turns.
A dead hand is dealt again by the same dealer.</source>
        <translation>Tras una mano ganada: reparte el ganador, reparte el perdedor o por turnos.
Una mano nula la vuelve a repartir el mismo jugador.</translation>
    </message>
    <message>
        <source>A fixed number</source>
        <translation>Un número fijo</translation>
    </message>
    <message>
        <source>The first upcard (Oklahoma)</source>
        <translation>La primera carta descubierta (Oklahoma)</translation>
    </message>
    <message>
        <source>The upcard showing (Space Cowboy)</source>
        <translation>La carta descubierta (Space Cowboy)</translation>
    </message>
    <message>
        <source>Offered to both, then the stock</source>
        <translation>A los dos, luego el mazo</translation>
    </message>
    <message>
        <source>Non-dealer draws it or the stock</source>
        <translation>El que no reparte la toma o roba</translation>
    </message>
    <message>
        <source>The last drawer may still knock</source>
        <translation>El último en robar aún puede cerrar</translation>
    </message>
    <message>
        <source>The next player may take the discard</source>
        <translation>El siguiente puede tomar el descarte</translation>
    </message>
    <message>
        <source>Winner&apos;s margin doubled</source>
        <translation>Ventaja del ganador doblada</translation>
    </message>
    <message>
        <source>A flat bonus</source>
        <translation>Una bonificación fija</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>The computer (you play first)</source>
        <translation>El ordenador (tú juegas primero)</translation>
    </message>
    <message>
        <source>The winner</source>
        <translation>El ganador</translation>
    </message>
    <message>
        <source>The loser</source>
        <translation>El perdedor</translation>
    </message>
    <message>
        <source>Take turns</source>
        <translation>Por turnos</translation>
    </message>
    <message>
        <source>Resume the saved game?</source>
        <translation>¿Continuar la partida guardada?</translation>
    </message>
    <message>
        <source>You did not finish your last game. Resume it?</source>
        <translation>No terminaste tu última partida. ¿Continuarla?</translation>
    </message>
    <message>
        <source>Opponent: %1; rules: %2</source>
        <translation>Rival: %1; reglas: %2</translation>
    </message>
    <message>
        <source>Started %1; now in hand %2</source>
        <translation>Empezada %1; ahora en la mano %2</translation>
    </message>
    <message>
        <source>Score: %1 %2, computer %3</source>
        <translation type="vanished">Marcador: %1 %2, ordenador %3</translation>
    </message>
    <message numerus="yes">
        <source>You have %n points, the computer %1.</source>
        <translation>
            <numerusform>Tienes %n punto; el ordenador, %1.</numerusform>
            <numerusform>Tienes %n puntos; el ordenador, %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2 has %n points, the computer %1.</source>
        <translation>
            <numerusform>%2 tiene %n punto; el ordenador, %1.</numerusform>
            <numerusform>%2 tiene %n puntos; el ordenador, %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>An assisted game: it counts in the statistics only.</source>
        <translation>Una partida asistida: cuenta solo en las estadísticas.</translation>
    </message>
    <message>
        <source>If you start a new game instead, this one counts as quit early: in the statistics when a hand was finished, in the high scores when your score is above zero.</source>
        <translation>Si empiezas una partida nueva, esta cuenta como abandonada: en las estadísticas si se terminó alguna mano, en los récords si tu puntuación es mayor que cero.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>GinQt: your data files</source>
        <translation>GinQt: tus archivos</translation>
    </message>
    <message>
        <source>Something is not right with the files GinQt keeps:</source>
        <translation>Algo no va bien con los archivos que guarda GinQt:</translation>
    </message>
    <message>
        <source>Stock (D)</source>
        <extracomment>The colour of each bar on the default table: sets blue, runs green, red for the computer&apos;s pile draw and laid-off cards, hints yellow (:mod:`ginqt.ui.table.theme` has them for every table). Keys under the first ten cards of the hand (&quot;1&quot; ... &quot;0&quot;), as many as a hand can hold. Each text on the table: (size, bold, its colour in the theme) The texts of the column at the right, drawn as large as its signs (:attr:`TableSize.words`) the item data key of how far a text broken in two was lifted above its one line the snapshot drawn last each colour bar&apos;s mark (in the language of the day) the captions&apos; font is for these words at this text size; the tallest caption&apos;s height</extracomment>
        <translation type="vanished">Mazo (D)</translation>
    </message>
    <message>
        <source>Discard pile (P)</source>
        <translation type="vanished">Descarte (P)</translation>
    </message>
    <message>
        <source>Your</source>
        <translation>Tus puntos sueltos</translation>
    </message>
    <message>
        <source>%1&apos;s</source>
        <translation>Puntos sueltos de %1</translation>
    </message>
    <message>
        <source>%1&apos;s</source>
        <comment>the computer</comment>
        <translation>Puntos sueltos del ordenador</translation>
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
            <numerusform>%1 punto</numerusform>
            <numerusform>%1 puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>took the upcard %1</source>
        <translation>tomó la carta descubierta %1</translation>
    </message>
    <message>
        <source>passed the upcard</source>
        <translation>pasó la carta descubierta</translation>
    </message>
    <message>
        <source>drew %1 from the stock</source>
        <translation>robó %1 del mazo</translation>
    </message>
    <message>
        <source>drew from the stock</source>
        <translation>robó del mazo</translation>
    </message>
    <message>
        <source>took %1 from the discard pile</source>
        <translation>tomó %1 del descarte</translation>
    </message>
    <message>
        <source>discarded %1</source>
        <translation>descartó %1</translation>
    </message>
    <message>
        <source>went gin!</source>
        <translation>¡hizo gin!</translation>
    </message>
    <message>
        <source>went big gin!</source>
        <translation>¡hizo big gin!</translation>
    </message>
    <message>
        <source>knocked</source>
        <translation>cerró</translation>
    </message>
    <message>
        <source>The hand is dead: no score</source>
        <translation>La mano es nula: sin puntos</translation>
    </message>
    <message>
        <source>took the upcard %1</source>
        <comment>you</comment>
        <translation>tomaste la carta descubierta %1</translation>
    </message>
    <message>
        <source>passed the upcard</source>
        <comment>you</comment>
        <translation>pasaste la carta descubierta</translation>
    </message>
    <message>
        <source>drew %1 from the stock</source>
        <comment>you</comment>
        <translation>robaste %1 del mazo</translation>
    </message>
    <message>
        <source>drew from the stock</source>
        <comment>you</comment>
        <translation>robaste del mazo</translation>
    </message>
    <message>
        <source>took %1 from the discard pile</source>
        <comment>you</comment>
        <translation>tomaste %1 del descarte</translation>
    </message>
    <message>
        <source>discarded %1</source>
        <comment>you</comment>
        <translation>descartaste %1</translation>
    </message>
    <message>
        <source>went gin!</source>
        <comment>you</comment>
        <translation>¡hiciste gin!</translation>
    </message>
    <message>
        <source>went big gin!</source>
        <comment>you</comment>
        <translation>¡hiciste big gin!</translation>
    </message>
    <message>
        <source>knocked</source>
        <comment>you</comment>
        <translation>cerraste</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>You %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>the computer</comment>
        <translation>El ordenador %2</translation>
    </message>
    <message>
        <source>Hand %1 dealt</source>
        <translation>Mano %1 repartida</translation>
    </message>
    <message>
        <source>Game resumed: hand %1</source>
        <translation>Partida retomada: mano %1</translation>
    </message>
    <message>
        <source>Move taken back</source>
        <translation>Jugada deshecha</translation>
    </message>
    <message>
        <source>Playing to gin: no more knocking for you this hand, only gin</source>
        <translation>Jugando a gin: ya no puedes cerrar en esta mano, solo hacer gin</translation>
    </message>
    <message>
        <source>Draw a card first, from the stock or the discard pile</source>
        <translation>Primero roba una carta, del mazo o del descarte</translation>
    </message>
    <message>
        <source>Discarding %1 leaves too much deadwood to knock; pick another card or press %2</source>
        <translation>Descartar %1 deja demasiados puntos sueltos para cerrar; elige otra carta o pulsa %2</translation>
    </message>
    <message>
        <source>Discarding %1 leaves too much deadwood to knock; pick another card or press K</source>
        <translation type="vanished">Descartar %1 deja demasiados puntos sueltos para cerrar; elige otra carta o pulsa K</translation>
    </message>
    <message>
        <source>You cannot knock now</source>
        <translation>Ahora no puedes cerrar</translation>
    </message>
    <message>
        <source>A hint helps you: this game now counts as assisted and will not enter the high scores</source>
        <translation>Un consejo te ayuda: esta partida cuenta ahora como asistida y no entrará en los récords</translation>
    </message>
    <message>
        <source>No hint: %1</source>
        <translation>Sin consejo: %1</translation>
    </message>
    <message>
        <source>The variant&apos;s own scoring failed (%1); the standard scoring counts instead</source>
        <translation>La puntuación propia de la variante falló (%1); cuenta la puntuación estándar en su lugar</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>La mano ha terminado</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>The hand is still being played</source>
        <translation>La mano aún se está jugando</translation>
    </message>
    <message>
        <source>First take or pass the upcard</source>
        <translation>Primero toma o pasa la carta descubierta</translation>
    </message>
    <message>
        <source>Both players passed the upcard: draw from the stock</source>
        <translation>Los dos jugadores pasaron la carta descubierta: roba del mazo</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>El descarte está vacío</translation>
    </message>
    <message>
        <source>You have drawn: now discard a card (or knock)</source>
        <translation>Ya has robado: ahora descarta una carta (o cierra)</translation>
    </message>
    <message>
        <source>Say which card to discard</source>
        <translation>Di qué carta descartas</translation>
    </message>
    <message>
        <source>%1 is not in your hand</source>
        <translation>%1 no está en tu mano</translation>
    </message>
    <message>
        <source>You may not discard %1: you just took it from the discard pile</source>
        <translation>No puedes descartar %1: acabas de tomarla del descarte</translation>
    </message>
    <message>
        <source>You already play to gin this hand</source>
        <translation>Ya juegas a gin en esta mano</translation>
    </message>
    <message>
        <source>You can choose to play to gin only when you could knock</source>
        <translation>Solo puedes jugar a gin cuando podrías cerrar</translation>
    </message>
    <message>
        <source>You chose to play to gin this hand: you may not knock, only go gin</source>
        <translation>Juegas a gin en esta mano: no puedes cerrar, solo hacer gin</translation>
    </message>
    <message>
        <source>Big gin is not played under these rules</source>
        <translation>Con estas reglas no se juega big gin</translation>
    </message>
    <message>
        <source>A computer player failed (%1); its fallback move was played</source>
        <translation>Un jugador del ordenador falló (%1); se jugó su jugada de reserva</translation>
    </message>
    <message>
        <source>no move within %1 s</source>
        <translation>ninguna jugada en %1 s</translation>
    </message>
    <message>
        <source>an illegal move (%1)</source>
        <translation>una jugada ilegal (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s strategy failed (%2); its fallback plays %3</source>
        <comment>the computer</comment>
        <translation>La estrategia del ordenador falló (%2); su reserva juega %3</translation>
    </message>
    <message>
        <source>%1&apos;s strategy failed (%2); its fallback plays %3</source>
        <translation>La estrategia de %1 falló (%2); la reserva juega %3</translation>
    </message>
    <message>
        <source>You score %1</source>
        <translation>Sumas %1</translation>
    </message>
    <message>
        <source>%1 scores %2</source>
        <translation>%1 suma %2</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Ganas</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Gana %1</translation>
    </message>
    <message>
        <source>%1 deadwood: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 deadwood: %2, %3 after laying off %4</source>
        <translation>%1: %2, %3 tras acomodar %4</translation>
    </message>
    <message>
        <source>Knock: %1 - %2 = %3</source>
        <translation>Cierre: %1 - %2 = %3</translation>
    </message>
    <message>
        <source>Gin: %1 + bonus %2</source>
        <translation>Gin: %1 + bonificación %2</translation>
    </message>
    <message>
        <source>Big gin: %1 + bonus %2</source>
        <translation>Big gin: %1 + bonificación %2</translation>
    </message>
    <message>
        <source>Undercut: %1 + bonus %2</source>
        <translation>Contragolpe: %1 + bonificación %2</translation>
    </message>
    <message>
        <source>Spade upcard: x%1</source>
        <translation>Pica descubierta: x%1</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n hands won)</source>
        <translation>
            <numerusform>%1 (%n mano ganada)</numerusform>
            <numerusform>%1 (%n manos ganadas)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 scores %2</source>
        <comment>the computer</comment>
        <translation>El ordenador suma %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <comment>the computer</comment>
        <translation>Gana el ordenador</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Ganaste</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 ganó</translation>
    </message>
    <message>
        <source>%1 won</source>
        <comment>the computer</comment>
        <translation>Ganó el ordenador</translation>
    </message>
    <message>
        <source>You knocked and were undercut</source>
        <translation>Cerraste y recibiste un contragolpe</translation>
    </message>
    <message>
        <source>%1 knocked; you undercut</source>
        <comment>the computer</comment>
        <translation>El ordenador cerró, le diste un contragolpe</translation>
    </message>
    <message>
        <source>%1 knocked; you undercut</source>
        <translation>%1 cerró, le diste un contragolpe</translation>
    </message>
    <message>
        <source>%1 knocked, %2 undercut</source>
        <comment>the computer knocked</comment>
        <translation>El ordenador cerró, contragolpe de %2</translation>
    </message>
    <message>
        <source>%1 knocked, %2 undercut</source>
        <comment>the computer undercut</comment>
        <translation>%1 cerró, contragolpe del ordenador</translation>
    </message>
    <message>
        <source>%1 knocked, %2 undercut</source>
        <translation>%1 cerró, contragolpe de %2</translation>
    </message>
    <message>
        <source>You went gin</source>
        <translation>Hiciste gin</translation>
    </message>
    <message>
        <source>You knocked</source>
        <translation>Cerraste</translation>
    </message>
    <message>
        <source>Gin by %1</source>
        <comment>the computer</comment>
        <translation>Gin del ordenador</translation>
    </message>
    <message>
        <source>Knock by %1</source>
        <comment>the computer</comment>
        <translation>Cierre del ordenador</translation>
    </message>
    <message>
        <source>Gin by %1</source>
        <translation>Gin de %1</translation>
    </message>
    <message>
        <source>Knock by %1</source>
        <translation>Cierre de %1</translation>
    </message>
    <message>
        <source>%1 (game)</source>
        <translation>%1 (partida)</translation>
    </message>
    <message>
        <source>%1 (shutout)</source>
        <translation>%1 (zapatero)</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n points</source>
        <translation>
            <numerusform>%1: %n punto</numerusform>
            <numerusform>%1: %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Final score: %1 %2 – %3 %4</source>
        <translation>Resultado final: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <source>The game is drawn</source>
        <translation>La partida queda en empate</translation>
    </message>
    <message>
        <source>%1 by %2 × 2 = %3 (shutout)</source>
        <translation>%1 por %2 × 2 = %3 (zapatero)</translation>
    </message>
    <message>
        <source>%1 by %2 (shutout)</source>
        <translation>%1 por %2 (zapatero)</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 por %2</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Partida %1</translation>
    </message>
    <message>
        <source>%1: %2 %3 – %4 %5</source>
        <translation>%1: %2 %3 – %4 %5</translation>
    </message>
    <message>
        <source>%1: %2 %3 – %4 %5 (unfinished)</source>
        <translation>%1: %2 %3 – %4 %5 (sin terminar)</translation>
    </message>
    <message>
        <source>The game is unfinished</source>
        <translation>La partida está sin terminar</translation>
    </message>
    <message>
        <source>The match is unfinished</source>
        <translation>El encuentro está sin terminar</translation>
    </message>
    <message>
        <source>The match is drawn</source>
        <translation>El encuentro queda en empate</translation>
    </message>
    <message>
        <source>You win the match %1–%2</source>
        <translation>Ganas el encuentro %1–%2</translation>
    </message>
    <message>
        <source>%3 wins the match %1–%2</source>
        <comment>the computer</comment>
        <translation>El ordenador gana el encuentro %1–%2</translation>
    </message>
    <message>
        <source>%3 wins the match %1–%2</source>
        <translation>%3 gana el encuentro %1–%2</translation>
    </message>
    <message>
        <source>your melds</source>
        <translation>tus combinaciones</translation>
    </message>
    <message>
        <source>its melds</source>
        <translation>sus combinaciones</translation>
    </message>
    <message>
        <source>your set</source>
        <translation>tu grupo</translation>
    </message>
    <message>
        <source>its set</source>
        <translation>su grupo</translation>
    </message>
    <message>
        <source>your run</source>
        <translation>tu escalera</translation>
    </message>
    <message>
        <source>its run</source>
        <translation>su escalera</translation>
    </message>
    <message>
        <source>%1 kept out of %2:</source>
        <translation>%1 fuera de %2:</translation>
    </message>
    <message>
        <source>%1 could not lay off %2</source>
        <translation>%1 no pudo acomodar %2</translation>
    </message>
    <message>
        <source>%1 kept %2 out of %3:</source>
        <translation>%1 dejó %2 fuera de %3:</translation>
    </message>
    <message>
        <source>you could not lay off %1</source>
        <translation>no pudiste acomodar %1</translation>
    </message>
    <message>
        <source>You score %2 instead of %3</source>
        <translation>Sumas %2 en vez de %3</translation>
    </message>
    <message>
        <source>%1 scores %2 instead of %3</source>
        <translation>%1 suma %2 en vez de %3</translation>
    </message>
    <message>
        <source>You score %2 instead of losing %3</source>
        <translation>Sumas %2 en vez de perder %3</translation>
    </message>
    <message>
        <source>%1 scores %2 instead of losing %3</source>
        <translation>%1 suma %2 en vez de perder %3</translation>
    </message>
    <message>
        <source>You lose %2 instead of %3</source>
        <translation>Pierdes %2 en vez de %3</translation>
    </message>
    <message>
        <source>%1 loses %2 instead of %3</source>
        <translation>%1 pierde %2 en vez de %3</translation>
    </message>
    <message>
        <source>No score: the stock ran out</source>
        <translation>Sin puntos: se acabó el mazo</translation>
    </message>
    <message>
        <source>%1 knocked and was undercut</source>
        <comment>the computer</comment>
        <translation>El ordenador cerró y recibió un contragolpe</translation>
    </message>
    <message>
        <source>%1 knocked and was undercut</source>
        <translation>%1 cerró y recibió un contragolpe</translation>
    </message>
    <message numerus="yes">
        <source>You win %n points</source>
        <translation>
            <numerusform>Ganas %n punto</numerusform>
            <numerusform>Ganas %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %n points</source>
        <comment>the computer</comment>
        <translation>
            <numerusform>El ordenador gana %n punto</numerusform>
            <numerusform>El ordenador gana %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %n points</source>
        <translation>
            <numerusform>%1 gana %n punto</numerusform>
            <numerusform>%1 gana %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Last hand: %1</source>
        <translation>Última mano: %1</translation>
    </message>
    <message>
        <source>Score: %1 %2 – %3 %4</source>
        <translation>Marcador: %1 %2 – %3 %4</translation>
    </message>
    <message>
        <source>the deal</source>
        <translation>el reparto</translation>
    </message>
    <message>
        <source>%1 of %2 moves played</source>
        <translation>%1 de %2 jugadas hechas</translation>
    </message>
    <message>
        <source>Hand %1 of %2 · %3</source>
        <translation>Mano %1 de %2 · %3</translation>
    </message>
    <message>
        <source>← → move · PgUp PgDn hand
Home End · Space play</source>
        <translation>← → jugada · RePág AvPág mano
Inicio Fin · Espacio reproducir</translation>
    </message>
    <message>
        <source>Hand %1 was dealt before
fair deals: no commitment</source>
        <translation>La mano %1 se repartió antes
de los repartos justos: sin compromiso</translation>
    </message>
    <message>
        <source>Deal %1: commitment %2…
✓ the revealed seed matches</source>
        <translation type="vanished">Reparto %1: compromiso %2…
✓ la semilla revelada coincide</translation>
    </message>
    <message>
        <source>Deal %1: commitment %2…
✗ the revealed seed does NOT match</source>
        <translation type="vanished">Reparto %1: compromiso %2…
✗ la semilla revelada NO coincide</translation>
    </message>
    <message>
        <source>The end of the game (Home: from the start)</source>
        <translation>El final de la partida (Inicio: desde el principio)</translation>
    </message>
    <message>
        <source>→ or PgDn: the next hand</source>
        <translation>→ o AvPág: la mano siguiente</translation>
    </message>
    <message>
        <source>Taking the upcard</source>
        <translation>Tomar la carta descubierta</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Drawing from the stock</source>
        <translation>Robar del mazo</translation>
    </message>
    <message>
        <source>Taking the discard</source>
        <translation>Tomar el descarte</translation>
    </message>
    <message>
        <source>Discarding %1</source>
        <translation>Descartar %1</translation>
    </message>
    <message>
        <source>Knocking with %1</source>
        <translation>Cerrar con %1</translation>
    </message>
    <message>
        <source>Going big gin</source>
        <translation>Hacer big gin</translation>
    </message>
    <message>
        <source>Playing on to gin</source>
        <translation>Seguir jugando a gin</translation>
    </message>
    <message>
        <source>Hand %1, move %2: %3 was worth %4 less than %5.</source>
        <translation>Mano %1, jugada %2: %3 valía %4 menos que %5.</translation>
    </message>
    <message>
        <source>How did you play? The expert weighs every decision of the game.</source>
        <translation>¿Cómo jugaste? El experto sopesa cada decisión de la partida.</translation>
    </message>
    <message>
        <source>How did %1 play? The expert weighs every decision of the game.</source>
        <translation>¿Cómo jugó %1? El experto sopesa cada decisión de la partida.</translation>
    </message>
    <message numerus="yes">
        <source>Accuracy %1: %2 of %n decisions within a point of the expert&apos;s best; %3 given up.</source>
        <translation>
            <numerusform>Precisión %1: %2 de %n decisión a menos de un punto de la mejor del experto; %3 perdidos.</numerusform>
            <numerusform>Precisión %1: %2 de %n decisiones a menos de un punto de la mejor del experto; %3 perdidos.</numerusform>
        </translation>
    </message>
    <message>
        <source>No decision was reviewed.</source>
        <translation>No se revisó ninguna decisión.</translation>
    </message>
    <message numerus="yes">
        <source>%n decisions could not be reviewed: %1.</source>
        <translation>
            <numerusform>%n decisión no pudo revisarse: %1.</numerusform>
            <numerusform>%n decisiones no pudieron revisarse: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy %1: %2 of %n decisions within a point of the expert&apos;s best; %3 points given up.</source>
        <translation type="vanished">
            <numerusform>Precisión %1: %2 de %n decisión a menos de un punto de la mejor del experto; %3 puntos perdidos.</numerusform>
            <numerusform>Precisión %1: %2 de %n decisiones a menos de un punto de la mejor del experto; %3 puntos perdidos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The knock ran a %1 risk of being undercut.</source>
        <translation type="vanished">El cierre corría un riesgo de contragolpe del %1.</translation>
    </message>
    <message>
        <source>Every card melded: it was gin.</source>
        <translation type="vanished">Todas las cartas combinadas: era gin.</translation>
    </message>
    <message>
        <source>A knock with %1 deadwood had only a %2 risk of an undercut.</source>
        <translation type="vanished">Un cierre con %1 puntos sueltos solo tenía un riesgo de contragolpe del %2.</translation>
    </message>
    <message>
        <source>The opponent could meld that card in %1 of the likely deals, against %2.</source>
        <translation>El rival podía combinar esa carta en el %1 de los repartos probables, frente al %2.</translation>
    </message>
    <message>
        <source>It kept %1 deadwood, against %2.</source>
        <translation type="vanished">Se quedó con %1 puntos sueltos, frente a %2.</translation>
    </message>
    <message numerus="yes">
        <source>It left %n cards that would lower the deadwood, against %1.</source>
        <translation type="vanished">
            <numerusform>Dejó %n carta que bajaría los puntos sueltos, frente a %1.</numerusform>
            <numerusform>Dejó %n cartas que bajarían los puntos sueltos, frente a %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accuracy %1: %2 of %n decisions within a point of the expert&apos;s best</source>
        <translation type="vanished">
            <numerusform>Precisión %1: %2 de %n decisión a menos de un punto de la mejor del experto</numerusform>
            <numerusform>Precisión %1: %2 de %n decisiones a menos de un punto de la mejor del experto</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 points given up.</source>
        <translation type="vanished">; %1 puntos perdidos.</translation>
    </message>
    <message numerus="yes">
        <source>(%1 of %n decisions reviewed.)</source>
        <translation>
            <numerusform>(%1 de %n decisión revisada.)</numerusform>
            <numerusform>(%1 de %n decisiones revisadas.)</numerusform>
        </translation>
    </message>
    <message>
        <source>The card taken made a meld: %1.</source>
        <translation type="vanished">La carta tomada formaba una combinación: %1.</translation>
    </message>
    <message>
        <source>Played out to the end of the hand, it scored %1 points less on average.</source>
        <translation type="vanished">Jugada hasta el final de la mano, sumaba de media %1 puntos menos.</translation>
    </message>
    <message>
        <source>Hand %1, move %2: %3 was worth %4 points less than %5.</source>
        <translation type="vanished">Mano %1, jugada %2: %3 valía %4 puntos menos que %5.</translation>
    </message>
    <message>
        <source>The expert: %1. %2</source>
        <translation>El experto: %1. %2</translation>
    </message>
    <message>
        <source>%1 to play…</source>
        <translation>Juega %1…</translation>
    </message>
    <message>
        <source>The computer plays your hand…</source>
        <translation>El ordenador juega tu mano…</translation>
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
        <translation>C</translation>
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
        <translation>L</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the key: quit</comment>
        <translation>Q</translation>
    </message>
    <message>
        <source>%1 to play…</source>
        <comment>the computer</comment>
        <translation>Juega el ordenador…</translation>
    </message>
    <message>
        <source>Go gin, discarding %1?</source>
        <translation>¿Hacer gin descartando %1?</translation>
    </message>
    <message>
        <source>Knock with %2, discarding %1?</source>
        <translation>¿Cerrar con %2 descartando %1?</translation>
    </message>
    <message>
        <source>Your turn: take the upcard or pass</source>
        <translation>Tu turno: toma la carta descubierta o pasa</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D) or the discard pile (P)</source>
        <translation type="vanished">Tu turno: roba del mazo (D) o del descarte (P)</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (D)</source>
        <translation type="vanished">Tu turno: roba del mazo (D)</translation>
    </message>
    <message>
        <source>Knocking: choose the card to lay face down</source>
        <translation>Cierre: elige la carta que dejas boca abajo</translation>
    </message>
    <message>
        <source>Your turn: discard a card (click it, or 1–9, 0)</source>
        <translation type="vanished">Tu turno: descarta una carta (haz clic en ella, o 1–9, 0)</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>Puntos sueltos %1</translation>
    </message>
    <message>
        <source> · best discard leaves %1</source>
        <translation> · el mejor descarte deja %1</translation>
    </message>
    <message>
        <source>DEMO (F2)</source>
        <translation>DEMO (F2)</translation>
    </message>
    <message>
        <source>assisted game</source>
        <translation>partida asistida</translation>
    </message>
    <message>
        <source>Deal %1 commitment %2…</source>
        <translation type="vanished">Reparto %1 compromiso %2…</translation>
    </message>
    <message>
        <source>Deal %1 seed %2… %3</source>
        <translation type="vanished">Reparto %1 semilla %2… %3</translation>
    </message>
    <message>
        <source>D deck · P pile · 1–0 discard
U undo · H hint
F1 help · F2 demo</source>
        <translation type="vanished">D mazo · P descarte · 1–0 descartar
U deshacer · H consejo
F1 ayuda · F2 demo</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Consejo: %1</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>+ bonuses</source>
        <translation>+ bonos</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>a %1</translation>
    </message>
    <message>
        <source>one hand</source>
        <translation>una mano</translation>
    </message>
    <message>
        <source>Blue: a set, three or four cards of one rank</source>
        <translation type="vanished">Azul: un grupo, tres o cuatro cartas del mismo valor</translation>
    </message>
    <message>
        <source>Green: a run, three or more cards in a row of one suit</source>
        <translation type="vanished">Verde: una escalera, tres o más cartas seguidas del mismo palo</translation>
    </message>
    <message>
        <source>Red over the discard pile: your opponent just took your discard</source>
        <translation type="vanished">Rojo sobre el descarte: tu rival acaba de tomar tu carta</translation>
    </message>
    <message>
        <source>Red under a card: laid off on the knocker&apos;s melds</source>
        <translation type="vanished">Rojo bajo una carta: acomodada en las combinaciones de quien cerró</translation>
    </message>
    <message>
        <source>Yellow: the hint, the card, pile or button advised</source>
        <translation type="vanished">Amarillo: el consejo, la carta, el montón o el botón aconsejado</translation>
    </message>
    <message>
        <source>The colour bars:</source>
        <translation>Las barras de color:</translation>
    </message>
    <message>
        <source>set</source>
        <translation>grupo</translation>
    </message>
    <message>
        <source>run</source>
        <translation>escalera</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>pista</translation>
    </message>
    <message>
        <source>taken / laid off</source>
        <translation type="vanished">tomada/puesta</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (%1) or the discard pile (%2)</source>
        <translation>Tu turno: roba del mazo (%1) o del descarte (%2)</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock (%1)</source>
        <translation>Tu turno: roba del mazo (%1)</translation>
    </message>
    <message>
        <source>Your turn: discard a card (click it, or 1–9, 0, %1)</source>
        <translation>Tu turno: descarta una carta (haz clic en ella, o 1–9, 0, %1)</translation>
    </message>
    <message>
        <source>✓ Fair deal</source>
        <translation>✓ Reparto justo</translation>
    </message>
    <message>
        <source>✓ Fair deal: checked</source>
        <translation>✓ Reparto justo: comprobado</translation>
    </message>
    <message>
        <source>✗ Deal does not match its seal</source>
        <translation>✗ El reparto no coincide con su sello</translation>
    </message>
    <message>
        <source>Fair deal: before hand %1 was dealt, GinQt sealed the shuffle with this fingerprint:
%2
When the hand is over it shows the seed, so that anyone can check that the cards were not changed during play.</source>
        <translation>Reparto justo: antes de repartir la mano %1, GinQt selló el barajado con esta huella:
%2
Al acabar la mano muestra la semilla, para que cualquiera pueda comprobar que las cartas no cambiaron durante el juego.</translation>
    </message>
    <message>
        <source>Fair deal: the seed of hand %1, shown now that the hand is over, gives the fingerprint sealed before the deal:
seed %2
fingerprint %3</source>
        <translation>Reparto justo: la semilla de la mano %1, mostrada ahora que la mano acabó, da la huella sellada antes del reparto:
semilla %2
huella %3</translation>
    </message>
    <message>
        <source>The seed of hand %1 does NOT give the fingerprint sealed before the deal:
seed %2
fingerprint %3</source>
        <translation>La semilla de la mano %1 NO da la huella sellada antes del reparto:
semilla %2
huella %3</translation>
    </message>
    <message>
        <source>%1 deck · %2 pile · 1–0 discard
%3 undo · %4 hint
F1 help · F2 demo</source>
        <translation type="vanished">%1 mazo · %2 descarte · 1–0 descartar
%3 deshacer · %4 consejo
F1 ayuda · F2 demo</translation>
    </message>
    <message>
        <source>F1 help · F2 stop the demo</source>
        <translation>F1 ayuda · F2 parar la demo</translation>
    </message>
    <message>
        <source>%1 deck · %2 pile · 1–0, %2 discard
F1 help</source>
        <translation>%1 mazo · %2 descarte · 1–0, %2 descartar
F1 ayuda</translation>
    </message>
    <message>
        <source>%1 deck · %2 pile · 1–0, %2 discard
%3 undo · %4 hint
F1 help · F2 demo</source>
        <translation>%1 mazo · %2 descarte · 1–0, %2 descartar
%3 deshacer · %4 consejo
F1 ayuda · F2 demo</translation>
    </message>
    <message>
        <source>A drawn game</source>
        <translation>Una partida en empate</translation>
    </message>
    <message>
        <source>A drawn match</source>
        <translation>Un encuentro en empate</translation>
    </message>
    <message>
        <source>Match won!</source>
        <translation>¡Encuentro ganado!</translation>
    </message>
    <message>
        <source>Match lost</source>
        <translation>Encuentro perdido</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>¡Ganas la partida!</translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <translation>%1 gana la partida</translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <comment>the computer</comment>
        <translation>El ordenador gana la partida</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>¡Gin!</translation>
    </message>
    <message>
        <source>Big gin!</source>
        <translation>¡Big gin!</translation>
    </message>
    <message>
        <source>Undercut!</source>
        <translation>¡Contragolpe!</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Cierre</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Mano nula</translation>
    </message>
    <message>
        <source>Click anywhere or press Enter for the next hand</source>
        <translation>Haz clic en cualquier sitio o pulsa Intro para la mano siguiente</translation>
    </message>
    <message>
        <source>The demo goes on with a new game (F2 ends it)</source>
        <translation>La demo sigue con una partida nueva (F2 la termina)</translation>
    </message>
    <message>
        <source>Take (%1)</source>
        <translation>Tomar (%1)</translation>
    </message>
    <message>
        <source>Pass (%1)</source>
        <translation>Pasar (%1)</translation>
    </message>
    <message>
        <source>Gin (%1)</source>
        <translation>Gin (%1)</translation>
    </message>
    <message>
        <source>Knock (%1)</source>
        <translation>Cerrar (%1)</translation>
    </message>
    <message>
        <source>Continue (%1)</source>
        <translation>Seguir (%1)</translation>
    </message>
    <message>
        <source>Play to gin (%1)</source>
        <translation>Jugar a gin (%1)</translation>
    </message>
    <message>
        <source>Knocking… (%1)</source>
        <translation>Cerrando… (%1)</translation>
    </message>
    <message>
        <source>Gin with 11 (%1)</source>
        <translation>Gin con 11 (%1)</translation>
    </message>
    <message>
        <source>Quit (%1)</source>
        <translation>Salir (%1)</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Stock (%1)</source>
        <translation>Mazo (%1)</translation>
    </message>
    <message>
        <source>Discard pile (%1)</source>
        <translation>Descarte (%1)</translation>
    </message>
    <message>
        <source>Take (T)</source>
        <translation type="vanished">Tomar (T)</translation>
    </message>
    <message>
        <source>Pass (N)</source>
        <translation type="vanished">Pasar (N)</translation>
    </message>
    <message>
        <source>Gin (Y)</source>
        <translation type="vanished">Gin (Y)</translation>
    </message>
    <message>
        <source>Knock (Y)</source>
        <translation type="vanished">Cerrar (Y)</translation>
    </message>
    <message>
        <source>Continue (N)</source>
        <translation type="vanished">Seguir (N)</translation>
    </message>
    <message>
        <source>Play to gin (P)</source>
        <translation type="vanished">Jugar a gin (P)</translation>
    </message>
    <message>
        <source>Knocking… (K)</source>
        <translation type="vanished">Cerrando… (K)</translation>
    </message>
    <message>
        <source>Knock (K)</source>
        <translation type="vanished">Cerrar (K)</translation>
    </message>
    <message>
        <source>Gin with 11 (G)</source>
        <translation type="vanished">Gin con 11 (G)</translation>
    </message>
    <message>
        <source>Play again (Enter)</source>
        <translation>Jugar otra (Intro)</translation>
    </message>
    <message>
        <source>Quit (Q)</source>
        <translation type="vanished">Salir (Q)</translation>
    </message>
    <message>
        <source>GinQt is already running</source>
        <extracomment>The speeds a scripted run sets to 0 (not written back). A ``--screenshot`` without ``--exit-after-hands`` is taken this long after the start. GINQT_REPORT_SHOWN (the start-up benchmark): print when shown; &quot;exit&quot;: then quit</extracomment>
        <translation>GinQt ya se está ejecutando</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>The name the person plays under by default; &quot;You&quot; gets &quot;Your&quot; and &quot;You win&quot;. The name the computer plays under: each language names it with its article (&quot;L&apos;ordinateur&quot;, &quot;der Computer&quot;, &quot;el ordenador&quot;), so a sentence about it has a translation of its own (:func:`is_computer`). The words of this package (and of any plain ``tr(&quot;...&quot;)`` call) have no context: that is where ``lupdate`` files a call of a function named ``tr`` outside a ``QObject``&apos;s ``self.tr``.</extracomment>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Saved game resumed</source>
        <translation>Partida guardada retomada</translation>
    </message>
    <message>
        <source>Export a game record</source>
        <translation>Exportar el registro de una partida</translation>
    </message>
    <message>
        <source>GinQt game records (*.ginrec)</source>
        <translation>Registros de partidas de GinQt (*.ginrec)</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>The built-in levels</extracomment>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Standard</source>
        <extracomment>The built-in rule variants</extracomment>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>%1 (plugin)</source>
        <translation>%1 (complemento)</translation>
    </message>
    <message>
        <source>A beginner: takes a discard only when it melds, always throws its highest card that fits no meld, and knocks as soon as it can</source>
        <extracomment>What each built-in level does</extracomment>
        <translation>Un principiante: solo toma una carta del descarte si forma una combinación, siempre tira su carta más alta que no encaja en ninguna combinación y cierra en cuanto puede</translation>
    </message>
    <message>
        <source>Classic (gin 20, undercut 10)</source>
        <translation>Clásico (gin 20, contragolpe 10)</translation>
    </message>
    <message>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <source>Straight gin</source>
        <translation>Gin directo</translation>
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
        <translation>Reglas de PalmPilot</translation>
    </message>
    <message>
        <source>AI challenge (EAAI)</source>
        <translation>Desafío de IA (EAAI)</translation>
    </message>
    <message>
        <source>Hollywood</source>
        <translation>Hollywood</translation>
    </message>
    <message>
        <source>Gin rummy</source>
        <extracomment>The built-in rule variants as the table&apos;s score board titles them, short</extracomment>
        <translation>Gin rummy</translation>
    </message>
    <message>
        <source>Classic gin</source>
        <translation>Gin clásico</translation>
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
        <translation>Cerrar con 10 o menos; gin 25, contragolpe 25; a 100</translation>
    </message>
    <message>
        <source>Knock with 10 or less; an older scoring: gin 20, undercut 10; to 100</source>
        <translation>Cerrar con 10 o menos; una puntuación antigua: gin 20, contragolpe 10; a 100</translation>
    </message>
    <message>
        <source>Easy, as in the classic 1993 DOS Gin Rummy by David Teach: always throws its highest unmatched card, knocks at once</source>
        <translation type="vanished">Fácil, como en el clásico Gin Rummy para DOS de David Teach (1993): siempre tira su carta suelta más alta, cierra en cuanto puede</translation>
    </message>
    <message>
        <source>Knock with 10 or less; gin 25, undercut 25; to 100, as in the classic 1993 DOS Gin Rummy by David Teach</source>
        <translation type="vanished">Cerrar con 10 o menos; gin 25, contragolpe 25; a 100, como en el clásico Gin Rummy para DOS de David Teach (1993)</translation>
    </message>
    <message>
        <source>The older scoring of the classic 1993 DOS Gin Rummy by David Teach: gin 20, undercut 10</source>
        <translation type="vanished">La puntuación antigua del clásico Gin Rummy para DOS de David Teach (1993): gin 20, contragolpe 10</translation>
    </message>
    <message>
        <source>Easy game (the 1993 DOS program): always throws its highest unmatched card, knocks at once</source>
        <translation type="vanished">Partida fácil (el programa DOS de 1993): siempre tira su carta suelta más alta, cierra en cuanto puede</translation>
    </message>
    <message>
        <source>A sound club player: takes discards that meld, discards by deadwood and meld potential, avoids feeding your melds, knocks early and later only with little deadwood</source>
        <translation>Un buen jugador de club: toma descartes que combinan, descarta según los puntos sueltos y las posibilidades de combinar, evita alimentar tus combinaciones, cierra pronto y después solo con pocos puntos sueltos</translation>
    </message>
    <message>
        <source>An expert: reads your hand from what you take, refuse and throw, weighs every move on sampled deals, knocks when the undercut risk is low, and plays the score</source>
        <translation>Un experto: lee tu mano por lo que tomas, rechazas y tiras, sopesa cada jugada en repartos simulados, cierra cuando el riesgo de contragolpe es bajo y juega según el marcador</translation>
    </message>
    <message>
        <source>Knock with 10 or less; gin 25, undercut 25; to 100 (the 1993 DOS program)</source>
        <translation type="vanished">Cerrar con 10 o menos; gin 25, contragolpe 25; a 100 (el programa DOS de 1993)</translation>
    </message>
    <message>
        <source>The older scoring: gin 20, undercut 10 (the 1993 DOS program)</source>
        <translation type="vanished">La puntuación antigua: gin 20, contragolpe 10 (el programa DOS de 1993)</translation>
    </message>
    <message>
        <source>The first upcard sets the knock limit (ace: gin only); a spade doubles</source>
        <translation>La primera carta descubierta fija el límite para cerrar (as: solo gin); una pica dobla</translation>
    </message>
    <message>
        <source>Straight gin: no knocking, every hand is won by gin</source>
        <translation>Gin directo: no se cierra, cada mano se gana con gin</translation>
    </message>
    <message>
        <source>Tommy&apos;s Space Cowboy Gin (1987): the upcard showing sets the knock limit; box, game and shutout bonuses</source>
        <translation>Space Cowboy Gin de Tommy (1987): la carta descubierta fija el límite para cerrar; bonificaciones de casilla, partida y zapatero</translation>
    </message>
    <message>
        <source>Tommy&apos;s Gin Rummy (1987): box, game and shutout bonuses</source>
        <translation>Tommy&apos;s Gin Rummy (1987): bonificaciones de casilla, partida y zapatero</translation>
    </message>
    <message>
        <source>GinRummy 1.2 for the PalmPilot: game, box and flat shutout bonuses</source>
        <translation>GinRummy 1.2 para PalmPilot: bonificaciones de partida, casilla y zapatero fijo</translation>
    </message>
    <message>
        <source>The AI challenge&apos;s rules (EAAI): gin 25, undercut 25, no bonuses; the hand is dead when two stock cards are left; a card taken from the pile may not be thrown back; who plays first alternates</source>
        <translation>Las reglas del desafío de IA (EAAI): gin 25, contragolpe 25, sin bonificaciones; la mano es nula cuando quedan dos cartas en el mazo; una carta tomada del descarte no se puede devolver; quien empieza se alterna</translation>
    </message>
    <message>
        <source>Hollywood: three games to 100 scored at once; win two of three</source>
        <translation>Hollywood: tres partidas a 100 a la vez; gana dos de tres</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>%1 rules, to %2, against the %3 computer.</source>
        <translation>Reglas: %1, a %2, contra el ordenador (%3).</translation>
    </message>
    <message>
        <source>Plugins that failed to load: %1</source>
        <translation>Complementos que no se pudieron cargar: %1</translation>
    </message>
    <message>
        <source>What just happened</source>
        <translation>Lo que acaba de pasar</translation>
    </message>
    <message>
        <source>Take the upcard</source>
        <translation>Tomar la carta descubierta</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Robar del mazo</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Tomar el descarte</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Descartar %1</translation>
    </message>
    <message>
        <source>Knock, discarding %1</source>
        <translation>Cerrar descartando %1</translation>
    </message>
    <message>
        <source>Big gin: lay down all eleven cards</source>
        <translation>Big gin: mostrar las once cartas</translation>
    </message>
    <message>
        <source>Play on to gin: no knocking this hand</source>
        <translation>Seguir jugando a gin: sin cerrar en esta mano</translation>
    </message>
    <message>
        <source>Card table</source>
        <extracomment>None before Qt 6.8 (announcements then fall back to a description change) every line announced (moves, results, turns, the table read out) the view&apos;s new accessible name and description</extracomment>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>No game on the table</source>
        <translation>No hay partida en la mesa</translation>
    </message>
    <message>
        <source>No button</source>
        <translation>Ningún botón</translation>
    </message>
    <message>
        <source>%1, button</source>
        <translation>%1, botón</translation>
    </message>
    <message>
        <source>Your hand, empty</source>
        <translation>Tu mano, vacía</translation>
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
        <translation type="vanished">Tan tarde en la mano, un contragolpe es más probable que el %1 que muestran los repartos probables: un cierre debe sumar %2 puntos más que seguir jugando, este %3.</translation>
    </message>
    <message>
        <source>With only %1 deadwood, playing on may bring gin or undercut your opponent&apos;s knock: a knock must score %2 points more than playing on, this one %3.</source>
        <translation type="vanished">Con solo %1 puntos sueltos, seguir jugando puede dar gin o un contragolpe al cierre de tu rival: un cierre debe sumar %2 puntos más que seguir jugando, este %3.</translation>
    </message>
    <message>
        <source>The knock runs a %1 risk of being undercut.</source>
        <translation>El cierre corre un riesgo de contragolpe del %1.</translation>
    </message>
    <message>
        <source>Knocking now scores %1 points more on average, but playing on gives more chance to win the game.</source>
        <translation type="vanished">Cerrar ahora suma de media %1 puntos más, pero seguir jugando da más posibilidades de ganar la partida.</translation>
    </message>
    <message>
        <source>Every card melds: it is gin.</source>
        <translation>Todas las cartas combinan: es gin.</translation>
    </message>
    <message>
        <source>A knock with %1 deadwood has only a %2 risk of an undercut.</source>
        <translation>Un cierre con %1 puntos sueltos solo tiene un riesgo de contragolpe del %2.</translation>
    </message>
    <message>
        <source>It keeps %1 deadwood, against %2.</source>
        <translation>Se queda con %1 puntos sueltos, frente a %2.</translation>
    </message>
    <message>
        <source>It leaves fewer cards that would make gin: %1 against %2.</source>
        <translation>Deja menos cartas que harían gin: %1 frente a %2.</translation>
    </message>
    <message>
        <source>It leaves %1 cards that would lower the deadwood, against %2.</source>
        <translation>Deja %1 cartas que bajarían los puntos sueltos, frente a %2.</translation>
    </message>
    <message>
        <source>The card taken makes a meld: %1.</source>
        <translation>La carta tomada forma una combinación: %1.</translation>
    </message>
    <message>
        <source>Knocking now scores %1 points less on average than playing on.</source>
        <translation type="vanished">Cerrar ahora suma de media %1 puntos menos que seguir jugando.</translation>
    </message>
    <message>
        <source>Played out to the end of the hand, it scores %1 points less on average.</source>
        <translation type="vanished">Jugada hasta el final de la mano, suma de media %1 puntos menos.</translation>
    </message>
    <message>
        <source>throwing it feeds the %1 your opponent picked up (%2)</source>
        <translation>tirarla alimenta el %1 que tu rival recogió (%2)</translation>
    </message>
    <message>
        <source>your opponent could meld it in %1 of the likely deals</source>
        <translation>tu rival podría combinarla en el %1 de los repartos probables</translation>
    </message>
    <message>
        <source>throwing it leaves %1 deadwood, not %2</source>
        <translation>tirarla deja %1 puntos sueltos, no %2</translation>
    </message>
    <message>
        <source>throwing it leaves fewer cards that would make gin (%1 against %2)</source>
        <translation>tirarla deja menos cartas que harían gin (%1 frente a %2)</translation>
    </message>
    <message>
        <source>throwing it leaves %1 outs</source>
        <translation>tirarla deja %1 cartas útiles</translation>
    </message>
    <message>
        <source>throwing it scores %1 points less on average</source>
        <translation type="vanished">tirarla suma de media %1 puntos menos</translation>
    </message>
    <message>
        <source>Keep %1: %2 outs; %3.</source>
        <translation>Conserva %1: %2 cartas útiles; %3.</translation>
    </message>
    <message>
        <source>All eleven cards meld: big gin.</source>
        <translation>Las once cartas combinan: big gin.</translation>
    </message>
    <message>
        <source>Every card melds: gin, %1 points on average.</source>
        <translation type="vanished">Todas las cartas combinan: gin, %1 puntos de media.</translation>
    </message>
    <message>
        <source>%1 deadwood, a %2 risk of an undercut: %3 points on average.</source>
        <translation type="vanished">%1 puntos sueltos, un riesgo de contragolpe del %2: %3 puntos de media.</translation>
    </message>
    <message>
        <source>It is the only move.</source>
        <translation>Es la única jugada.</translation>
    </message>
    <message>
        <source>Play on: %1</source>
        <translation>Seguir: %1</translation>
    </message>
    <message>
        <source>It makes %1; %2 outs after your discard.</source>
        <translation>Forma %1; %2 cartas útiles tras tu descarte.</translation>
    </message>
    <message>
        <source>The %1 fits no meld of yours; %2 unseen cards would lower your deadwood.</source>
        <translation>El %1 no encaja en ninguna de tus combinaciones; %2 cartas no vistas bajarían tus puntos sueltos.</translation>
    </message>
    <message>
        <source>%1: %2 points worse</source>
        <translation type="vanished">%1: %2 puntos peor</translation>
    </message>
    <message>
        <source>%1: %2 points better on the likely deals, but a knock this close to gin must be %3 points better</source>
        <translation type="vanished">%1: %2 puntos mejor en los repartos probables, pero un cierre tan cerca del gin debe ser %3 puntos mejor</translation>
    </message>
    <message>
        <source>%1: %2 points better on the likely deals, but a knock this late must be %3 points better</source>
        <translation type="vanished">%1: %2 puntos mejor en los repartos probables, pero un cierre tan tardío debe ser %3 puntos mejor</translation>
    </message>
    <message>
        <source>%1: %2 points better, but less chance to win the game</source>
        <translation type="vanished">%1: %2 puntos mejor, pero menos posibilidades de ganar la partida</translation>
    </message>
    <message>
        <source>%1: about as good</source>
        <translation>%1: más o menos igual de buena</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Throw %1: it is your highest card outside a meld</source>
        <translation>Descarta %1: es tu carta más alta fuera de una combinación</translation>
    </message>
    <message>
        <source>Throw %1: it is one of your highest cards outside a meld</source>
        <translation>Descarta %1: es una de tus cartas más altas fuera de una combinación</translation>
    </message>
    <message>
        <source>Throw %1: it fits no meld of yours, and your opponent is unlikely to use it</source>
        <translation>Descarta %1: no encaja en ninguna de tus combinaciones, y es poco probable que tu rival la use</translation>
    </message>
    <message>
        <source>Knock with %1 face down: you have %2 points outside melds, and an undercut is unlikely</source>
        <translation type="vanished">Cierra dejando %1 boca abajo: tienes %2 puntos sueltos, y un contragolpe es poco probable</translation>
    </message>
    <message>
        <source>Throw %1: it fits no meld of yours, and your opponent cannot use it</source>
        <translation type="vanished">Descarta %1: no encaja en ninguna de tus combinaciones, y tu rival no puede usarla</translation>
    </message>
    <message>
        <source>This late in the hand an undercut is likelier than the %1 the likely deals show: a knock must score %2 more than playing on, this one %3.</source>
        <extracomment>the other is a late knock, as good on the deals but short of the late margin the other is a knock close to gin, as good on the deals but short of its margin the other is a knock that risks an undercut the other is a knock that scores more but wins the game less often the better is a knock (or gin) and the other plays on the other feeds the opponent a meld more often the other leaves more deadwood the other leaves fewer cards that would make gin the other leaves fewer outs the better takes a card that melds only the playouts tell them apart</extracomment>
        <translation>Tan tarde en la mano, un contragolpe es más probable que el %1 que muestran los repartos probables: un cierre debe sumar %2 más que seguir jugando, este %3.</translation>
    </message>
    <message>
        <source>With only %1 deadwood, playing on may bring gin or undercut your opponent&apos;s knock: a knock must score %2 more than playing on, this one %3.</source>
        <translation>Con solo %1 puntos sueltos, seguir jugando puede dar gin o un contragolpe al cierre de tu rival: un cierre debe sumar %2 más que seguir jugando, este %3.</translation>
    </message>
    <message>
        <source>Knocking now scores %1 more on average, but playing on gives more chance to win the game.</source>
        <translation>Cerrar ahora suma de media %1 más, pero seguir jugando da más posibilidades de ganar la partida.</translation>
    </message>
    <message>
        <source>Knocking now scores %1 less on average than playing on.</source>
        <translation>Cerrar ahora suma de media %1 menos que seguir jugando.</translation>
    </message>
    <message>
        <source>Played out to the end of the hand, it scores %1 less on average.</source>
        <translation>Jugada hasta el final de la mano, suma de media %1 menos.</translation>
    </message>
    <message>
        <source>throwing it scores %1 less on average</source>
        <translation>tirarla suma de media %1 menos</translation>
    </message>
    <message>
        <source>Every card melds: gin, %1 on average.</source>
        <translation>Todas las cartas combinan: gin, %1 de media.</translation>
    </message>
    <message>
        <source>%1 deadwood, a %2 risk of an undercut: %3 on average.</source>
        <translation>%1 puntos sueltos, un riesgo de contragolpe del %2: %3 de media.</translation>
    </message>
    <message>
        <source>%1: %2 worse</source>
        <translation>%1: %2 peor</translation>
    </message>
    <message>
        <source>%1: %2 better on the likely deals, but a knock this close to gin must be %3 better</source>
        <translation>%1: %2 mejor en los repartos probables, pero un cierre tan cerca del gin debe ser %3 mejor</translation>
    </message>
    <message>
        <source>%1: %2 better on the likely deals, but a knock this late must be %3 better</source>
        <translation>%1: %2 mejor en los repartos probables, pero un cierre tan tardío debe ser %3 mejor</translation>
    </message>
    <message>
        <source>%1: %2 better, but less chance to win the game</source>
        <translation>%1: %2 mejor, pero menos posibilidades de ganar la partida</translation>
    </message>
    <message>
        <source>Throw %1: it fits no meld of yours</source>
        <translation>Descarta %1: no encaja en ninguna de tus combinaciones</translation>
    </message>
    <message>
        <source>Throw %1: that leaves you the fewest points outside melds (%2)</source>
        <translation>Descarta %1: así te quedan menos puntos sueltos (%2)</translation>
    </message>
    <message>
        <source>Throw %1: the cards you keep have the best chances of making melds</source>
        <translation>Descarta %1: las cartas que guardas tienen más posibilidades de formar combinaciones</translation>
    </message>
    <message>
        <source>keep %1: your opponent picked up %2 and could use it</source>
        <translation>guarda %1: tu rival recogió %2 y podría usarla</translation>
    </message>
    <message>
        <source>keep %1: your opponent could well use it</source>
        <translation>guarda %1: a tu rival le podría servir</translation>
    </message>
    <message>
        <source>keep %1: it is part of your meld %2</source>
        <translation>guarda %1: forma parte de tu combinación %2</translation>
    </message>
    <message>
        <source>keep %1: with %2 it may still make a meld</source>
        <translation>guarda %1: con %2 aún puede formar una combinación</translation>
    </message>
    <message>
        <source>Take %1: it makes a meld with %2</source>
        <translation>Toma %1: forma una combinación con %2</translation>
    </message>
    <message>
        <source>Take %1: it lowers your points outside melds by %2</source>
        <translation>Toma %1: baja tus puntos sueltos en %2</translation>
    </message>
    <message>
        <source>Take %1: it suits your hand better than an unknown card</source>
        <translation>Toma %1: le va mejor a tu mano que una carta desconocida</translation>
    </message>
    <message>
        <source>Pass: %1 fits no meld of yours</source>
        <translation>Pasa: %1 no encaja en ninguna de tus combinaciones</translation>
    </message>
    <message>
        <source>Pass: %1 would not help you enough</source>
        <translation>Pasa: %1 no te ayudaría lo suficiente</translation>
    </message>
    <message>
        <source>Draw from the stock: it is the only draw</source>
        <translation>Roba del mazo: es el único robo posible</translation>
    </message>
    <message>
        <source>Draw from the stock: %1 fits no meld of yours</source>
        <translation>Roba del mazo: %1 no encaja en ninguna de tus combinaciones</translation>
    </message>
    <message>
        <source>Draw from the stock: %1 would not help you enough</source>
        <translation>Roba del mazo: %1 no te ayudaría lo suficiente</translation>
    </message>
    <message>
        <source>Go gin with %1 face down: all your other cards are in melds</source>
        <translation>Haz gin dejando %1 boca abajo: todas tus demás cartas están en combinaciones</translation>
    </message>
    <message numerus="yes">
        <source>Knock with %1 face down: you have %n points outside melds, and an undercut is unlikely</source>
        <translation>
            <numerusform>Cierra dejando %1 boca abajo: tienes %n punto suelto, y un contragolpe es poco probable</numerusform>
            <numerusform>Cierra dejando %1 boca abajo: tienes %n puntos sueltos, y un contragolpe es poco probable</numerusform>
        </translation>
    </message>
    <message>
        <source>Knock with %1 face down: you have only %2 points outside melds, and an undercut is unlikely</source>
        <translation type="vanished">Cierra dejando %1 boca abajo: solo tienes %2 puntos sueltos, y un contragolpe es poco probable</translation>
    </message>
    <message>
        <source>Knock with %1 face down: an undercut is possible, but waiting is likely to cost more</source>
        <translation>Cierra dejando %1 boca abajo: un contragolpe es posible, pero esperar costaría probablemente más</translation>
    </message>
    <message>
        <source>Throw %1 and do not knock yet: you are close to gin, which scores more</source>
        <translation>Descarta %1 y no cierres todavía: estás cerca del gin, que da más puntos</translation>
    </message>
    <message>
        <source>Throw %1 and do not knock yet: your opponent could well undercut you</source>
        <translation>Descarta %1 y no cierres todavía: tu rival podría darte un contragolpe</translation>
    </message>
    <message>
        <source>Throw %1 and do not knock yet: playing on is likely to score more</source>
        <translation>Descarta %1 y no cierres todavía: seguir jugando probablemente dé más puntos</translation>
    </message>
    <message>
        <source>Go big gin: all eleven cards are in melds</source>
        <translation>Haz big gin: tus once cartas están en combinaciones</translation>
    </message>
    <message>
        <source>Play on to gin: a knock now would risk an undercut</source>
        <translation>Sigue hasta el gin: cerrar ahora arriesgaría un contragolpe</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
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
        <translation>jota</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>1 card</source>
        <extracomment>Between two cards written one after the other (``Q♥ Q♦``, a run ``7♦8♦9♦``): a pause, said as a comma.</extracomment>
        <translation>1 carta</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cartas</translation>
    </message>
    <message>
        <source>a set: %1</source>
        <translation>un grupo: %1</translation>
    </message>
    <message>
        <source>a run: %1</source>
        <translation>una escalera: %1</translation>
    </message>
    <message>
        <source>%1, %2 of %3</source>
        <translation>%1, %2 de %3</translation>
    </message>
    <message>
        <source>In %1</source>
        <translation>En %1</translation>
    </message>
    <message>
        <source>Deadwood, %1 points</source>
        <translation>Puntos sueltos, %1 puntos</translation>
    </message>
    <message>
        <source>The card you just drew</source>
        <translation>La carta que acabas de robar</translation>
    </message>
    <message>
        <source>The hint: discard it</source>
        <translation>El consejo: descártala</translation>
    </message>
    <message>
        <source>Stock, %1</source>
        <translation>Mazo, %1</translation>
    </message>
    <message>
        <source>The hint: draw from the stock</source>
        <translation>El consejo: roba del mazo</translation>
    </message>
    <message>
        <source>Discard pile, empty</source>
        <translation>Descarte, vacío</translation>
    </message>
    <message>
        <source>Discard pile: %1 on top, %2</source>
        <translation>Descarte: %1 encima, %2</translation>
    </message>
    <message>
        <source>Your opponent just took your discard</source>
        <translation>Tu rival acaba de tomar tu descarte</translation>
    </message>
    <message>
        <source>The hint: take it</source>
        <translation>El consejo: tómala</translation>
    </message>
    <message>
        <source>deadwood %1: %2</source>
        <extracomment>the person&apos;s hand arranged (the card just drawn included) the card just drawn the top of the discard pile what a game is played to (&quot;to 100&quot;) the one instruction (or the result&apos;s title after a hand) the opponent&apos;s hand, all of it face up (demo, open hands, its end) else the cards of it that lie face up (taken from the pile) and how many lie face down</extracomment>
        <translation>puntos sueltos %1: %2</translation>
    </message>
    <message>
        <source>no deadwood</source>
        <translation>sin puntos sueltos</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>Tu mano: %1</translation>
    </message>
    <message>
        <source>You just drew %1</source>
        <translation>Acabas de robar %1</translation>
    </message>
    <message>
        <source>Your opponent&apos;s hand: %1</source>
        <translation>La mano de tu rival: %1</translation>
    </message>
    <message numerus="yes">
        <source>Your opponent shows %1 and holds %n more cards face down</source>
        <translation>
            <numerusform>Tu rival muestra %1 y tiene %n carta más boca abajo</numerusform>
            <numerusform>Tu rival muestra %1 y tiene %n cartas más boca abajo</numerusform>
        </translation>
    </message>
    <message>
        <source>1 card in the discard pile</source>
        <translation>1 carta en el descarte</translation>
    </message>
    <message>
        <source>%1 cards in the discard pile</source>
        <translation>%1 cartas en el descarte</translation>
    </message>
    <message>
        <source>Upcard: %1, %2</source>
        <translation>Carta descubierta: %1, %2</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Mazo: %1</translation>
    </message>
    <message>
        <source>Scores %1: %2</source>
        <translation>Marcador %1: %2</translation>
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
        <translation>Azul, marcado %1: un grupo, tres o cuatro cartas del mismo valor</translation>
    </message>
    <message>
        <source>Green, marked %1: a run, three or more cards in a row of one suit</source>
        <translation>Verde, marcado %1: una escalera, tres o más cartas seguidas del mismo palo</translation>
    </message>
    <message>
        <source>Red, marked %1, over the discard pile: your opponent just took your discard</source>
        <translation>Rojo, marcado %1, sobre el descarte: tu rival acaba de tomar tu carta</translation>
    </message>
    <message>
        <source>Red, marked %1, over and under a card: laid off on the knocker&apos;s melds</source>
        <translation>Rojo, marcado %1, encima y debajo de una carta: acomodada en las combinaciones de quien cerró</translation>
    </message>
    <message>
        <source>Yellow, marked %1: the hint, the card, pile or button advised</source>
        <translation>Amarillo, marcado %1: el consejo, la carta, el montón o el botón aconsejado</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>tomada</translation>
    </message>
    <message>
        <source>laid off</source>
        <translation>acomodada</translation>
    </message>
    <message>
        <source>South</source>
        <translation type="vanished">Sur</translation>
    </message>
    <message>
        <source>North</source>
        <translation type="vanished">Norte</translation>
    </message>
    <message>
        <source>%1 (below)</source>
        <extracomment>The built-in player that plays the person&apos;s seat in a demo (the window seats it there).</extracomment>
        <translation>%1 (abajo)</translation>
    </message>
    <message>
        <source>%1 (above)</source>
        <translation>%1 (arriba)</translation>
    </message>
    <message>
        <source>%1 invites you to a game of gin rummy.</source>
        <translation>%1 te invita a una partida de gin rummy.</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Aceptar</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Rechazar</translation>
    </message>
    <message>
        <source>Play a friend</source>
        <translation>Jugar contra un amigo</translation>
    </message>
    <message>
        <source>Say…</source>
        <extracomment>how long the friend&apos;s phrase stays on the table what a friend&apos;s game turns off the FriendGame, after the person was told how it ended the last message shown (the agreement, the end)</extracomment>
        <translation>Decir…</translation>
    </message>
    <message>
        <source>Say something to your friend</source>
        <translation>Decir algo a tu amigo</translation>
    </message>
    <message>
        <source>Meeting your friend: agreeing on the game and making the first deck…</source>
        <translation>Encuentro con tu amigo: acordando la partida y preparando la primera baraja…</translation>
    </message>
    <message>
        <source>Your friend</source>
        <translation>Tu amigo</translation>
    </message>
    <message>
        <source>%1: “%2”</source>
        <translation>%1: «%2»</translation>
    </message>
    <message>
        <source>No game was played: %1.</source>
        <translation>No se jugó ninguna partida: %1.</translation>
    </message>
    <message>
        <source>Hello</source>
        <translation>Hola</translation>
    </message>
    <message>
        <source>Good game</source>
        <translation>Buena partida</translation>
    </message>
    <message>
        <source>Well played</source>
        <translation>Bien jugado</translation>
    </message>
    <message>
        <source>One more?</source>
        <translation>¿Otra?</translation>
    </message>
    <message>
        <source>%1&apos;s connection dropped — waiting for it to come back (%2)</source>
        <translation>La conexión de %1 se cortó — esperando a que vuelva (%2)</translation>
    </message>
    <message>
        <source>%1 %2.

The game was stopped and recorded as abandoned; nobody won it.</source>
        <translation>%1: %2.

La partida se detuvo y se registró como abandonada; nadie la ganó.</translation>
    </message>
    <message>
        <source>%1 %2.

The game is recorded as abandoned, not as a win.</source>
        <translation>%1: %2.

La partida se registra como abandonada, no como una victoria.</translation>
    </message>
    <message>
        <source>Not in a game with a friend: it would not be fair</source>
        <translation>No en una partida contra un amigo: no sería justo</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Reglas: %1</translation>
    </message>
    <message>
        <source>Game to %1 points</source>
        <translation>Partida a %1 puntos</translation>
    </message>
    <message>
        <source>One hand</source>
        <translation>Una sola mano</translation>
    </message>
    <message>
        <source>Gin only: no knocking</source>
        <translation>Solo gin: sin llamar</translation>
    </message>
    <message>
        <source>Knock with %1 or less deadwood</source>
        <translation>Llamar con %1 puntos sueltos o menos</translation>
    </message>
    <message>
        <source>Gin bonus %1, undercut bonus %2</source>
        <translation>Bono de gin %1, bono de contragolpe %2</translation>
    </message>
    <message>
        <source>Big gin (eleven cards) scores %1</source>
        <translation>El gran gin (once cartas) vale %1</translation>
    </message>
    <message>
        <source>A spade as the first upcard doubles the hand</source>
        <translation>Una pica como primera carta descubierta duplica la mano</translation>
    </message>
    <message>
        <source>No laying off</source>
        <translation>Sin descartar en las combinaciones del rival</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About GinQt</source>
        <translation>Acerca de GinQt</translation>
    </message>
    <message>
        <source>&lt;h2&gt;GinQt %1&lt;/h2&gt;&lt;p&gt;Gin Rummy against the computer, or watch it play itself. Opponents and rule variants are plugins anyone can write and install.&lt;/p&gt;&lt;p&gt;Python %2, PySide6 %3&lt;/p&gt;</source>
        <translation>&lt;h2&gt;GinQt %1&lt;/h2&gt;&lt;p&gt;Gin rummy contra el ordenador, o mira cómo juega contra sí mismo. Los rivales y las variantes de reglas son complementos que cualquiera puede escribir e instalar.&lt;/p&gt;&lt;p&gt;Python %2, PySide6 %3&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The plugin system did not load; playing with the built-in rules and a plain opponent.</source>
        <translation>El sistema de complementos no se cargó; se juega con las reglas incorporadas y un rival sencillo.</translation>
    </message>
    <message>
        <source>Plugin errors:</source>
        <translation>Errores de complementos:</translation>
    </message>
    <message>
        <source>Every plugin loaded without error.</source>
        <translation>Todos los complementos se cargaron sin errores.</translation>
    </message>
    <message>
        <source>Sound effects: available.</source>
        <translation>Efectos de sonido: disponibles.</translation>
    </message>
    <message>
        <source>Plugins:</source>
        <translation>Complementos:</translation>
    </message>
    <message>
        <source>each in a process of its own, seeing only its own cards</source>
        <translation>cada uno en su propio proceso, solo ve sus cartas</translation>
    </message>
    <message>
        <source>memory, processes and files limited</source>
        <translation>memoria, procesos y archivos limitados</translation>
    </message>
    <message>
        <source>all it starts ends with the game</source>
        <translation>todo lo que inicia termina con la partida</translation>
    </message>
    <message>
        <source>your files and GinQt&apos;s data out of reach</source>
        <translation>tus archivos y los datos de GinQt fuera de su alcance</translation>
    </message>
    <message>
        <source>no network</source>
        <translation>sin red</translation>
    </message>
    <message>
        <source>cannot signal GinQt or the other player</source>
        <translation>no puede interferir con GinQt ni con el otro jugador</translation>
    </message>
    <message>
        <source>at most 64 processes</source>
        <translation>64 procesos como máximo</translation>
    </message>
    <message>
        <source>none of your session&apos;s settings</source>
        <translation>nada de tu sesión (variables de entorno)</translation>
    </message>
    <message>
        <source>no connection to your desktop (its display, its message bus)</source>
        <translation>ninguna conexión con tu escritorio (pantalla, bus de mensajes)</translation>
    </message>
    <message>
        <source>no hidden connection to other programs</source>
        <translation>ninguna conexión oculta con otros programas</translation>
    </message>
    <message>
        <source>no memory shared with other programs</source>
        <translation>ninguna memoria compartida con otros programas</translation>
    </message>
    <message>
        <source>at most 256 MiB of temporary files</source>
        <translation>como máximo 256 MiB de archivos temporales</translation>
    </message>
    <message>
        <source>Third-party opponents on this machine:</source>
        <translation>Rivales de terceros en este equipo:</translation>
    </message>
    <message>
        <source>Opponents: %1</source>
        <translation>Rivales: %1</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>cargado</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloqueado</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>Opponent: %1</source>
        <translation type="vanished">Rival: %1</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Reglas: %1</translation>
    </message>
    <message>
        <source>Plugin</source>
        <translation>Complemento</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Origen</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>Ofrece</translation>
    </message>
    <message>
        <source> (built in)</source>
        <translation> (incorporado)</translation>
    </message>
    <message>
        <source>Plugins</source>
        <translation>Complementos</translation>
    </message>
</context>
<context>
    <name>AddEngineDialog</name>
    <message>
        <source>Add an engine</source>
        <translation>Añadir un motor</translation>
    </message>
    <message>
        <source>An engine is a program in any language that speaks the GinQt engine protocol (docs/ENGINES.md).</source>
        <translation>Un motor es un programa en cualquier lenguaje que habla el protocolo de motores de GinQt (docs/ENGINES.md).</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>Línea de &amp;órdenes:</translation>
    </message>
    <message>
        <source>The command line cannot be read: %1</source>
        <translation>No se puede leer la línea de órdenes: %1</translation>
    </message>
    <message>
        <source>%1 is already a player&apos;s name; choose another</source>
        <translation>%1 ya es el nombre de un jugador; elija otro</translation>
    </message>
    <message>
        <source>Give the command that starts the engine.</source>
        <translation>Indique la orden que inicia el motor.</translation>
    </message>
    <message>
        <source>Starting the engine…</source>
        <translation>Iniciando el motor…</translation>
    </message>
    <message>
        <source>The list of engines cannot be written: %1</source>
        <translation>No se puede escribir la lista de motores: %1</translation>
    </message>
</context>
<context>
    <name>BossScreen</name>
    <message>
        <source>Untitled</source>
        <extracomment>The 1993 DOS program: &quot;two seconds per score limit point ... The minimum time is one minute.&quot;</extracomment>
        <translation>Sin título</translation>
    </message>
</context>
<context>
    <name>ColourButton</name>
    <message>
        <source>Custom colour</source>
        <extracomment>The preferences the dialog&apos;s own tabs show, each by the widget of the same name (the form shows the game&apos;s)</extracomment>
        <translation>Color personalizado</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Elige un color</translation>
    </message>
</context>
<context>
    <name>FriendDialog</name>
    <message>
        <source>Play a friend</source>
        <extracomment>What an invitation code looks like: a number and words, joined by hyphens (spaces are taken as hyphens).</extracomment>
        <translation>Jugar contra un amigo</translation>
    </message>
    <message>
        <source>&amp;Invite</source>
        <translation>&amp;Invitar</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <source>Meeting place: %1</source>
        <translation>Punto de encuentro: %1</translation>
    </message>
    <message>
        <source>Get a &amp;code</source>
        <translation>Obtener un &amp;código</translation>
    </message>
    <message>
        <source>Your code</source>
        <translation>Tu código</translation>
    </message>
    <message>
        <source>C&amp;opy</source>
        <translation>C&amp;opiar</translation>
    </message>
    <message>
        <source>Get a code, then read it to your friend.</source>
        <translation>Obtén un código y léeselo a tu amigo.</translation>
    </message>
    <message>
        <source>You offer:</source>
        <translation>Ofreces:</translation>
    </message>
    <message>
        <source>The rules of your Preferences (Options › Preferences)</source>
        <translation>Las reglas de tus preferencias (Opciones › Preferencias)</translation>
    </message>
    <message>
        <source>Asking the meeting place for a code…</source>
        <translation>Pidiendo un código al punto de encuentro…</translation>
    </message>
    <message>
        <source>Read this code to your friend. Waiting for your friend to join…</source>
        <translation>Léele este código a tu amigo. Esperando a que tu amigo se una…</translation>
    </message>
    <message>
        <source>Your friend&apos;s code</source>
        <translation>El código de tu amigo</translation>
    </message>
    <message>
        <source>Type the code your friend read to you and press Enter.</source>
        <translation>Escribe el código que te leyó tu amigo y pulsa Intro.</translation>
    </message>
    <message>
        <source>Your friend&apos;s &amp;code:</source>
        <translation>&amp;Código de tu amigo:</translation>
    </message>
    <message>
        <source>That is not an invitation code; a code looks like 7-crossover-clockwork.</source>
        <translation>Eso no es un código de invitación; un código es así: 7-crossover-clockwork.</translation>
    </message>
    <message>
        <source>Joining your friend…</source>
        <translation>Uniéndote a tu amigo…</translation>
    </message>
    <message>
        <source>The link failed: %1</source>
        <translation>La conexión falló: %1</translation>
    </message>
</context>
<context>
    <name>GameForm</name>
    <message>
        <source>Pick 0 to 500, or type any limit up to 999; 0 plays one hand</source>
        <translation>Elige de 0 a 500, o escribe un límite hasta 999; 0 juega una sola mano</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Rival:</translation>
    </message>
    <message>
        <source>&amp;Score limit:</source>
        <translation>&amp;Límite de puntos:</translation>
    </message>
    <message>
        <source>&amp;Trust its plugin (it could see every card)</source>
        <extracomment>Score limits offered in the list (the 1993 DOS program: 0 to 500 in steps of 50); any other can be typed.</extracomment>
        <translation>&amp;Confiar en su complemento (podría ver todas las cartas)</translation>
    </message>
    <message>
        <source>Opponents from plugins you installed play in a process of their own, where they see only their own cards.
Trusted, it plays inside GinQt: faster, but it could see every card.</source>
        <translation>Los rivales de complementos que instalaste juegan en un proceso propio, donde solo ven sus cartas.
Si confías en él, juega dentro de GinQt: más rápido, pero podría ver todas las cartas.</translation>
    </message>
    <message>
        <source>&amp;Back to these rules&apos; own options</source>
        <translation>&amp;Volver a las opciones propias de estas reglas</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>Rule options (point at one for what it does):</source>
        <translation>Opciones de las reglas (señala una para ver qué hace):</translation>
    </message>
    <message>
        <source>As the rules say (%1)</source>
        <translation>Según las reglas (%1)</translation>
    </message>
    <message>
        <source>The score limit must be a whole number from 0 to 999, not %1</source>
        <translation>El límite de puntos debe ser un número entero de 0 a 999, no %1</translation>
    </message>
    <message>
        <source>This name cannot be used: %1</source>
        <translation>Ese nombre no se puede usar: %1</translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation>Con estas reglas no se puede jugar: %1</translation>
    </message>
    <message>
        <source>Score limit</source>
        <translation>Límite de puntos</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>Computer</source>
        <extracomment>the log was saved; how many moves it holds a game was counted: its GameReport (None: nothing to count) something the user should know (a save that failed, a new high score) the log of the player&apos;s game (None: none, or a demo) the game in the log was counted Closing mid-game counts the game as quit (instead of keeping it to resume). Leave the saved game on disk alone this session (a scripted run that did not resume it). how long each save took (for measurements) the game records (docs/RECORDS.md), in the data folder&apos;s records/</extracomment>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>A new high score: number %1 on the list</source>
        <translation>Un nuevo récord: puesto %1 de la lista</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>GinQt — rules and keys</source>
        <translation>GinQt — reglas y teclas</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Ratón</translation>
    </message>
    <message>
        <source>Draw: click the stock or the discard pile</source>
        <translation>Robar: haz clic en el mazo o en el descarte</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>Clic</translation>
    </message>
    <message>
        <source>Discard: click the card (or double-click, as set in Preferences)</source>
        <translation>Descartar: haz clic en la carta (o doble clic, según las Preferencias)</translation>
    </message>
    <message>
        <source>Rearrange your hand</source>
        <translation>Ordenar tu mano</translation>
    </message>
    <message>
        <source>Drag a card</source>
        <translation>Arrastrar una carta</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Consejo</translation>
    </message>
    <message>
        <source>Middle button</source>
        <translation>Botón central</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Teclas</translation>
    </message>
    <message>
        <source>Rules and keys</source>
        <translation>Reglas y teclas</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
</context>
<context>
    <name>HighScoresDialog</name>
    <message>
        <source>High scores</source>
        <translation>Récords</translation>
    </message>
    <message>
        <source>The best average scores per hand. Games played with help (a hint or advice, multiple undo, open hands, demo mode) count in the statistics only.</source>
        <translation>Las mejores medias por mano. Las partidas jugadas con ayuda (un consejo, deshacer varias veces, manos abiertas, modo demo) cuentan solo en las estadísticas.</translation>
    </message>
    <message>
        <source>The best average scores per hand. Games played with help (multiple undo, open hands, demo mode) count in the statistics only.</source>
        <translation type="vanished">Las mejores medias por mano. Las partidas jugadas con ayuda (deshacer varias veces, manos abiertas, modo demo) cuentan solo en las estadísticas.</translation>
    </message>
    <message>
        <source>No high scores yet. Win a game without help to enter the list.</source>
        <translation>Aún no hay récords. Gana una partida sin ayuda para entrar en la lista.</translation>
    </message>
</context>
<context>
    <name>HighScoresModel</name>
    <message>
        <source>Quit before the score limit: the points of the finished hands</source>
        <extracomment>the row shown in bold (the game just recorded; set_highlight)</extracomment>
        <translation>Abandonada antes del límite: los puntos de las manos terminadas</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>Por mano</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Neto</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>Límite</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Abandono</translation>
    </message>
    <message>
        <source>Place on the list</source>
        <translation>Puesto en la lista</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Average score per hand: the final score divided by the hands played</source>
        <translation>Media por mano: la puntuación final dividida entre las manos jugadas</translation>
    </message>
    <message>
        <source>Final score, bonuses included</source>
        <translation>Puntuación final, bonificaciones incluidas</translation>
    </message>
    <message>
        <source>Net score: the winner&apos;s margin after bonuses</source>
        <translation>Neto: la ventaja del ganador tras las bonificaciones</translation>
    </message>
    <message>
        <source>Score limit of the game</source>
        <translation>Límite de puntos de la partida</translation>
    </message>
    <message>
        <source>Hands played, dead hands included</source>
        <translation>Manos jugadas, incluidas las nulas</translation>
    </message>
    <message>
        <source>Rule variant</source>
        <translation>Variante de reglas</translation>
    </message>
    <message>
        <source>Computer opponent</source>
        <translation>Rival del ordenador</translation>
    </message>
    <message>
        <source>Date the game ended</source>
        <translation>Fecha en que terminó la partida</translation>
    </message>
    <message>
        <source>Marked when the game was quit before the end</source>
        <translation>Marcado cuando la partida se abandonó antes del final</translation>
    </message>
</context>
<context>
    <name>HintsPanel</name>
    <message>
        <source>Hints</source>
        <extracomment>How many of the next-best moves the advice lists. the player ticked or cleared &quot;Advice at every turn&quot; advice not asked for was shown on the player&apos;s turn shows the figures behind the advice (outs, points) the latest advice (shown while it is for the view shown) the red suits&apos; colour, four colours</extracomment>
        <translation>Consejos</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>Consejo</translation>
    </message>
    <message>
        <source>Show the advice at every turn</source>
        <translation type="vanished">Mostrar el consejo en cada turno</translation>
    </message>
    <message>
        <source>Off: advice only when you ask (H, or the middle mouse button).
Either way, a game with advice counts as assisted.</source>
        <translation>Desactivado: consejo solo cuando lo pides (H o el botón central del ratón).
En cualquier caso, una partida con consejos cuenta como asistida.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>The figures behind the advice: outs, points on average, the other moves</source>
        <translation>Las cifras detrás del consejo: cartas útiles, puntos de media, las otras jugadas</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>Melds:</source>
        <translation>Combinaciones:</translation>
    </message>
    <message>
        <source>Deadwood:</source>
        <translation>Puntos sueltos:</translation>
    </message>
    <message>
        <source>Knock at:</source>
        <translation>Cerrar con:</translation>
    </message>
    <message>
        <source>Your opponent</source>
        <translation>Tu rival</translation>
    </message>
    <message>
        <source>Holds:</source>
        <translation>Tiene:</translation>
    </message>
    <message>
        <source>Threw:</source>
        <translation>Descartó:</translation>
    </message>
    <message>
        <source>Refused:</source>
        <translation>Rechazó:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Cartas:</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Stock:</source>
        <translation>Mazo:</translation>
    </message>
    <message>
        <source>Upcard:</source>
        <translation>Descubierta:</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>No hay partida</translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>La mano ha terminado</translation>
    </message>
    <message>
        <source>Your opponent is playing</source>
        <translation>Tu rival está jugando</translation>
    </message>
    <message>
        <source>Press H for a hint</source>
        <translation>Pulsa H para un consejo</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>No advice available</source>
        <translation type="vanished">No hay consejo disponible</translation>
    </message>
    <message>
        <source>Advice at every turn</source>
        <translation>Consejo en cada turno</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>nada aún</translation>
    </message>
    <message>
        <source>gin only</source>
        <translation>solo gin</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 o menos</translation>
    </message>
    <message>
        <source> (points ×%1)</source>
        <translation> (puntos ×%1)</translation>
    </message>
    <message>
        <source>face down (the knock)</source>
        <translation>boca abajo (el cierre)</translation>
    </message>
    <message>
        <source>Instead:</source>
        <translation>En su lugar:</translation>
    </message>
    <message>
        <source>Working out the advice…</source>
        <translation>Calculando el consejo…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>GinQt — Gin Rummy</source>
        <translation>GinQt — Gin rummy</translation>
    </message>
    <message>
        <source>Rule changes dropped: %1</source>
        <extracomment>the window is on screen (the first time) The preferences&apos; one owner: a change is a new value, told to every part by ``preferences.changed``. Settings, statistics, high scores and the saved game; ``None`` keeps nothing (tests, self-test). Preferences given on the command line: key -&gt; (that value, the stored one). They override the settings for this run but are not written back unless changed here (the 1993 DOS program). False: a scripted run&apos;s window, whose size is not the user&apos;s layout</extracomment>
        <translation>Cambios de reglas descartados: %1</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="vanished">Ordenador</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>¿Abandonar la partida en curso?</translation>
    </message>
    <message>
        <source>%1 from the next game (Ctrl+N)</source>
        <translation>%1 a partir de la próxima partida (Ctrl+N)</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Quit GinQt?</source>
        <translation>¿Salir de GinQt?</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <extracomment>Game &gt; Play a friend... checkable: the computer plays both hands the whole table in words, for a screen reader 1–9, 0: discard the card at that position a friend&apos;s game: each table message by its phrase (PHRASES)</extracomment>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Move</source>
        <translation>&amp;Jugada</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <extracomment>the panels add their toggles</extracomment>
        <translation>&amp;Opciones</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Rules and keys</source>
        <translation>&amp;Reglas y teclas</translation>
    </message>
    <message>
        <source>&amp;About GinQt</source>
        <translation>&amp;Acerca de GinQt</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>New game &amp;at once (same settings)</source>
        <translation>Nueva partida &amp;ya (misma configuración)</translation>
    </message>
    <message>
        <source>&amp;Demo mode</source>
        <translation>Modo &amp;demo</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <translation>&amp;Rival</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Re&amp;glas</translation>
    </message>
    <message>
        <source>&amp;High scores…</source>
        <translation>Ré&amp;cords…</translation>
    </message>
    <message>
        <source>&amp;Players and statistics…</source>
        <translation>&amp;Jugadores y estadísticas…</translation>
    </message>
    <message>
        <source>Past &amp;games…</source>
        <translation>Partidas an&amp;teriores…</translation>
    </message>
    <message>
        <source>&amp;Quit…</source>
        <translation>&amp;Salir…</translation>
    </message>
    <message>
        <source>Draw from the &amp;deck</source>
        <translation>Robar del &amp;mazo</translation>
    </message>
    <message>
        <source>Take from the &amp;pile / play to gin</source>
        <translation type="vanished">Tomar del &amp;descarte / jugar a gin</translation>
    </message>
    <message>
        <source>&amp;Take the upcard</source>
        <translation>&amp;Tomar la carta descubierta</translation>
    </message>
    <message>
        <source>&amp;Yes: knock</source>
        <translation>&amp;Sí: cerrar</translation>
    </message>
    <message>
        <source>&amp;No: continue / pass</source>
        <translation>&amp;No: seguir / pasar</translation>
    </message>
    <message>
        <source>&amp;Knock with the next discard</source>
        <translation>&amp;Cerrar con el próximo descarte</translation>
    </message>
    <message>
        <source>&amp;Gin with eleven cards</source>
        <translation>&amp;Gin con once cartas</translation>
    </message>
    <message>
        <source>Discard card at position</source>
        <translation>Descartar la carta en la posición</translation>
    </message>
    <message>
        <source>Card %1</source>
        <translation>Carta %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Des&amp;hacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>C&amp;onsejo</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>Mano sig&amp;uiente</translation>
    </message>
    <message>
        <source>Hi&amp;gh contrast</source>
        <translation>Alto co&amp;ntraste</translation>
    </message>
    <message>
        <source>&amp;Card speed</source>
        <translation>&amp;Velocidad de las cartas</translation>
    </message>
    <message>
        <source>Keyboard cursor</source>
        <translation>Cursor del teclado</translation>
    </message>
    <message>
        <source>Play a &amp;friend…</source>
        <translation>Jugar contra un &amp;amigo…</translation>
    </message>
    <message>
        <source>&amp;Say to your friend</source>
        <translation>D&amp;ecir a tu amigo</translation>
    </message>
    <message>
        <source>Take from the &amp;pile, or throw the card you drew on it / play to gin</source>
        <translation>Tomar del &amp;descarte o tirar en él la carta robada / jugar a gin</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <source>Up: piles and buttons</source>
        <translation>Arriba: montones y botones</translation>
    </message>
    <message>
        <source>Down: your hand</source>
        <translation>Abajo: tu mano</translation>
    </message>
    <message>
        <source>Act</source>
        <translation>Actuar</translation>
    </message>
    <message>
        <source>&amp;Sort your hand</source>
        <translation>&amp;Ordenar tu mano</translation>
    </message>
    <message>
        <source>By &amp;rank</source>
        <translation>Por &amp;valor</translation>
    </message>
    <message>
        <source>By &amp;suit</source>
        <translation>Por &amp;palo</translation>
    </message>
    <message>
        <source>&amp;Melds first, then by rank</source>
        <translation>&amp;Combinaciones primero, luego por valor</translation>
    </message>
    <message>
        <source>Melds first, then by s&amp;uit</source>
        <translation>Combinaciones primero, luego por pa&amp;lo</translation>
    </message>
    <message>
        <source>M&amp;anual (drag cards)</source>
        <translation>&amp;Manual (arrastrar cartas)</translation>
    </message>
    <message>
        <source>&amp;Big cards</source>
        <translation>Cartas &amp;grandes</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Baraja de &amp;cuatro colores</translation>
    </message>
    <message>
        <source>&amp;Open hands (assisted)</source>
        <translation>Manos &amp;abiertas (asistido)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <source>&amp;Demo speed</source>
        <translation>Velocidad de la &amp;demo</translation>
    </message>
    <message>
        <source>&amp;Hide the table (boss key)</source>
        <translation>Ocultar la m&amp;esa (tecla del jefe)</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automático</translation>
    </message>
    <message>
        <source>Ask me</source>
        <translation>Preguntarme</translation>
    </message>
    <message>
        <source>Manual (K)</source>
        <translation>Manual (K)</translation>
    </message>
    <message>
        <source>&amp;Knocking</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Gin</source>
        <translation>&amp;Gin</translation>
    </message>
    <message>
        <source>&amp;Multiple undo (assisted)</source>
        <translation>Deshacer &amp;varias veces (asistido)</translation>
    </message>
    <message>
        <source>&amp;Double-click to play a card</source>
        <translation>&amp;Doble clic para jugar una carta</translation>
    </message>
    <message>
        <source>&amp;Sound effects</source>
        <translation>Efectos de &amp;sonido</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animación</translation>
    </message>
    <message>
        <source>Opp&amp;onents</source>
        <translation>&amp;Oponentes</translation>
    </message>
    <message>
        <source>Add an &amp;engine…</source>
        <translation>Añadir un &amp;motor…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>Read the table &amp;aloud</source>
        <translation>&amp;Leer la mesa en voz alta</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Demo: the computer plays both hands</source>
        <translation>&amp;Demo: el ordenador juega las dos manos</translation>
    </message>
    <message>
        <source>Start &amp;directly next time (skip the welcome and this dialog)</source>
        <translation>Empezar &amp;directamente la próxima vez (sin la bienvenida ni este diálogo)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Empezar</translation>
    </message>
</context>
<context>
    <name>PanelManager</name>
    <message>
        <source>Side &amp;panels</source>
        <extracomment>The width the right-hand docks open with, as a share of the window&apos;s and within bounds (all of it times the text size): the table keeps three quarters of a 1024-pixel-wide window and more of a wider one (the table is the game); the player may widen the docks, and the layout is kept. While the docks are open the table keeps at least this share of the window&apos;s width (they give way), a little less with large text (the table&apos;s words grow with it, the docks&apos; need the room). (panel, View-menu shortcut), in menu order the text size, as a factor (the docks grow with it) the table&apos;s colour and high contrast (the docks wear them) F9 is opening (or closing) every panel: it fits them once, at the end View › Side panels (F9): every panel open, in one column of tabs, or every panel closed</extracomment>
        <translation>&amp;Paneles laterales</translation>
    </message>
</context>
<context>
    <name>PastGamesDialog</name>
    <message>
        <source>Past games</source>
        <extracomment>the path of the record to open in the replay viewer
----------
asks where to export a record: (parent, suggested name) -&gt; path (&quot;&quot; for none)</extracomment>
        <translation>Partidas anteriores</translation>
    </message>
    <message>
        <source>Filter: opponent, rules, score, date…</source>
        <translation>Filtro: rival, reglas, puntos, fecha…</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtro</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Todos los resultados</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Asistida</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Borrar…</translation>
    </message>
    <message>
        <source>No games yet: every game you play is kept here.</source>
        <translation>Aún no hay partidas: cada partida que juegues se guarda aquí.</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n games</source>
        <translation>
            <numerusform>%1 de %n partida</numerusform>
            <numerusform>%1 de %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>The record could not be saved: %1</source>
        <translation>No se pudo guardar el registro: %1</translation>
    </message>
    <message>
        <source>Delete the record of this game (%1)? It cannot be undone.</source>
        <translation>¿Borrar el registro de esta partida (%1)? No se puede deshacer.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>The record could not be deleted.</source>
        <translation>No se pudo borrar el registro.</translation>
    </message>
</context>
<context>
    <name>PastGamesModel</name>
    <message>
        <source>Won</source>
        <extracomment>The results a game can have, from the player&apos;s side (the filter&apos;s choices).</extracomment>
        <translation>Ganada</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdida</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonada</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>En juego</translation>
    </message>
    <message>
        <source>Damaged</source>
        <translation>Dañado</translation>
    </message>
    <message>
        <source>Damaged: %1</source>
        <translation>Dañado: %1</translation>
    </message>
    <message>
        <source>Played with help (hints or advice, multiple undo, open hands or demo mode)</source>
        <translation>Jugada con ayuda (consejos, deshacer varias veces, manos abiertas o modo demo)</translation>
    </message>
    <message>
        <source>Played with help (multiple undo, open hands or demo mode)</source>
        <translation type="vanished">Jugada con ayuda (deshacer varias veces, manos abiertas o modo demo)</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Assisted</source>
        <translation>Asistida</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players and statistics</source>
        <extracomment>play the next game as this player this player&apos;s statistics were deleted</extracomment>
        <translation>Jugadores y estadísticas</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>No player has statistics yet. They appear after the first game.</source>
        <translation>Ningún jugador tiene estadísticas todavía. Aparecen tras la primera partida.</translation>
    </message>
    <message>
        <source>&amp;Play as this player</source>
        <translation>&amp;Jugar como este jugador</translation>
    </message>
    <message>
        <source>Your next game is played and counted under this name</source>
        <translation>Tu próxima partida se juega y cuenta con este nombre</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Borrar…</translation>
    </message>
    <message>
        <source>Forget this player&apos;s statistics (the high scores stay)</source>
        <translation>Olvidar las estadísticas de este jugador (los récords se quedan)</translation>
    </message>
    <message>
        <source>Choose a player on the left.</source>
        <translation>Elige un jugador a la izquierda.</translation>
    </message>
    <message>
        <source>Played with help (statistics only, never high scores): %1</source>
        <translation>Jugadas con ayuda (solo estadísticas, nunca récords): %1</translation>
    </message>
    <message>
        <source>Quit before the end: %1</source>
        <translation>Abandonadas antes del final: %1</translation>
    </message>
    <message>
        <source>Delete player</source>
        <translation>Borrar jugador</translation>
    </message>
    <message>
        <source>Delete the statistics of “%1”? This cannot be undone; the high scores stay.</source>
        <translation>¿Borrar las estadísticas de «%1»? No se puede deshacer; los récords se quedan.</translation>
    </message>
    <message>
        <source>“%1” has no statistics any more.</source>
        <translation>«%1» ya no tiene estadísticas.</translation>
    </message>
    <message>
        <source>“%1” was deleted for this session only: the data folder is read-only.</source>
        <translation>«%1» se borró solo para esta sesión: la carpeta de datos es de solo lectura.</translation>
    </message>
    <message>
        <source>The statistics of “%1” were deleted.</source>
        <translation>Se borraron las estadísticas de «%1».</translation>
    </message>
    <message>
        <source>The next game is played as “%1”.</source>
        <translation>La próxima partida se juega como «%1».</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>Por mano</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Última partida</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Games played (won, lost and drawn)</source>
        <translation>Partidas jugadas (ganadas, perdidas y empatadas)</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Games lost</source>
        <translation>Partidas perdidas</translation>
    </message>
    <message>
        <source>Average score per hand</source>
        <translation>Media por mano</translation>
    </message>
    <message>
        <source>Date of the latest game</source>
        <translation>Fecha de la última partida</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>&amp;Table and cards</source>
        <translation>&amp;Mesa y cartas</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>Used for every new game (the New game dialog changes them too).</source>
        <translation>Se usan en cada partida nueva (el diálogo Nueva partida también las cambia).</translation>
    </message>
    <message>
        <source>&amp;Rules defaults</source>
        <translation>&amp;Reglas por defecto</translation>
    </message>
    <message>
        <source>&amp;Sound and confirmations</source>
        <translation>&amp;Sonido y confirmaciones</translation>
    </message>
    <message>
        <source>&amp;Big cards: one big rank and one big suit</source>
        <translation>Cartas &amp;grandes: un valor grande y un palo grande</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck (diamonds blue, clubs green)</source>
        <translation>Baraja de &amp;cuatro colores (diamantes azules, tréboles verdes)</translation>
    </message>
    <message>
        <source>&amp;High contrast: a black table, white and yellow text</source>
        <translation>Alto co&amp;ntraste: mesa negra, texto blanco y amarillo</translation>
    </message>
    <message>
        <source>Green felt</source>
        <translation>Tapete verde</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Default colours</source>
        <translation>Colores por defecto</translation>
    </message>
    <message>
        <source>Melds first, then deadwood by rank</source>
        <translation>Combinaciones primero, luego sueltas por valor</translation>
    </message>
    <message>
        <source>Melds first, then deadwood by suit</source>
        <translation>Combinaciones primero, luego sueltas por palo</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Por valor</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Por palo</translation>
    </message>
    <message>
        <source>As I arrange them (drag)</source>
        <translation>Como yo las ordene (arrastrar)</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>instantáneo</translation>
    </message>
    <message>
        <source>Animation</source>
        <extracomment>Options › Animation: off, cards do not move and no gin, won game or shutout is celebrated</extracomment>
        <translation>Animación</translation>
    </message>
    <message>
        <source>no wait</source>
        <translation>sin espera</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Color de la mesa:</translation>
    </message>
    <message>
        <source>Card backs:</source>
        <translation>Reverso de las cartas:</translation>
    </message>
    <message>
        <source>Red suits:</source>
        <translation>Palos rojos:</translation>
    </message>
    <message>
        <source>Sort your hand:</source>
        <translation>Ordenar tu mano:</translation>
    </message>
    <message>
        <source>Card moves take:</source>
        <translation>Las cartas tardan en moverse:</translation>
    </message>
    <message>
        <source>Computer waits before a move:</source>
        <translation>El ordenador espera antes de jugar:</translation>
    </message>
    <message>
        <source>Demo waits between moves:</source>
        <translation>La demo espera entre jugadas:</translation>
    </message>
    <message>
        <source>Demo shows a finished hand for:</source>
        <translation>La demo muestra una mano terminada:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Ask me (Knock / Continue / Play to gin)</source>
        <translation>Preguntarme (Cerrar / Seguir / Jugar a gin)</translation>
    </message>
    <message>
        <source>Automatically</source>
        <translation>Automáticamente</translation>
    </message>
    <message>
        <source>Only when I press Knock (K)</source>
        <translation type="vanished">Solo cuando pulse Cerrar (K)</translation>
    </message>
    <message>
        <source>A single click</source>
        <translation>Un clic</translation>
    </message>
    <message>
        <source>A double click</source>
        <translation>Un doble clic</translation>
    </message>
    <message>
        <source>&amp;Multiple undo: take back any number of turns (assisted game)</source>
        <translation>Deshacer &amp;varias veces: deshacer cualquier número de turnos (partida asistida)</translation>
    </message>
    <message>
        <source>&amp;Open hands: show the computer&apos;s cards (assisted game)</source>
        <translation>Manos &amp;abiertas: mostrar las cartas del ordenador (partida asistida)</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Start &amp;directly: skip the welcome and the New game dialog</source>
        <translation>Empezar &amp;directamente: sin la bienvenida ni el diálogo Nueva partida</translation>
    </message>
    <message>
        <source>Show the &amp;advice at every turn in the hints panel (assisted game)</source>
        <translation>Mostrar el &amp;consejo en cada turno en el panel de consejos (partida asistida)</translation>
    </message>
    <message>
        <source>Off: advice only when you ask for a hint (H).  Either way a game with advice counts in the statistics only, not in the high scores.</source>
        <translation>Desactivado: consejo solo cuando pides uno (H).  En cualquier caso una partida con consejos cuenta solo en las estadísticas, no en los récords.</translation>
    </message>
    <message>
        <source>&amp;Sound effects (deal, draw, discard, knock, gin); F3 turns them on and off</source>
        <translation>Efectos de &amp;sonido (repartir, robar, descartar, cerrar, gin); F3 los activa y desactiva</translation>
    </message>
    <message>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <source>Only when I press Knock (%1)</source>
        <translation>Solo cuando pulse Cerrar (%1)</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>An opponent from a plugin you installed plays in a process of its own; this is the memory it may use (Linux and macOS)</source>
        <translation>Un rival de un complemento instalado juega en un proceso propio; esta es la memoria que puede usar (Linux y macOS)</translation>
    </message>
    <message>
        <source>Knock when I can:</source>
        <translation>Cerrar cuando pueda:</translation>
    </message>
    <message>
        <source>Go gin when I can:</source>
        <translation>Hacer gin cuando pueda:</translation>
    </message>
    <message>
        <source>Play a card with:</source>
        <translation>Jugar una carta con:</translation>
    </message>
    <message>
        <source>A computer player may think for:</source>
        <translation>Un jugador del ordenador puede pensar:</translation>
    </message>
    <message>
        <source>A plugin&apos;s opponent may use:</source>
        <translation>El rival de un complemento puede usar:</translation>
    </message>
    <message>
        <source>Play a friend: the mailbox server you and your friend meet at (the public one, or a club&apos;s own). It sees neither the code&apos;s words nor a card.</source>
        <translation>Jugar contra un amigo: el servidor de buzón donde os encontráis tú y tu amigo (el público o el de un club). No ve ni las palabras del código ni ninguna carta.</translation>
    </message>
    <message>
        <source>Meeting place:</source>
        <translation>Punto de encuentro:</translation>
    </message>
    <message>
        <source>Sound works on this computer.</source>
        <translation>El sonido funciona en este ordenador.</translation>
    </message>
    <message>
        <source>Ask before &amp;quitting</source>
        <translation>Preguntar antes de &amp;salir</translation>
    </message>
    <message>
        <source>Ask before abandoning a game in &amp;progress</source>
        <translation>Preguntar antes de abandonar una partida en &amp;curso</translation>
    </message>
    <message>
        <source>&amp;Blank the table when idle (2 seconds per point of the score limit, at least a minute); any key brings it back</source>
        <translation>Ocultar la mesa en &amp;reposo (2 segundos por punto del límite, al menos un minuto); cualquier tecla la devuelve</translation>
    </message>
    <message>
        <source>As the system (%1)</source>
        <translation>Como el sistema (%1)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source> games</source>
        <translation> partidas</translation>
    </message>
    <message>
        <source>Past games kept</source>
        <translation>Partidas anteriores guardadas</translation>
    </message>
    <message>
        <source>Keep the records of the last</source>
        <translation>Guardar los registros de las últimas</translation>
    </message>
    <message>
        <source>Large text: the table&apos;s words, the menus, panels and dialogs</source>
        <translation>Texto grande: las palabras de la mesa, los menús, los paneles y los diálogos</translation>
    </message>
    <message>
        <source>Te&amp;xt size:</source>
        <translation>&amp;Tamaño del texto:</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>Read-only data folder: nothing is saved</source>
        <extracomment>&quot;Play as this player&quot;: the next game is played as this name variants, for replays the keeper&apos;s, once attached Open the high-score list by itself after a new high score; ``None``: when on a real screen.</extracomment>
        <translation>Carpeta de datos de solo lectura: no se guarda nada</translation>
    </message>
    <message>
        <source>Nothing is kept: GinQt runs without a data folder</source>
        <translation>No se guarda nada: GinQt funciona sin carpeta de datos</translation>
    </message>
    <message>
        <source>No high scores are kept: GinQt runs without a data folder</source>
        <translation>No se guardan récords: GinQt funciona sin carpeta de datos</translation>
    </message>
    <message>
        <source>No statistics are kept: GinQt runs without a data folder</source>
        <translation>No se guardan estadísticas: GinQt funciona sin carpeta de datos</translation>
    </message>
    <message>
        <source>No game records are kept: GinQt runs without a data folder</source>
        <translation>No se guardan registros de partidas: GinQt funciona sin carpeta de datos</translation>
    </message>
    <message>
        <source>A new high score: number %1 — Game › High scores (%2)</source>
        <translation>Un nuevo récord: puesto %1 — Partida › Récords (%2)</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>Replay: %1 – %2, %3</source>
        <extracomment>the review of :attr:`review_player`&apos;s decisions is done (a ``Review``) what the table shows at a step, beyond the game itself (the review&apos;s best move)</extracomment>
        <translation>Repetición: %1 – %2, %3</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Score history</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Click a hand to go to its deal</source>
        <translation>Haz clic en una mano para ir a su reparto</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Replayed table</source>
        <translation>Mesa repetida</translation>
    </message>
</context>
<context>
    <name>ResultsChart</name>
    <message>
        <source>The margin of each game, oldest on the left: up and green a game won, down and red a game lost</source>
        <translation>La ventaja de cada partida, la más antigua a la izquierda: hacia arriba y en verde una partida ganada, hacia abajo y en rojo una perdida</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganada</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdida</translation>
    </message>
    <message>
        <source>oldest → latest</source>
        <translation>antigua → reciente</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Aún no hay partidas</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>How did %1 play? The expert weighs every decision of the game.</source>
        <extracomment>decisions reviewed, decisions in all the :class:`~ginqt.records.review.Review` (partial after a cancel) the :class:`~ginqt.records.review.Decision` clicked a finished :class:`~ginqt.records.review.Review`</extracomment>
        <translation type="vanished">¿Cómo jugó %1? El experto sopesa cada decisión de la partida.</translation>
    </message>
    <message>
        <source>&amp;Review the game</source>
        <extracomment>decisions reviewed, decisions in all the :class:`~ginqt.records.review.Review` (partial after a cancel) the :class:`~ginqt.records.review.Decision` clicked a finished :class:`~ginqt.records.review.Review` the expert&apos;s effort per decision (None: as it plays)</extracomment>
        <translation>&amp;Revisar la partida</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progreso de la revisión</translation>
    </message>
    <message>
        <source>The costliest mistakes</source>
        <translation>Los errores más caros</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>La revisión falló: %1</translation>
    </message>
    <message>
        <source>No costly mistake: every decision was within %1 points of the expert&apos;s.</source>
        <translation>Ningún error caro: cada decisión estuvo a menos de %1 puntos de la del experto.</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>&amp;Knocking</source>
        <extracomment>The rule options in groups, in the order the dialogs show them (``score_limit`` has its own box).</extracomment>
        <translation>&amp;Cierre</translation>
    </message>
    <message>
        <source>&amp;Bonuses</source>
        <translation>&amp;Bonificaciones</translation>
    </message>
    <message>
        <source>&amp;Dealing and drawing</source>
        <translation>&amp;Reparto y robo</translation>
    </message>
    <message>
        <source> points</source>
        <translation> puntos</translation>
    </message>
    <message>
        <source>Rule options</source>
        <extracomment>one tab per group: the dialogs fit a 1024 x 600 screen</extracomment>
        <translation>Opciones de las reglas</translation>
    </message>
</context>
<context>
    <name>ScoreHistoryModel</name>
    <message>
        <source>You</source>
        <extracomment>A rule variant&apos;s end of a match, as the score history shows it. what each player scored in this row (None: nothing to score) an end-of-game line (boxes, bonuses, final score) &quot;gin&quot;, &quot;big gin&quot;, &quot;knock&quot;, &quot;undercut&quot;, &quot;dead&quot;; &quot;boxes&quot;, &quot;game&quot;, &quot;shutout&quot;, &quot;final&quot; Columns: the hand, how it ended and who scored, then each player&apos;s running total. The points a player scored in the row (a hand or a bonus), in a player&apos;s column.</extracomment>
        <translation type="vanished">Tú</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="vanished">Ordenador</translation>
    </message>
    <message>
        <source>Match drawn</source>
        <extracomment>what each player scored in this row (None: nothing to score) an end-of-game line (boxes, bonuses, final score) &quot;gin&quot;, &quot;big gin&quot;, &quot;knock&quot;, &quot;undercut&quot;, &quot;dead&quot;; &quot;boxes&quot;, &quot;game&quot;, &quot;shutout&quot;, &quot;final&quot; Columns: the hand, how it ended and who scored, then each player&apos;s running total. The points a player scored in the row (a hand or a bonus), in a player&apos;s column.</extracomment>
        <translation>Encuentro en empate</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation type="vanished">%1 ganó</translation>
    </message>
    <message>
        <source>Boxes (%1–%2)</source>
        <translation>Casillas (%1–%2)</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bonificación de partida</translation>
    </message>
    <message>
        <source>Shutout bonus</source>
        <translation>Bonificación de zapatero</translation>
    </message>
    <message>
        <source>The loser won no hand</source>
        <translation>El perdedor no ganó ninguna mano</translation>
    </message>
    <message>
        <source>Game drawn</source>
        <translation>Partida en empate</translation>
    </message>
    <message>
        <source> (shutout)</source>
        <translation> (zapatero)</translation>
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
        <translation type="vanished">Contragolpe</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation type="vanished">Cierre</translation>
    </message>
    <message>
        <source>Gin by %1</source>
        <translation type="vanished">Gin de %1</translation>
    </message>
    <message>
        <source>%1 knocked, %2 undercut</source>
        <translation type="vanished">%1 cerró, contragolpe de %2</translation>
    </message>
    <message>
        <source>A bonus for every hand won: %1 %2, %3 %4</source>
        <translation>Una bonificación por mano ganada: %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>A bonus for the player who reached the score limit</source>
        <translation>Una bonificación para el jugador que alcanzó el límite</translation>
    </message>
    <message>
        <source>Hand %1, dealt by you</source>
        <translation>Mano %1, repartida por ti</translation>
    </message>
    <message>
        <source>Hand %1, dealt by %2</source>
        <comment>the computer</comment>
        <translation>Mano %1, repartida por el ordenador</translation>
    </message>
    <message>
        <source>Hand %1, dealt by %2</source>
        <translation>Mano %1, repartida por %2</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Mano nula</translation>
    </message>
    <message>
        <source>Nobody knocked before the stock ran out: no score</source>
        <translation>Nadie cerró antes de acabarse el mazo: sin puntos</translation>
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
        <translation>contragolpe</translation>
    </message>
    <message>
        <source>%1 +%2 · %3</source>
        <translation>%1 +%2 · %3</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>cierre</translation>
    </message>
    <message>
        <source>Knock by %1</source>
        <translation type="vanished">Cierre de %1</translation>
    </message>
    <message>
        <source>%1 scores %2</source>
        <translation type="vanished">%1 suma %2</translation>
    </message>
    <message>
        <source>Deadwood: knocker %1, defender %2; bonus %3</source>
        <translation>Puntos sueltos: quien cierra %1, rival %2; bonificación %3</translation>
    </message>
    <message>
        <source>Points ×%1 (a spade upcard)</source>
        <translation>Puntos ×%1 (una pica descubierta)</translation>
    </message>
    <message>
        <source>Your running total (in bold when you scored in that hand); on the lines after the game, the bonuses you add</source>
        <translation>Tu total acumulado (en negrita cuando sumaste en esa mano); en las líneas tras la partida, las bonificaciones que añades</translation>
    </message>
    <message>
        <source>%1&apos;s running total (in bold when %1 scored in that hand); on the lines after the game, the bonuses %1 adds</source>
        <comment>the computer</comment>
        <translation>Total acumulado del ordenador (en negrita cuando sumó en esa mano); en las líneas tras la partida, las bonificaciones que añade</translation>
    </message>
    <message>
        <source>%1&apos;s running total (in bold when %1 scored in that hand); on the lines after the game, the bonuses %1 adds</source>
        <translation>Total acumulado de %1 (en negrita cuando %1 sumó en esa mano); en las líneas tras la partida, las bonificaciones que suma %1</translation>
    </message>
    <message>
        <source>Hand number</source>
        <translation>Número de mano</translation>
    </message>
    <message>
        <source>How the hand ended, and who won it</source>
        <translation>Cómo terminó la mano y quién la ganó</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
</context>
<context>
    <name>ScoreHistoryPanel</name>
    <message>
        <source>Score history</source>
        <extracomment>the last input, kept until the model is made (the model shows it then)</extracomment>
        <translation>Historial</translation>
    </message>
    <message>
        <source>One row per hand: who scored how much, and each player&apos;s total</source>
        <translation>Una fila por mano: quién sumó cuánto, y el total de cada jugador</translation>
    </message>
</context>
<context>
    <name>SoundPlayer</name>
    <message>
        <source>No sound effects: this installation of GinQt lacks Qt&apos;s multimedia module. Install it with: pip install &quot;ginqt[sound]&quot;</source>
        <extracomment>samples per second The sound of each moment (a dead hand is quiet; so is a drawn game). Harmonics of a soft brass-like tone. Qt&apos;s multimedia warnings (no audio device, a back end that will not start) would fill stderr: off. sound stopped working; the problem in words why the game is silent, in words (&quot;&quot; when sound works) the error behind :attr:`problem`, for the curious (About&apos;s tooltip)</extracomment>
        <translation>Sin efectos de sonido: a esta instalación de GinQt le falta el módulo multimedia de Qt. Instálalo con: pip install &quot;ginqt[sound]&quot;</translation>
    </message>
    <message>
        <source>No sound effects: this computer has no sound output.</source>
        <translation>Sin efectos de sonido: este ordenador no tiene salida de audio.</translation>
    </message>
    <message>
        <source>The sound effects stopped: the sound could not be played.</source>
        <extracomment>every sound played, newest last (kept short)</extracomment>
        <translation>Los efectos de sonido se detuvieron: no se pudo reproducir el sonido.</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>Statistics</source>
        <extracomment>The friends the panel lists, the latest played first.</extracomment>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Jugador:</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Partidas jugadas:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Ganadas:</translation>
    </message>
    <message>
        <source>Lost:</source>
        <translation>Perdidas:</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Manos jugadas:</translation>
    </message>
    <message>
        <source>Gins, knocks:</source>
        <translation>Gins, cierres:</translation>
    </message>
    <message>
        <source>Undercuts:</source>
        <translation>Contragolpes:</translation>
    </message>
    <message>
        <source>Average per hand:</source>
        <translation>Media por mano:</translation>
    </message>
    <message>
        <source>Best game:</source>
        <translation>Mejor partida:</translation>
    </message>
    <message>
        <source>Streaks:</source>
        <translation>Rachas:</translation>
    </message>
    <message>
        <source>Accuracy:</source>
        <translation>Precisión:</translation>
    </message>
    <message>
        <source>Results over time</source>
        <translation>Resultados en el tiempo</translation>
    </message>
    <message>
        <source>No statistics are kept: GinQt runs without a data folder.</source>
        <translation>No se guardan estadísticas: GinQt funciona sin carpeta de datos.</translation>
    </message>
    <message>
        <source>No game against the computer recorded yet.</source>
        <translation>Aún no hay ninguna partida contra el ordenador.</translation>
    </message>
    <message>
        <source>No game recorded yet. Statistics appear here after your first game.</source>
        <translation>Aún no hay partidas registradas. Las estadísticas aparecen aquí tras tu primera partida.</translation>
    </message>
    <message>
        <source>Against friends:</source>
        <translation>Contra amigos:</translation>
    </message>
    <message>
        <source>%1: won %2, lost %3 of %4</source>
        <translation>%1: %2 ganadas, %3 perdidas de %4</translation>
    </message>
    <message>
        <source> (%1 abandoned)</source>
        <translation> (%1 abandonadas)</translation>
    </message>
    <message>
        <source> (%1 drawn)</source>
        <translation> (%1 empatadas)</translation>
    </message>
    <message>
        <source> (%1 dead)</source>
        <translation> (%1 nulas)</translation>
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
            <numerusform>%n cierre</numerusform>
            <numerusform>%n cierres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to %2 in %n hands (%4 a hand), %5</source>
        <translation>
            <numerusform>%1 a %2 en %n mano (%4 por mano), %5</numerusform>
            <numerusform>%1 a %2 en %n manos (%4 por mano), %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1% in %n reviewed games</source>
        <translation>
            <numerusform>%1% en %n partida revisada</numerusform>
            <numerusform>%1% en %n partidas revisadas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 given, %2 taken</source>
        <translation>%1 dados, %2 recibidos</translation>
    </message>
    <message>
        <source>now %1 won</source>
        <translation>ahora %1 ganadas</translation>
    </message>
    <message>
        <source>now %1 lost</source>
        <translation>ahora %1 perdidas</translation>
    </message>
    <message>
        <source>now none</source>
        <translation>ahora ninguna</translation>
    </message>
    <message>
        <source>; longest %1 won, %2 lost</source>
        <translation>; la más larga %1 ganadas, %2 perdidas</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to GinQt</source>
        <extracomment>deal a game with the settings shown the computer plays both hands the full new-game form (rules and all) closed without a choice: the window deals a game as for Play How to play: show the rules (the welcome stays open)</extracomment>
        <translation>Bienvenido a GinQt</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Rival:</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin rummy</translation>
    </message>
    <message>
        <source>Welcome back, %1.</source>
        <translation>Hola de nuevo, %1.</translation>
    </message>
    <message>
        <source>Meld your cards, knock or go gin before the computer does.</source>
        <translation>Combina tus cartas, cierra o haz gin antes que el ordenador.</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>Deal a game with these settings (Enter)</source>
        <translation>Repartir una partida con esta configuración (Intro)</translation>
    </message>
    <message>
        <source>Watch a &amp;demo</source>
        <translation>Ver una &amp;demo</translation>
    </message>
    <message>
        <source>The computer plays both hands; F2 in the game stops it</source>
        <translation>El ordenador juega las dos manos; F2 en la partida la detiene</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <source>The rules and every key (F1 in the game)</source>
        <translation>Las reglas y todas las teclas (F1 en la partida)</translation>
    </message>
    <message>
        <source>&amp;Options…</source>
        <translation>&amp;Opciones…</translation>
    </message>
    <message>
        <source>Every rule and the score limit, before you deal (Ctrl+N in the game)</source>
        <translation>Todas las reglas y el límite de puntos, antes de repartir (Ctrl+N en la partida)</translation>
    </message>
    <message>
        <source>This name cannot be used: %1</source>
        <translation>Ese nombre no se puede usar: %1</translation>
    </message>
</context>
</TS>
