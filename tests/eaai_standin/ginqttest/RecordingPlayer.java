// GinQt's tests: MeldKnockPlayer, writing every call the framework's game makes on standard output,
// one line a call (the bridge sends a player's standard output to standard error).
package ginqttest;

import ginrummy.Card;
import java.util.ArrayList;
import java.util.Arrays;

public class RecordingPlayer extends MeldKnockPlayer {
    private static void say(String line) {
        System.out.println("call " + line);
    }

    @Override
    public void startGame(int playerNum, int startingPlayerNum, Card[] cards) {
        say("startGame " + playerNum + " " + startingPlayerNum + " " + Arrays.toString(cards).replace(" ", ""));
        super.startGame(playerNum, startingPlayerNum, cards);
    }

    @Override
    public boolean willDrawFaceUpCard(Card card) {
        boolean take = super.willDrawFaceUpCard(card);
        say("willDrawFaceUpCard " + card + " " + take);
        return take;
    }

    @Override
    public void reportDraw(int playerNum, Card drawnCard) {
        say("reportDraw " + playerNum + " " + drawnCard);
        super.reportDraw(playerNum, drawnCard);
    }

    @Override
    public Card getDiscard() {
        Card card = super.getDiscard();
        say("getDiscard " + card);
        return card;
    }

    @Override
    public void reportDiscard(int playerNum, Card discardedCard) {
        say("reportDiscard " + playerNum + " " + discardedCard);
        super.reportDiscard(playerNum, discardedCard);
    }

    @Override
    public ArrayList<ArrayList<Card>> getFinalMelds() {
        ArrayList<ArrayList<Card>> melds = super.getFinalMelds();
        say("getFinalMelds " + (melds == null ? "null" : melds.toString().replace(" ", "")));
        return melds;
    }

    @Override
    public void reportFinalMelds(int playerNum, ArrayList<ArrayList<Card>> melds) {
        say("reportFinalMelds " + playerNum + " " + melds.toString().replace(" ", ""));
        super.reportFinalMelds(playerNum, melds);
    }

    @Override
    public void reportScores(int[] scores) {
        say("reportScores " + Arrays.toString(scores).replace(" ", ""));
    }

    @Override
    public void reportLayoff(int playerNum, Card layoffCard, ArrayList<Card> opponentMeld) {
        say("reportLayoff " + playerNum + " " + layoffCard + " " + opponentMeld.toString().replace(" ", ""));
    }

    @Override
    public void reportFinalHand(int playerNum, ArrayList<Card> hand) {
        ArrayList<Card> sorted = new ArrayList<>(hand);
        sorted.sort((a, b) -> a.getId() - b.getId());
        say("reportFinalHand " + playerNum + " " + sorted.toString().replace(" ", ""));
    }
}
