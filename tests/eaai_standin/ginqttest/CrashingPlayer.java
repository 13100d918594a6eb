// GinQt's tests: MeldKnockPlayer whose JVM dies at its third discard (a write to address 0 through
// sun.misc.Unsafe: the JVM's own fatal error, with its report of "#" lines).
package ginqttest;

import ginrummy.Card;
import java.lang.reflect.Field;

public class CrashingPlayer extends MeldKnockPlayer {
    private int discards;

    @Override
    public Card getDiscard() {
        if (++discards == 3) {
            try {
                Field field = Class.forName("sun.misc.Unsafe").getDeclaredField("theUnsafe");
                field.setAccessible(true);
                sun.misc.Unsafe unsafe = (sun.misc.Unsafe) field.get(null);
                unsafe.putAddress(0, 0);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        return super.getDiscard();
    }
}
