"""Play a friend over the network: the deck no one can rig, the table both sides judge, the link between them."""
