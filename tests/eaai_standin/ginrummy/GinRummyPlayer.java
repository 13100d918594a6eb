// GinQt's own stand-in for the EAAI framework's ginrummy.GinRummyPlayer, for GinQt's tests only
// (the interface's method signatures, so that a framework player compiles against it unchanged).
package ginrummy;

import java.util.ArrayList;

/** A Gin Rummy player as the EAAI framework's game drives it. */
public interface GinRummyPlayer {
    /** A hand starts (the framework calls this at every hand): your number, who plays first, your ten cards. */
    void startGame(int playerNum, int startingPlayerNum, Card[] cards);

    /** Take the face-up card (true) or draw from the stock / pass the first offer (false)? */
    boolean willDrawFaceUpCard(Card card);

    /** A player drew: the card, or null when the other player drew from the stock. */
    void reportDraw(int playerNum, Card drawnCard);

    /** Which card to discard (not the face-up card just taken). */
    Card getDiscard();

    /** A player discarded a card. */
    void reportDiscard(int playerNum, Card discardedCard);

    /** After your discard: your melds to knock, null to play on; when the other player knocked, your melds. */
    ArrayList<ArrayList<Card>> getFinalMelds();

    /** A player's melds at the end of the hand. */
    void reportFinalMelds(int playerNum, ArrayList<ArrayList<Card>> melds);

    /** The game's scores after a hand. */
    void reportScores(int[] scores);

    /** The defender laid a card off on the knocker's meld (the meld as it was before). */
    void reportLayoff(int playerNum, Card layoffCard, ArrayList<Card> opponentMeld);

    /** A player's hand at the end of the hand. */
    void reportFinalHand(int playerNum, ArrayList<Card> hand);
}
