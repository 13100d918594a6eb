"""The game as the window plays it: the session (no Qt: the runner and the person's turn), the
computer players (off the GUI thread), the narrator (no Qt: events as messages), the controller
(the only bridge to the engine: intents, undo, signals), the keeper that journals the game to
storage, and the scripted player of test runs."""
