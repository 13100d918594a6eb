// GinQt's tests: MeldKnockPlayer that, at each hand, tries to read a file outside the sandbox's reach
// (/etc/passwd) and fails loudly when it can.
package ginqttest;

import ginrummy.Card;
import java.nio.file.Files;
import java.nio.file.Path;

public class PeekingPlayer extends MeldKnockPlayer {
    @Override
    public void startGame(int playerNum, int startingPlayerNum, Card[] cards) {
        boolean read;
        try {
            read = Files.readAllBytes(Path.of("/etc/passwd")).length > 0;
        } catch (Exception e) {
            read = false;
        }
        if (read)
            throw new IllegalStateException("the player read /etc/passwd: the sandbox let it out");
        super.startGame(playerNum, startingPlayerNum, cards);
    }
}
