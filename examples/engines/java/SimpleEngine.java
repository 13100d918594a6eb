// A minimal engine for GinQt in plain Java (the standard library only, no GinQt, no EAAI framework):
// it speaks the GinQt engine protocol, version 1 (docs/ENGINES.md) on standard input and output.
//
// It passes the first upcard, draws from the stock, knocks as soon as GinQt lists a knock, and
// otherwise throws its highest card.  Build and add it (inside GinQt's sandbox a JVM has 1 GiB of
// address space: give it the memory options below; `engines add` starts a `java` command with
// MALLOC_ARENA_MAX=2, so that glibc's malloc arenas fit in it too):
//
//   javac -d build examples/engines/java/SimpleEngine.java
//   ginqt engines add jsimple -- java -Xmx64m -XX:ReservedCodeCacheSize=32m \
//       -XX:CompressedClassSpaceSize=32m -XX:+UseSerialGC -XX:-UsePerfData -cp build SimpleEngine
//   ginqt engines check jsimple
//
// (An EAAI framework player needs none of this: `ginqt engines add-eaai` seats it.)

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

public final class SimpleEngine {
    private static final String RANKS = "A23456789TJQK";

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            String[] words = line.trim().split(" ");
            switch (words[0]) {
                case "ginqt":
                    say("protocol 1\nname Simple Java\nauthor GinQt examples\nvariants any\nready");
                    break;
                case "go":
                    say("play " + move(field(words, "legal").split(",")));
                    break;
                case "ping":
                    say("pong id=" + field(words, "id"));
                    break;
                case "quit":
                    return;
                default:  // game, hand, played, end, gameover, set, illegal: nothing to keep
                    break;
            }
        }
    }

    private static String field(String[] words, String key) {
        for (String word : words)
            if (word.startsWith(key + "="))
                return word.substring(key.length() + 1);
        return "";
    }

    private static String move(String[] legal) {
        String best = null;
        for (String move : legal) {
            if (move.equals("pass") || move.equals("stock") || move.startsWith("knock:"))
                return move;
            if (move.length() == 2 && (best == null || RANKS.indexOf(move.charAt(0)) > RANKS.indexOf(best.charAt(0))))
                best = move;
        }
        return best != null ? best : legal[0];
    }

    private static void say(String lines) {
        System.out.println(lines);
        System.out.flush();
    }
}
