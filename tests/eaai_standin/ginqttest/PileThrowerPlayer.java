// GinQt's tests: a player that keeps its own copy of its hand, as real players do, and throws when that copy
// is out of step with what it was dealt and told.  It always takes the face-up card and throws it straight
// back, which the EAAI rules forbid: GinQt refuses that discard every time, and its fallback discards.
package ginqttest;

import ginrummy.Card;
import ginrummy.GinRummyPlayer;
import ginrummy.GinRummyUtil;
import java.util.ArrayList;
import java.util.Arrays;

public class PileThrowerPlayer implements GinRummyPlayer {
    private int me;
    private final ArrayList<Card> hand = new ArrayList<>();
    private Card taken;
    private boolean otherKnocked;

    @Override
    public void startGame(int playerNum, int startingPlayerNum, Card[] cards) {
        me = playerNum;
        hand.clear();
        hand.addAll(Arrays.asList(cards));
        otherKnocked = false;
    }

    @Override
    public boolean willDrawFaceUpCard(Card card) {
        return true;
    }

    @Override
    public void reportDraw(int playerNum, Card drawnCard) {
        if (playerNum == me) {
            hand.add(drawnCard);
            taken = drawnCard;
        }
    }

    @Override
    public Card getDiscard() {
        if (hand.size() != 11)
            throw new IllegalStateException("out of step: it holds " + hand.size() + " cards, not 11");
        return taken;
    }

    @Override
    public void reportDiscard(int playerNum, Card discardedCard) {
        if (playerNum == me)
            hand.remove(discardedCard);
    }

    @Override
    public ArrayList<ArrayList<Card>> getFinalMelds() {
        if (!otherKnocked)
            return null;
        ArrayList<ArrayList<ArrayList<Card>>> best = GinRummyUtil.cardsToBestMeldSets(hand);
        return best.isEmpty() ? new ArrayList<>() : best.get(0);
    }

    @Override
    public void reportFinalMelds(int playerNum, ArrayList<ArrayList<Card>> melds) {
        if (playerNum != me)
            otherKnocked = true;
    }

    @Override
    public void reportScores(int[] scores) {
    }

    @Override
    public void reportLayoff(int playerNum, Card layoffCard, ArrayList<Card> opponentMeld) {
    }

    @Override
    public void reportFinalHand(int playerNum, ArrayList<Card> hand) {
    }
}
