"""The game as the window plays it: the controller (the only bridge to the engine), the
keeper that journals it to storage, and the scripted player of test runs."""
