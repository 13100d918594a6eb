#!/usr/bin/env python3
"""A minimal engine for GinQt, in plain Python with no import of GinQt (docs/ENGINES.md).

It speaks the GinQt engine protocol, version 1: it knocks or goes gin when it may, takes a
card from the discard pile only when it makes a meld, and otherwise discards its highest
card that is in no meld.  Add it with:

    ginqt engines add simple -- python3 examples/engines/simple_engine.py
"""

import sys

RANKS = "A23456789TJQK"


def rank(card):
    return RANKS.index(card[0]) + 1


def value(card):
    return min(rank(card), 10)


def in_a_meld(card, hand):
    """Whether ``card`` makes a set (three of a rank) or a run (three in a suit) with ``hand``."""
    same_rank = [c for c in hand if c[0] == card[0] and c != card]
    if len(same_rank) >= 2:
        return True
    suited = {rank(c) for c in hand if c[1] == card[1]} | {rank(card)}
    r = rank(card)
    return any({r + a, r + a + 1, r + a + 2} <= suited for a in (-2, -1, 0))


def choose(fields):
    legal = fields["legal"].split(",")
    hand = [] if fields["hand"] == "-" else fields["hand"].split(".")
    top = fields.get("top", "-")
    knocks = [move for move in legal if move.startswith("knock:")]
    if knocks:
        return knocks[0]
    if "take" in legal or "pile" in legal:
        wanted = top != "-" and in_a_meld(top, hand)
        if "take" in legal:
            return "take" if wanted else "pass"
        return "pile" if wanted else "stock"
    if "stock" in legal:
        return "stock"
    discards = [move for move in legal if len(move) == 2]
    loose = [card for card in discards if not in_a_meld(card, hand)] or discards
    return max(loose, key=value) if loose else legal[0]


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main():
    for line in sys.stdin:
        word, *rest = line.split()
        fields = dict(token.split("=", 1) for token in rest if "=" in token)
        if word == "ginqt":
            if "1" not in fields.get("protocol", "").split(","):
                say("error no common protocol version (I speak 1)")
                return
            say("protocol 1")
            say("name Simple")
            say("author GinQt examples")
            say("variants any")
            say("ready")
        elif word == "go":
            say("play " + choose(fields))
        elif word == "ping":
            say("pong id=" + fields.get("id", ""))
        elif word == "quit":
            return
        # game, hand, played, end, gameover, illegal, set: nothing to do for this engine


if __name__ == "__main__":
    main()
