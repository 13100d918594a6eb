"""Play a friend over the network: the deck no one can rig (poker), the table both sides judge (table, shadow,
agreement, protocol), and the link between them (link: magic-wormhole with Dilation)."""
