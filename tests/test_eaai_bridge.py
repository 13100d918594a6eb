# ruff: noqa: E501  (the exchange is protocol lines, kept whole)
"""GinQt's EAAI bridge drives a ginrummy.GinRummyPlayer in the order and with the conventions of the
framework's GinRummyGame (docs/ENGINES.md, "EAAI players"): played here line by line against our own
stand-in of the framework and a recording player, with no GinQt table in between."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from eaai_helpers import build_standin, needs_jdk, player_command

pytestmark = needs_jdk

#: Two hands and a dead one, seat 1 for the bridge: the lines GinQt writes (docs/ENGINES.md).
EXCHANGE = """ginqt protocol=1
game variant=eaai seat=1 score_limit=100 seed=7
hand number=1 dealer=0 scores=0,0 knock_limit=10 upcard=9H cards=AS.2S.3S.7H.7D.7C.9C.TC.JC.KD
go time=5000 game_time=30000 hand=AS.2S.3S.7H.7D.7C.9C.TC.JC.KD top=9H stock=31 legal=take,pass
played seat=1 move=pass
played seat=0 move=pass
go time=5000 game_time=30000 hand=AS.2S.3S.7H.7D.7C.9C.TC.JC.KD top=9H stock=31 legal=stock
played seat=1 move=stock card=5D
go time=5000 game_time=30000 hand=AS.2S.3S.7H.7D.7C.9C.TC.JC.KD.5D top=9H stock=30 legal=AS,2S,3S,7H,7D,7C,9C,TC,JC,KD,5D,knock:KD
played seat=1 move=knock:KD
end kind=knock knocker=1 winner=1 points=12 scores=0,12 knocker_melds=AS.2S.3S/7H.7D.7C/9C.TC.JC knocker_deadwood=5D defender_melds=4H.5H.6H defender_deadwood=8S.9S.QD.2C.3C.4C.KS layoffs=-
hand number=2 dealer=1 scores=0,12 knock_limit=10 upcard=2H cards=4S.5S.6S.8H.8D.2C.3D.QH.KH.KC
played seat=0 move=take card=2H
played seat=0 move=9C
go time=5000 game_time=30000 hand=4S.5S.6S.8H.8D.2C.3D.QH.KH.KC top=9C stock=31 legal=stock,pile
played seat=1 move=stock card=JD
go time=5000 game_time=30000 hand=4S.5S.6S.8H.8D.2C.3D.QH.KH.KC.JD top=9C stock=30 legal=4S,5S,6S,8H,8D,2C,3D,QH,KH,KC,JD
played seat=1 move=KH
played seat=0 move=stock
played seat=0 move=knock:TC
end kind=knock knocker=0 winner=0 points=20 scores=20,12 knocker_melds=7S.8S.9S/QD.QC.QS knocker_deadwood=AH.2D defender_melds=4S.5S.6S defender_deadwood=8H.8D.2C.3D.KC.JD layoffs=QH
hand number=3 dealer=0 scores=20,12 knock_limit=10 upcard=KS cards=AS.2S.3S.7H.7D.7C.9C.TC.JC.KD
end kind=dead scores=20,12
hand number=4 dealer=0 scores=20,12 knock_limit=10 upcard=2H cards=4S.5S.6S.8H.8D.2C.3D.QH.KH.KC
go time=5000 game_time=30000 hand=4S.5S.6S.8H.8D.2C.3D.QH.KH.KC top=2H stock=31 legal=take,pass
played seat=1 move=pass
played seat=0 move=pass
go time=5000 game_time=30000 hand=4S.5S.6S.8H.8D.2C.3D.QH.KH.KC top=2H stock=31 legal=stock
played seat=1 move=stock card=JD
go time=5000 game_time=30000 hand=4S.5S.6S.8H.8D.2C.3D.QH.KH.KC.JD top=2H stock=30 legal=4S,5S,6S,8H,8D,2C,3D,QH,KH,KC,JD
played seat=1 move=KH
played seat=0 move=stock
played seat=0 move=9C
go time=5000 game_time=30000 hand=4S.5S.6S.8H.8D.2C.3D.QH.KC.JD top=9C stock=2 legal=stock,pile
played seat=1 move=stock
end kind=dead scores=20,12
hand number=5 dealer=1 scores=20,12 knock_limit=10 upcard=2H cards=4S.5S.6S.8H.8D.2C.3D.QH.KH.KC
played seat=0 move=pass
go time=5000 game_time=30000 hand=4S.5S.6S.8H.8D.2C.3D.QH.KH.KC top=2H stock=31 legal=take,pass
played seat=1 move=pass
played seat=0 move=stock
end kind=dead scores=20,12
hand number=6 dealer=0 scores=20,12 knock_limit=10 upcard=2H cards=4S.5S.6S.8H.8D.2C.3D.QH.KH.KC
go time=5000 game_time=30000 hand=4S.5S.6S.8H.8D.2C.3D.QH.KH.KC top=2H stock=31 legal=take,pass
played seat=1 move=pass
played seat=0 move=pass
go time=5000 game_time=30000 hand=4S.5S.6S.8H.8D.2C.3D.QH.KH.KC top=2H stock=31 legal=stock
played seat=1 move=stock card=JD
go time=5000 game_time=30000 hand=4S.5S.6S.8H.8D.2C.3D.QH.KH.KC.JD top=2H stock=30 legal=4S,5S,6S,8H,8D,2C,3D,QH,KH,KC,JD
illegal move=KH reason=a refusal, for the test
played seat=1 move=QH
played seat=0 move=stock
played seat=0 move=9C
end kind=dead scores=20,12
gameover winner=- scores=20,12
ping id=4
quit
"""

#: What GinRummyGame would call, in its order (the player's own discard is told before it is asked to knock;
#: the first upcard, passed by both, is not offered again; the defender is asked for its melds; a layoff is
#: told with the meld as it was before it; the final hands, then the scores).  Hands 4 and 5 end at the wall
#: (under ``standard``, a draw from the stock there makes the hand dead): the framework's game never lets
#: anyone draw there, so neither the player's draw (which has no card) nor the other's is told.  In hand 6
#: GinQt refuses the player's discard and its fallback throws QH instead: the player is started again on the
#: hand and told its draws and discards as they happened, so that its own hand is GinQt's again.
CALLS = """startGame 1 1 [AS,2S,3S,7H,7D,7C,9C,TC,JC,KD]
willDrawFaceUpCard 9H false
reportDraw 1 5D
getDiscard KD
reportDiscard 1 KD
getFinalMelds MELDS
reportFinalMelds 1 [[AS,2S,3S],[7H,7D,7C],[9C,TC,JC]]
reportFinalMelds 0 [[4H,5H,6H]]
reportFinalHand 0 [2C,3C,4C,4H,5H,6H,8S,9S,KS,QD]
reportFinalHand 1 [7C,9C,TC,JC,7H,AS,2S,3S,5D,7D]
reportScores [0,12]
startGame 1 0 [4S,5S,6S,8H,8D,2C,3D,QH,KH,KC]
reportDraw 0 2H
reportDiscard 0 9C
willDrawFaceUpCard 9C false
reportDraw 1 JD
getDiscard KH
reportDiscard 1 KH
getFinalMelds null
reportDraw 0 null
reportDiscard 0 TC
reportFinalMelds 0 [[7S,8S,9S],[QD,QC,QS]]
getFinalMelds MELDS
reportFinalMelds 1 [[4S,5S,6S]]
reportLayoff 1 QH [QD,QC,QS]
reportFinalHand 0 [QC,AH,7S,8S,9S,QS,2D,QD]
reportFinalHand 1 [2C,KC,8H,QH,4S,5S,6S,3D,8D,JD]
reportScores [20,12]
startGame 1 1 [AS,2S,3S,7H,7D,7C,9C,TC,JC,KD]
reportFinalHand 1 [7C,9C,TC,JC,7H,AS,2S,3S,7D,KD]
reportScores [20,12]
startGame 1 1 [4S,5S,6S,8H,8D,2C,3D,QH,KH,KC]
willDrawFaceUpCard 2H false
reportDraw 1 JD
getDiscard KH
reportDiscard 1 KH
getFinalMelds null
reportDraw 0 null
reportDiscard 0 9C
willDrawFaceUpCard 9C false
reportFinalHand 1 [2C,KC,8H,QH,4S,5S,6S,3D,8D,JD]
reportScores [20,12]
startGame 1 0 [4S,5S,6S,8H,8D,2C,3D,QH,KH,KC]
willDrawFaceUpCard 2H false
reportFinalHand 1 [2C,KC,8H,QH,KH,4S,5S,6S,3D,8D]
reportScores [20,12]
startGame 1 1 [4S,5S,6S,8H,8D,2C,3D,QH,KH,KC]
willDrawFaceUpCard 2H false
reportDraw 1 JD
getDiscard KH
reportDiscard 1 KH
getFinalMelds null
startGame 1 1 [4S,5S,6S,8H,8D,2C,3D,QH,KH,KC]
reportDraw 1 JD
reportDiscard 1 QH
reportDraw 0 null
reportDiscard 0 9C
reportFinalHand 1 [2C,KC,8H,KH,4S,5S,6S,3D,8D,JD]
reportScores [20,12]"""


@pytest.fixture(scope="module")
def recording(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    folder = tmp_path_factory.mktemp("eaai")
    command = player_command(build_standin(folder / "classes"), "ginqttest.RecordingPlayer", folder / "cache")
    done = subprocess.run(command, input=EXCHANGE, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return [done.stdout, done.stderr]


def test_the_bridge_answers_the_protocol(recording: list[str]) -> None:
    lines = recording[0].splitlines()
    assert lines[:3] == ["protocol 1", "name EAAI RecordingPlayer",
                         "author an EAAI player (ginqttest.RecordingPlayer) through GinQt's bridge"]
    assert re.fullmatch(r"version RecordingPlayer\.class sha256:[0-9a-f]{16}", lines[3])  # the player's build
    assert lines[4:6] == ["variants eaai standard", "ready"]
    plays = lines[6:]
    assert plays[:2] == ["play pass", "play stock"]
    assert plays[2].startswith("play knock:KD/")
    assert {frozenset(meld.split(".")) for meld in plays[2][14:].split("/")} == \
        {frozenset(meld.split(".")) for meld in ("AS.2S.3S", "7H.7D.7C", "9C.TC.JC")}
    assert plays[3:] == ["play stock", "play KH", "play pass", "play stock", "play KH", "play stock", "play pass",
                         "play pass", "play stock", "play KH", "pong id=4"]


def test_the_player_is_called_as_the_framework_calls_it(recording: list[str]) -> None:
    calls = [line[5:] for line in recording[1].splitlines() if line.startswith("call ")]
    expected = CALLS.splitlines()
    assert len(calls) == len(expected), "\n".join(calls)
    for call, want in zip(calls, expected, strict=True):
        if want.endswith("MELDS"):  # a meld set's order is the player's own
            assert call.startswith(want[:-5]) and call != want[:-5] + "null"
        else:
            assert call == want


def test_no_common_version_and_a_bad_class_are_one_line(tmp_path: Path) -> None:
    command = player_command(build_standin(tmp_path / "classes"), "ginqttest.MeldKnockPlayer", tmp_path / "cache")
    done = subprocess.run(command, input="ginqt protocol=2\n", capture_output=True, text=True, timeout=60)
    assert done.stdout == "error no common protocol version (I speak 1)\n"
    at = command.index("ginqttest.MeldKnockPlayer")
    for name, said in [("nope.Player", "error no class nope.Player on the classpath"),
                       ("ginrummy.Card", "error class ginrummy.Card does not implement ginrummy.GinRummyPlayer"),
                       ("ginqttest.BrokenPlayer", "error class ginqttest.BrokenPlayer cannot be made: "
                                                  "java.lang.IllegalStateException: no model file")]:
        bad = [*command[:at], name, *command[at + 1:]]
        done = subprocess.run(bad, input="ginqt protocol=1\n", capture_output=True, text=True, timeout=60)
        assert done.stdout.splitlines() == [said] and done.returncode == 1
