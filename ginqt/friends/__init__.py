"""Play a friend on another computer: a whole game over a link, its record, and ``ginqt invite`` / ``ginqt join``."""
