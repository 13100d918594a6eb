"""Play a friend over the internet (issue 51): the link between two GinQt sides (`link.py`, magic-wormhole with
Dilation, Twisted in one background thread, `reactor.py`), and the game spoken over it."""
