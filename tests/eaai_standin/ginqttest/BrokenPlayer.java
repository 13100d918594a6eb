// GinQt's tests: a player whose constructor fails (add-eaai must say so in one line).
package ginqttest;

public class BrokenPlayer extends MeldKnockPlayer {
    public BrokenPlayer() {
        throw new IllegalStateException("no model file");
    }
}
