"""Playing a game: the one loop that deals, asks each seat for its move and applies it.

No Qt, no storage, no plugins.
"""
