"""The link under play-a-friend (ginqt/remote/friend/link.py) on this machine: a real mailbox server and transit
relay on 127.0.0.1 (tests/friendnet.py), both sides in this process, no direct connections (every byte through
the relay and the cuttable proxy in front of it).

    python benchmarks/bench_friend_link.py                    # round trips: 3 rounds of 200, median and p90
    python benchmarks/bench_friend_link.py --drop 30 --tries 20

Round trips: one side sends a small JSON object, the other sends it back; goal: median <= 50 ms.
Drops: mid-conversation the relay's connections are cut and refused for ``--drop`` seconds while both sides go
on sending (one message each half second); a try succeeds when, after the cut, every message arrives in order,
once, and nothing more.  Goal: 20 of 20 with a 30 s drop.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from friendnet import LocalServers, local_servers, meet

from ginqt.remote.friend.link import LinkError, LinkTimeout


def round_trips(servers: LocalServers, count: int) -> list[float]:
    """``count`` round trips of a small move-like message; seconds each."""
    inviter, joiner = meet(servers.place())

    def echo() -> None:
        while (message := joiner.receive(10)).get("kind") != "stop":
            joiner.send(message)

    echoing = threading.Thread(target=echo)
    echoing.start()
    times = []
    try:
        for number in range(count):
            started = time.perf_counter()
            inviter.send({"kind": "move", "number": number, "action": "discard", "card": "QS"})
            assert inviter.receive(10)["number"] == number
            times.append(time.perf_counter() - started)
    finally:
        inviter.send({"kind": "stop"})
        echoing.join(10)
        inviter.close()
        joiner.close()
    return times


def one_drop(servers: LocalServers, seconds: float) -> tuple[bool, float, str]:
    """A conversation cut for ``seconds``: (every message once and in order, seconds from the restore until the
    last message arrived, what went wrong)."""
    inviter, joiner = meet(servers.place())
    sent = {"inviter": 0, "joiner": 0}
    try:
        for _ in range(10):
            inviter.send({"n": sent["inviter"]})
            sent["inviter"] += 1
        with servers.proxy.cut_for(seconds):
            deadline = time.monotonic() + seconds
            while time.monotonic() < deadline:
                for name, link in (("inviter", inviter), ("joiner", joiner)):
                    link.send({"n": sent[name]})
                    sent[name] += 1
                time.sleep(0.5)
        restored = time.monotonic()
        got_joiner = [joiner.receive(60)["n"] for _ in range(sent["inviter"])]
        got_inviter = [inviter.receive(60)["n"] for _ in range(sent["joiner"])]
        resumed = time.monotonic() - restored
        extra = []
        for link in (inviter, joiner):
            try:
                extra.append(link.receive(1.0))
            except LinkTimeout:
                pass
        good = got_joiner == list(range(sent["inviter"])) and got_inviter == list(range(sent["joiner"])) and not extra
        return good, resumed, "" if good else f"out of order or doubled: extra {extra}"
    except LinkError as error:
        return False, float("nan"), str(error)
    finally:
        inviter.close()
        joiner.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--round-trips", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--drop", type=float, default=0.0, help="cut the relay for this many seconds")
    parser.add_argument("--tries", type=int, default=20)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder, local_servers(Path(folder)) as servers:
        if arguments.drop:
            results = []
            for number in range(arguments.tries):
                good, resumed, problem = one_drop(servers, arguments.drop)
                results.append(good)
                outcome = "resumed" if good else "FAILED"
                print(f"try {number + 1}: {outcome} {resumed:.2f} s after the restore {problem}", flush=True)
            print(f"{sum(results)} of {len(results)} tries resumed with no message lost or doubled"
                  f" after a {arguments.drop:g} s drop")
            return
        medians = []
        for number in range(arguments.rounds):
            times = sorted(round_trips(servers, arguments.round_trips))
            median, p90 = statistics.median(times) * 1000, times[int(len(times) * 0.9)] * 1000
            medians.append(median)
            print(f"round {number + 1}: {len(times)} round trips, median {median:.2f} ms, p90 {p90:.2f} ms", flush=True)
        print(f"median of the rounds' medians: {statistics.median(medians):.2f} ms (goal <= 50 ms)")


if __name__ == "__main__":
    main()
