"""The window's dialogs, one module each (new game, preferences, help, about, high scores,
players, the saved-game questions); the rule editor and the game form they share."""
