"""The game as the window plays it (the session, no Qt, is :mod:`ginqt.play.session`): the computer
players (off the GUI thread), the narrator (no Qt: events as messages), the controller (the only
bridge to the engine: intents, undo, signals), the keeper that saves the runner's log to storage,
and the scripted player of test runs."""
