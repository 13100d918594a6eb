// A small EAAI player of GinQt's own, for GinQt's tests: it takes the face-up card when the card
// makes a meld, discards its highest unmelded card, and knocks as soon as it may.
package ginqttest;

import ginrummy.Card;
import ginrummy.GinRummyPlayer;
import ginrummy.GinRummyUtil;
import java.util.ArrayList;
import java.util.Arrays;

public class MeldKnockPlayer implements GinRummyPlayer {
    private int me;
    private final ArrayList<Card> hand = new ArrayList<>();
    private Card offered;
    private Card takenFaceUp;
    private boolean otherKnocked;

    @Override
    public void startGame(int playerNum, int startingPlayerNum, Card[] cards) {
        me = playerNum;
        hand.clear();
        hand.addAll(Arrays.asList(cards));
        takenFaceUp = null;
        otherKnocked = false;
    }

    @Override
    public boolean willDrawFaceUpCard(Card card) {
        ArrayList<Card> with = new ArrayList<>(hand);
        with.add(card);
        for (ArrayList<Card> meld : GinRummyUtil.cardsToAllMelds(with))
            if (meld.contains(card)) {
                offered = card;
                return true;
            }
        offered = null;
        return false;
    }

    @Override
    public void reportDraw(int playerNum, Card drawnCard) {
        if (playerNum == me) {
            drawnCard.getId();  // as several real players do: a null card for its own draw throws
            hand.add(drawnCard);
            takenFaceUp = drawnCard == offered ? drawnCard : null;
        }
    }

    private boolean melded(Card card, ArrayList<ArrayList<Card>> melds) {
        for (ArrayList<Card> meld : melds)
            if (meld.contains(card))
                return true;
        return false;
    }

    @Override
    public Card getDiscard() {
        ArrayList<ArrayList<ArrayList<Card>>> best = GinRummyUtil.cardsToBestMeldSets(hand);
        ArrayList<ArrayList<Card>> melds = best.isEmpty() ? new ArrayList<>() : best.get(0);
        Card discard = null;
        for (Card card : hand) {
            if (card == takenFaceUp || melded(card, melds))
                continue;
            if (discard == null || card.rank > discard.rank)
                discard = card;
        }
        if (discard == null)  // every card melds: throw the highest that is not the card just taken
            for (Card card : hand)
                if (card != takenFaceUp && (discard == null || card.rank > discard.rank))
                    discard = card;
        return discard;
    }

    @Override
    public void reportDiscard(int playerNum, Card discardedCard) {
        if (playerNum == me)
            hand.remove(discardedCard);
    }

    @Override
    public ArrayList<ArrayList<Card>> getFinalMelds() {
        ArrayList<ArrayList<ArrayList<Card>>> best = GinRummyUtil.cardsToBestMeldSets(hand);
        ArrayList<ArrayList<Card>> melds = best.isEmpty() ? new ArrayList<>() : best.get(0);
        if (otherKnocked || GinRummyUtil.getDeadwoodPoints(melds, hand) <= GinRummyUtil.MAX_DEADWOOD)
            return melds;
        return null;
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
