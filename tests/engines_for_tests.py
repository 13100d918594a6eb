"""Engines that go wrong, for tests/test_engines.py: ``python3 engines_for_tests.py MODE``.

``good`` plays the first legal move; ``handshake`` answers the handshake in another protocol's
words; ``illegal`` discards a card it does not hold; ``timeout`` stops answering at its third
move; ``crash`` exits at its third move; ``garbage`` writes a stray line at its third move; ``chatter``
answers its third move twice;
``options`` declares an option and says what it was set to (an ``info`` line); ``slow`` plays the first
legal move after sleeping 0.1 s (or the seconds its second argument says), ``spin`` after a busy loop of
that much CPU time; ``thinker SHARE`` is an honest engine that thinks (a busy loop) for SHARE of each game's
budget in all, a tenth of it a move, and then plays at once; ``forker SECONDS`` has a child process think
SECONDS of CPU time a move while it waits (``forker SECONDS live``: answers while the child still thinks);
``env`` says in its name what its variable ``GINQT_ENGINE_TEST`` holds; ``datafile`` reads ``engine.dat`` in
its working folder, and refuses the handshake without it; ``jvm-death`` writes at its third move what a dying
JVM writes on standard output (the first lines of its report) and exits, ``jvm-death-stderr`` the same on
standard error; ``hollywood`` plays only Hollywood.
No import of GinQt: it is a program of its own, as an engine is.
"""

import os
import subprocess
import sys
import time

#: The first lines a JVM writes when it cannot map memory (as it did in the sandbox).
JVM_REPORT = """#
# There is insufficient memory for the Java Runtime Environment to continue.
# Native memory allocation (malloc) failed to allocate 32744 bytes. Error detail: ChunkPool::allocate
# Can not save log file, dump to screen..
#
#  Out of Memory Error (arena.cpp:79), pid=1, tid=9
#
# JRE version: OpenJDK Runtime Environment (17.0.15+6) (build 17.0.15+6-Debian-1deb12u1)
"""

MODE = sys.argv[1] if len(sys.argv) > 1 else "good"


def say(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def think(seconds):
    """A busy loop of ``seconds`` of this process's CPU time."""
    until = time.process_time() + seconds
    while time.process_time() < until:
        pass


def main():
    moves, budget, spent = 0, None, 0.0
    for line in sys.stdin:
        word, *rest = line.split()
        fields = dict(token.split("=", 1) for token in rest if "=" in token)
        if word == "ginqt":
            if MODE == "handshake":
                say("id name NotGin")
                say("uciok")
                continue
            if MODE == "datafile" and not os.path.isfile("engine.dat"):
                say("error no engine.dat in " + os.getcwd())
                return
            say("protocol 1")
            say(f"name Test engine ({MODE})" if MODE != "env" else
                f"name Test engine (GINQT_ENGINE_TEST={os.environ.get('GINQT_ENGINE_TEST')})")
            say("version test-1.0")
            say("variants hollywood" if MODE == "hollywood" else "variants standard eaai")
            if MODE == "options":
                say("option name=level type=int default=2 min=1 max=3")
                say("option name=fast type=bool default=false")
            say("ready")
        elif word == "game":
            budget, spent = None, 0.0
        elif word == "set":
            say(f"info set {fields.get('name')} to {fields.get('value')}")
        elif word == "go":
            moves += 1
            legal = fields["legal"].split(",")
            if MODE == "slow":
                time.sleep(float(sys.argv[2]) if len(sys.argv) > 2 else 0.1)
            if MODE == "spin":
                think(float(sys.argv[2]) if len(sys.argv) > 2 else 0.1)
            if MODE == "forker":
                child = subprocess.Popen([sys.executable, "-c", f"import time\nuntil = time.process_time() + "
                                          f"{sys.argv[2]}\nwhile time.process_time() < until: pass"])
                if len(sys.argv) > 3:  # its answer while the child still thinks: then it is let go
                    time.sleep(float(sys.argv[2]) * 1.5)
                    say("play " + legal[0])
                    child.kill()
                child.wait()
                if len(sys.argv) > 3:
                    continue
            if MODE == "thinker":
                budget = int(fields["game_time"]) / 1000 if budget is None else budget
                wanted = min(budget * float(sys.argv[2]) - spent, budget * float(sys.argv[2]) / 10)
                if wanted > 0:
                    think(wanted)
                    spent += wanted
            if moves == 3 and MODE == "timeout":
                time.sleep(3600)
            if moves == 3 and MODE == "crash":
                sys.exit(3)
            if moves == 3 and MODE in ("jvm-death", "jvm-death-stderr"):
                (sys.stdout if MODE == "jvm-death" else sys.stderr).write(JVM_REPORT)
                sys.stdout.flush()
                sys.stderr.flush()
                os._exit(134)
            if moves == 3 and MODE == "chatter":  # both answers in one write: found before the next go, however busy
                say("play " + legal[0] + "\nplay " + legal[0])
                continue
            if moves == 3 and MODE == "garbage":
                say("hello there")
                continue
            if MODE == "illegal" and any(len(move) == 2 for move in legal):
                hand = fields["hand"].split(".")
                say("play " + next(c for c in ("AS", "2H", "3D", "4C", "5S") if c not in hand))
                continue
            say("play " + legal[0])
        elif word == "ping":
            say("pong id=" + fields.get("id", ""))
        elif word == "quit":
            return


if __name__ == "__main__":
    main()
