// GinQt's own stand-in for the EAAI framework's ginrummy.GinRummyUtil, for GinQt's tests only.
// The public names and signatures a player uses follow the framework's API; the code is ours.
package ginrummy;

import java.util.ArrayList;
import java.util.HashSet;

/** Melds, deadwood and card sets as 52-bit masks (bit id = Card.getId()). */
public class GinRummyUtil {
    public static final int GOAL_SCORE = 100;
    public static final int GIN_BONUS = 25;
    public static final int UNDERCUT_BONUS = 25;
    public static final int MAX_DEADWOOD = 10;

    private static final HashSet<Long> MELDS = new HashSet<>();

    static {
        for (int rank = 0; rank < Card.NUM_RANKS; rank++) {
            long all = 0L;
            for (int suit = 0; suit < Card.NUM_SUITS; suit++)
                all |= 1L << Card.getId(rank, suit);
            MELDS.add(all);
            for (int suit = 0; suit < Card.NUM_SUITS; suit++)
                MELDS.add(all & ~(1L << Card.getId(rank, suit)));
        }
        for (int suit = 0; suit < Card.NUM_SUITS; suit++)
            for (int low = 0; low < Card.NUM_RANKS; low++) {
                long run = 0L;
                for (int rank = low; rank < Card.NUM_RANKS; rank++) {
                    run |= 1L << Card.getId(rank, suit);
                    if (rank - low >= 2)
                        MELDS.add(run);
                }
            }
    }

    public static int getDeadwoodPoints(Card card) {
        return Math.min(card.rank + 1, 10);
    }

    public static int getDeadwoodPoints(ArrayList<Card> cards) {
        int points = 0;
        for (Card card : cards)
            points += getDeadwoodPoints(card);
        return points;
    }

    /** Deadwood of ``hand`` once the cards of ``melds`` are set aside. */
    public static int getDeadwoodPoints(ArrayList<ArrayList<Card>> melds, ArrayList<Card> hand) {
        long melded = 0L;
        for (ArrayList<Card> meld : melds)
            melded |= cardsToBitstring(meld);
        int points = 0;
        for (Card card : hand)
            if ((melded & (1L << card.getId())) == 0)
                points += getDeadwoodPoints(card);
        return points;
    }

    public static long cardsToBitstring(ArrayList<Card> cards) {
        long bits = 0L;
        for (Card card : cards)
            bits |= 1L << card.getId();
        return bits;
    }

    public static ArrayList<Card> bitstringToCards(long bitstring) {
        ArrayList<Card> cards = new ArrayList<>();
        for (int id = 0; id < Card.NUM_CARDS; id++)
            if ((bitstring & (1L << id)) != 0)
                cards.add(Card.getCard(id));
        return cards;
    }

    public static HashSet<Long> getAllMeldBitstrings() {
        return MELDS;
    }

    /** Every meld (set or run) made of the given cards. */
    public static ArrayList<ArrayList<Card>> cardsToAllMelds(ArrayList<Card> cards) {
        long hand = cardsToBitstring(cards);
        ArrayList<ArrayList<Card>> melds = new ArrayList<>();
        for (long meld : MELDS)
            if ((meld & hand) == meld)
                melds.add(bitstringToCards(meld));
        return melds;
    }

    /** Every arrangement of disjoint melds that leaves the least deadwood (empty when no meld). */
    public static ArrayList<ArrayList<ArrayList<Card>>> cardsToBestMeldSets(ArrayList<Card> cards) {
        ArrayList<Long> melds = new ArrayList<>();
        for (ArrayList<Card> meld : cardsToAllMelds(cards))
            melds.add(cardsToBitstring(meld));
        ArrayList<ArrayList<Long>> best = new ArrayList<>();
        int[] least = {Integer.MAX_VALUE};
        search(melds, 0, cardsToBitstring(cards), new ArrayList<>(), best, least);
        ArrayList<ArrayList<ArrayList<Card>>> sets = new ArrayList<>();
        for (ArrayList<Long> set : best) {
            if (set.isEmpty())
                continue;
            ArrayList<ArrayList<Card>> meldSet = new ArrayList<>();
            for (long meld : set)
                meldSet.add(bitstringToCards(meld));
            sets.add(meldSet);
        }
        return sets;
    }

    private static void search(ArrayList<Long> melds, int from, long left, ArrayList<Long> chosen,
                               ArrayList<ArrayList<Long>> best, int[] least) {
        int deadwood = getDeadwoodPoints(bitstringToCards(left));
        if (deadwood < least[0]) {
            least[0] = deadwood;
            best.clear();
        }
        if (deadwood == least[0])
            best.add(new ArrayList<>(chosen));
        for (int i = from; i < melds.size(); i++) {
            long meld = melds.get(i);
            if ((meld & left) == meld) {
                chosen.add(meld);
                search(melds, i + 1, left & ~meld, chosen, best, least);
                chosen.remove(chosen.size() - 1);
            }
        }
    }
}
