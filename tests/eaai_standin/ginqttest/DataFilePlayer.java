// GinQt's tests: MeldKnockPlayer that, as several real players do, reads a data file by a relative path when
// it is made ("player.dat", in its working folder) and cannot be made without it.
package ginqttest;

import java.nio.file.Files;
import java.nio.file.Path;

public class DataFilePlayer extends MeldKnockPlayer {
    public DataFilePlayer() {
        try {
            if (!Files.readString(Path.of("player.dat")).startsWith("weights"))
                throw new IllegalStateException("player.dat holds no weights");
        } catch (java.io.IOException e) {
            throw new IllegalStateException("no player.dat: " + e);
        }
    }
}
