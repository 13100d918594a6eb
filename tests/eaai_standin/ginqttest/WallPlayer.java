// GinQt's tests: MeldKnockPlayer that never knocks, so that its hands run down to the wall, where (under
// the standard rules) its draw from the stock makes the hand dead without a card.  Like several real
// players it reads the card it is told it drew (MeldKnockPlayer.reportDraw): a null card throws.
package ginqttest;

import ginrummy.Card;
import java.util.ArrayList;

public class WallPlayer extends MeldKnockPlayer {
    private boolean otherKnocked;

    @Override
    public void startGame(int playerNum, int startingPlayerNum, Card[] cards) {
        otherKnocked = false;
        super.startGame(playerNum, startingPlayerNum, cards);
    }

    @Override
    public void reportFinalMelds(int playerNum, ArrayList<ArrayList<Card>> melds) {
        otherKnocked = true;
        super.reportFinalMelds(playerNum, melds);
    }

    @Override
    public ArrayList<ArrayList<Card>> getFinalMelds() {
        return otherKnocked ? super.getFinalMelds() : null;
    }
}
