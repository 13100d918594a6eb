// GinQt's bridge to the EAAI Gin Rummy framework's players (part of GinQt, MIT licence).
//
// It speaks the GinQt engine protocol, version 1 (docs/ENGINES.md), on its standard input and
// output, and drives one ginrummy.GinRummyPlayer in the order and with the conventions of the
// framework's GinRummyGame (docs/ENGINES.md, "EAAI players").  It contains none of the framework:
// the user's classpath provides ginrummy.Card, ginrummy.GinRummyPlayer and the player.
//
//   java [JVM options] -cp BRIDGE_FOLDER:USER_CLASSPATH GinQtEaaiBridge PLAYER_CLASS [-- PATHS...]
//   java -cp ... GinQtEaaiBridge --check PLAYER_CLASS      (one line: "ok ..." or "error ...")
//
// Words after "--" are ignored: GinQt lists there the files the sandbox must let the JVM read.

import ginrummy.Card;
import ginrummy.GinRummyPlayer;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public final class GinQtEaaiBridge {
    static final String RANKS = "A23456789TJQK";
    static final String SUITS = "CHSD";  // the framework's suit order (Card.suitNames)

    private final GinRummyPlayer player;
    private final PrintStream out;
    private int me;
    private final List<Card> hand = new ArrayList<>();
    private Card pendingDiscard;  // our discard, reported to the player before getFinalMelds, as the framework does
    // This hand as it happened, to start the player again on it after GinQt refused one of its moves (its own
    // copy of its hand is then out of step): its deal, who started, every draw and discard told.
    private int starting;
    private Card[] dealt = new Card[0];
    private final List<Integer> toldWho = new ArrayList<>();  // the seat that drew (+ DRAW) or discarded
    private final List<Card> toldCard = new ArrayList<>();  // the card (null: a draw from the stock, unseen)
    private static final int DRAW = 2;
    private boolean outOfStep;  // GinQt refused the player's move: it is started again before it is told more
    private int drawUntold = -1;  // the other player drew from the stock: told with its next move (not at the wall)

    GinQtEaaiBridge(GinRummyPlayer player, PrintStream out) {
        this.player = player;
        this.out = out;
    }

    public static void main(String[] args) throws Exception {
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        System.setOut(System.err);  // a player's prints go to standard error, never into the protocol
        boolean check = args.length > 0 && args[0].equals("--check");
        String className = args.length > (check ? 1 : 0) ? args[check ? 1 : 0] : "";
        if (check) {
            String problem = loadProblem(className);
            protocol.println(problem == null ? "ok " + className + " java " + System.getProperty("java.version")
                                             : "error " + problem);
            protocol.flush();
            System.exit(problem == null ? 0 : 1);
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String offer = in.readLine();
        if (offer == null)
            return;
        if (!offersVersion1(offer)) {
            protocol.println("error no common protocol version (I speak 1)");
            protocol.flush();
            System.exit(1);
        }
        String problem = loadProblem(className);
        if (problem != null) {
            protocol.println("error " + problem);
            protocol.flush();
            System.exit(1);
        }
        GinRummyPlayer player = (GinRummyPlayer) Class.forName(className).getDeclaredConstructor().newInstance();
        String simple = className.substring(className.lastIndexOf('.') + 1);
        protocol.println("protocol 1");
        protocol.println("name EAAI " + simple);
        protocol.println("author an EAAI player (" + className + ") through GinQt's bridge");
        protocol.println("version " + simple + ".class sha256:" + classDigest(player.getClass()));
        protocol.println("variants eaai standard");
        protocol.println("ready");
        protocol.flush();
        new GinQtEaaiBridge(player, protocol).run(in);
    }

    static boolean offersVersion1(String offer) {
        String[] words = offer.trim().split(" ");
        if (words.length < 2 || !words[0].equals("ginqt") || !words[1].startsWith("protocol="))
            return false;
        for (String version : words[1].substring("protocol=".length()).split(","))
            if (version.equals("1"))
                return true;
        return false;
    }

    /** The first 16 hex digits of the SHA-256 of the player's class file (its build), or "unknown". */
    static String classDigest(Class<?> type) {
        String resource = type.getName().replace('.', '/') + ".class";
        ClassLoader loader = type.getClassLoader() != null ? type.getClassLoader() : ClassLoader.getSystemClassLoader();
        try (InputStream in = loader.getResourceAsStream(resource)) {
            if (in == null)
                return "unknown";
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[8192];
            for (int read = in.read(buffer); read > 0; read = in.read(buffer))
                sha.update(buffer, 0, read);
            StringBuilder hex = new StringBuilder();
            for (byte part : sha.digest())
                hex.append(String.format("%02x", part));
            return hex.substring(0, 16);
        } catch (IOException | NoSuchAlgorithmException e) {
            return "unknown";
        }
    }

    /** Why the player class cannot be seated (one line), or null. */
    static String loadProblem(String className) {
        if (className.isEmpty())
            return "no player class given";
        try {
            Class.forName("ginrummy.GinRummyPlayer");
            Class.forName("ginrummy.Card");
        } catch (ClassNotFoundException | LinkageError e) {
            return "the classpath has no ginrummy.GinRummyPlayer and ginrummy.Card (the EAAI framework's classes)";
        }
        Class<?> type;
        try {
            type = Class.forName(className);
        } catch (ClassNotFoundException e) {
            return "no class " + className + " on the classpath";
        } catch (LinkageError e) {
            return "class " + className + " cannot be loaded: " + e;
        }
        if (!GinRummyPlayer.class.isAssignableFrom(type))
            return "class " + className + " does not implement ginrummy.GinRummyPlayer";
        try {
            type.getDeclaredConstructor().newInstance();
        } catch (NoSuchMethodException e) {
            return "class " + className + " has no public constructor without arguments";
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            return "class " + className + " cannot be made: " + cause;
        }
        return null;
    }

    // -- the protocol's lines ------------------------------------------------------------------

    void run(BufferedReader in) throws Exception {
        String line;
        while ((line = in.readLine()) != null) {
            String[] words = line.trim().split(" ");
            Map<String, String> fields = new HashMap<>();
            for (int i = 1; i < words.length; i++) {
                int equals = words[i].indexOf('=');
                if (equals > 0)
                    fields.put(words[i].substring(0, equals), words[i].substring(equals + 1));
            }
            try {
                tellDrawUntold(words[0], fields);
                switch (words[0]) {
                    case "quit": return;
                    case "ping": send("pong id=" + fields.getOrDefault("id", "0")); break;
                    case "game": me = Integer.parseInt(fields.get("seat")); break;
                    case "hand": hand(fields); break;
                    case "go": send("play " + move(fields)); break;
                    case "played": played(fields); break;
                    case "end": end(fields); break;
                    case "illegal": refused(line); break;
                    default: break;  // set, gameover and anything newer: nothing to tell the player
                }
            } catch (RuntimeException | LinkageError e) {  // the player failed: say so, once, and leave
                send("error the EAAI player failed (" + words[0] + "): " + e.toString().replace('\n', ' '));
                e.printStackTrace();
                System.exit(1);
            }
        }
    }

    private void send(String line) {
        out.println(line);
        out.flush();
    }

    static Card card(String text) {
        return Card.getCard(RANKS.indexOf(Character.toUpperCase(text.charAt(0))),
                            SUITS.indexOf(Character.toUpperCase(text.charAt(1))));
    }

    static ArrayList<Card> cards(String text) {
        ArrayList<Card> cards = new ArrayList<>();
        if (text != null && !text.equals("-") && !text.isEmpty())
            for (String word : text.split("\\."))
                cards.add(card(word));
        return cards;
    }

    static ArrayList<ArrayList<Card>> melds(String text) {
        ArrayList<ArrayList<Card>> melds = new ArrayList<>();
        if (text != null && !text.equals("-") && !text.isEmpty())
            for (String meld : text.split("/"))
                if (!meld.isEmpty() && !meld.equals("-"))
                    melds.add(cards(meld));
        return melds;
    }

    static String text(Card card) {
        return card == null ? "-" : "" + RANKS.charAt(card.getRank()) + SUITS.charAt(card.getSuit());
    }

    // -- a hand, as GinRummyGame plays it --------------------------------------------------------

    private void hand(Map<String, String> fields) {
        hand.clear();
        hand.addAll(cards(fields.get("cards")));
        pendingDiscard = null;
        toldWho.clear();
        toldCard.clear();
        outOfStep = false;
        drawUntold = -1;
        starting = 1 - Integer.parseInt(fields.getOrDefault("dealer", "1"));  // the non-dealer plays first
        dealt = hand.toArray(new Card[0]);
        player.startGame(me, starting, dealt.clone());
    }

    /** Keep a draw or a discard the player is told, for {@link #resynchronise}. */
    private void keep(boolean draw, int seat, Card card) {
        toldWho.add(draw ? seat + DRAW : seat);
        toldCard.add(card);
    }

    /** Tell the player a draw or a discard (and keep it). */
    private void tell(boolean draw, int seat, Card card) {
        keep(draw, seat, card);
        if (draw)
            player.reportDraw(seat, card);
        else
            player.reportDiscard(seat, card);
    }

    /**
     * The other player's draw from the stock, told before its next move: not when that draw was at the wall
     * (the hand is dead at once), which the framework's game never lets anyone draw.
     */
    private void tellDrawUntold(String word, Map<String, String> fields) {
        int seat = drawUntold;
        drawUntold = -1;
        if (seat >= 0 && (word.equals("played") || word.equals("end") && !"dead".equals(fields.get("kind"))))
            tell(true, seat, null);
    }

    /**
     * GinQt refused the player's move: the player believes it made it (it was told its discard before it was
     * asked to knock), so its own copy of its hand is out of step.  At the move GinQt's fallback made instead,
     * the player is started again on this hand and told every draw and discard of it as they happened.
     */
    private void refused(String line) {
        System.err.println("GinQt refused the player's move: " + line);
        outOfStep = true;
        pendingDiscard = null;
    }

    private void resynchronise() {
        outOfStep = false;
        player.startGame(me, starting, dealt.clone());
        for (int i = 0; i < toldWho.size(); i++)
            if (toldWho.get(i) >= DRAW)
                player.reportDraw(toldWho.get(i) - DRAW, toldCard.get(i));
            else
                player.reportDiscard(toldWho.get(i), toldCard.get(i));
    }

    private String move(Map<String, String> fields) {
        if (outOfStep)  // (a refused draw the fallback answered with a pass: nothing told since)
            resynchronise();
        List<String> legal = List.of(fields.getOrDefault("legal", "").split(","));
        hand.clear();
        hand.addAll(cards(fields.get("hand")));
        Card top = fields.containsKey("top") && !fields.get("top").equals("-") ? card(fields.get("top")) : null;
        if (legal.contains("take") || legal.contains("pass"))  // the first upcard's offer
            return player.willDrawFaceUpCard(top) ? "take" : "pass";
        if (legal.contains("pile"))
            return player.willDrawFaceUpCard(top) ? "pile" : "stock";
        if (legal.contains("stock"))  // both passed the first upcard: the framework does not ask
            return "stock";
        Card discard = player.getDiscard();
        pendingDiscard = discard;
        player.reportDiscard(me, discard);
        ArrayList<ArrayList<Card>> knock = player.getFinalMelds();
        if (knock == null)
            return text(discard);
        StringBuilder move = new StringBuilder("knock:").append(text(discard));
        for (ArrayList<Card> meld : knock) {
            move.append('/');
            for (int i = 0; i < meld.size(); i++)
                move.append(i == 0 ? "" : ".").append(text(meld.get(i)));
        }
        return move.toString();
    }

    private void played(Map<String, String> fields) {
        int seat = Integer.parseInt(fields.get("seat"));
        String move = fields.getOrDefault("move", "");
        Card card = fields.containsKey("card") ? card(fields.get("card")) : null;
        switch (move) {
            case "pass": case "play-to-gin": case "big-gin": return;
            case "take": case "pile": case "stock":
                if (seat != me && move.equals("stock"))
                    drawUntold = seat;  // told with its next move, unless the hand is dead at once (the wall)
                else if (card != null) {  // (no card: the player drew at the wall, and the hand is dead)
                    if (seat == me)
                        hand.add(card);
                    told(true, seat, card);
                }
                return;
            default:
                Card discard = card(move.startsWith("knock:") ? move.substring(6, 8) : move);
                if (seat == me) {
                    hand.remove(discard);
                    if (pendingDiscard != null && text(discard).equals(text(pendingDiscard))) {  // told before getFinalMelds
                        pendingDiscard = null;
                        keep(false, seat, discard);
                        return;
                    }
                }
                told(false, seat, discard);
        }
    }

    /** Tell the player a move: after a move GinQt refused, start it again on the hand with this move in it. */
    private void told(boolean draw, int seat, Card card) {
        if (!outOfStep) {
            tell(draw, seat, card);
            return;
        }
        keep(draw, seat, card);
        resynchronise();
    }

    private void end(Map<String, String> fields) {
        if (outOfStep)
            resynchronise();
        String kind = fields.getOrDefault("kind", "dead");
        int[] scores = scores(fields.getOrDefault("scores", "0,0"));
        ArrayList<ArrayList<Card>> hands = new ArrayList<>(List.of(new ArrayList<Card>(), new ArrayList<Card>()));
        hands.set(me, new ArrayList<>(hand));
        boolean known = !kind.equals("dead");  // a dead hand: GinQt does not show the other hand
        if (known) {
            int knocker = Integer.parseInt(fields.get("knocker"));
            int defender = 1 - knocker;
            ArrayList<ArrayList<Card>> knockerMelds = melds(fields.get("knocker_melds"));
            ArrayList<ArrayList<Card>> defenderMelds = melds(fields.get("defender_melds"));
            ArrayList<Card> layoffs = cards(fields.get("layoffs"));
            player.reportFinalMelds(knocker, copy(knockerMelds));
            if (defender == me)
                player.getFinalMelds();  // asked as the framework asks; GinQt arranges the defender's melds
            player.reportFinalMelds(defender, copy(defenderMelds));
            layOff(defender, knockerMelds, layoffs);
            hands.set(knocker, union(knockerMelds, cards(fields.get("knocker_deadwood")), new ArrayList<>()));
            hands.set(defender, union(defenderMelds, cards(fields.get("defender_deadwood")), layoffs));
        }
        for (int seat = 0; seat < 2; seat++)
            if (known || seat == me)
                player.reportFinalHand(seat, new ArrayList<>(hands.get(seat)));
        player.reportScores(scores);
    }

    private void layOff(int defender, ArrayList<ArrayList<Card>> knockerMelds, ArrayList<Card> layoffs) {
        ArrayList<ArrayList<Card>> melds = copy(knockerMelds);
        ArrayList<Card> left = new ArrayList<>(layoffs);
        boolean laid = true;
        while (laid && !left.isEmpty()) {
            laid = false;
            for (Card card : left) {
                for (ArrayList<Card> meld : melds) {
                    ArrayList<Card> longer = new ArrayList<>(meld);
                    longer.add(card);
                    if (isMeld(longer)) {
                        player.reportLayoff(defender, card, new ArrayList<>(meld));
                        meld.add(card);
                        left.remove(card);
                        laid = true;
                        break;
                    }
                }
                if (laid)
                    break;
            }
        }
    }

    static boolean isMeld(List<Card> cards) {
        if (cards.size() < 3)
            return false;
        boolean sameRank = true, sameSuit = true;
        boolean[] ranks = new boolean[13];
        int low = 13, high = -1;
        for (Card card : cards) {
            sameRank &= card.getRank() == cards.get(0).getRank();
            sameSuit &= card.getSuit() == cards.get(0).getSuit();
            ranks[card.getRank()] = true;
            low = Math.min(low, card.getRank());
            high = Math.max(high, card.getRank());
        }
        if (sameRank)
            return cards.size() <= 4;
        return sameSuit && high - low + 1 == cards.size() && distinct(ranks, cards.size());
    }

    private static boolean distinct(boolean[] ranks, int count) {
        int seen = 0;
        for (boolean rank : ranks)
            seen += rank ? 1 : 0;
        return seen == count;
    }

    static ArrayList<ArrayList<Card>> copy(ArrayList<ArrayList<Card>> melds) {
        ArrayList<ArrayList<Card>> copy = new ArrayList<>();
        for (ArrayList<Card> meld : melds)
            copy.add(new ArrayList<>(meld));
        return copy;
    }

    static ArrayList<Card> union(ArrayList<ArrayList<Card>> melds, ArrayList<Card> more, ArrayList<Card> rest) {
        ArrayList<Card> all = new ArrayList<>();
        for (ArrayList<Card> meld : melds)
            for (Card card : meld)
                if (!all.contains(card))
                    all.add(card);
        for (Card card : more)
            if (!all.contains(card))
                all.add(card);
        for (Card card : rest)
            if (!all.contains(card))
                all.add(card);
        return all;
    }

    static int[] scores(String text) {
        String[] parts = text.split(",");
        return new int[] {Integer.parseInt(parts[0]), Integer.parseInt(parts[1])};
    }
}
