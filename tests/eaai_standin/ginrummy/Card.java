// GinQt's own stand-in for the EAAI framework's ginrummy.Card, for GinQt's tests only.
// Written for GinQt (MIT): the public names and signatures follow the framework's API so
// that a player compiled against it runs unchanged; the code is ours.
package ginrummy;

import java.util.Collections;
import java.util.HashMap;
import java.util.Stack;

/** A playing card: rank 0..12 (A..K), suit 0..3 (C, H, S, D); id = suit * 13 + rank. */
public class Card {
    public static String[] rankNames = {"A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"};
    public static String[] suitNames = {"C", "H", "S", "D"};
    public static boolean[] isSuitRed = {false, true, false, true};
    public static final int NUM_RANKS = 13;
    public static final int NUM_SUITS = 4;
    public static final int NUM_CARDS = 52;
    public static Card[] allCards = new Card[NUM_CARDS];
    public static HashMap<String, Card> strCardMap = new HashMap<>();
    public static HashMap<String, Integer> strIdMap = new HashMap<>();
    public static HashMap<Integer, String> idStrMap = new HashMap<>();

    static {
        for (int id = 0; id < NUM_CARDS; id++) {
            Card card = new Card(id % NUM_RANKS, id / NUM_RANKS);
            allCards[id] = card;
            strCardMap.put(card.toString(), card);
            strIdMap.put(card.toString(), id);
            idStrMap.put(id, card.toString());
        }
    }

    public final int rank;
    public final int suit;

    public Card(int rank, int suit) {
        this.rank = rank;
        this.suit = suit;
    }

    public static Card getCard(int id) {
        return allCards[id];
    }

    public static Card getCard(int rank, int suit) {
        return allCards[getId(rank, suit)];
    }

    public static int getId(int rank, int suit) {
        return suit * NUM_RANKS + rank;
    }

    /** The 52 cards in an order fixed by the seed; the top of the stack is dealt first. */
    public static Stack<Card> getShuffle(int seed) {
        Stack<Card> deck = new Stack<>();
        Collections.addAll(deck, allCards);
        Collections.shuffle(deck, new java.util.Random(seed));
        return deck;
    }

    public int getRank() {
        return rank;
    }

    public int getSuit() {
        return suit;
    }

    public boolean isRed() {
        return isSuitRed[suit];
    }

    public int getId() {
        return getId(rank, suit);
    }

    @Override
    public String toString() {
        return rankNames[rank] + suitNames[suit];
    }
}
