#!/bin/bash
# GinQt's window under a real AT-SPI client (issue 48): Xvfb, a session bus, the AT-SPI bus, pyatspi listening,
# the window played by keys (app.py), then what the client heard (analyse.py).  Needs: Xvfb, dbus-launch,
# at-spi2-core, the system python3 with pyatspi (Debian: apt install xvfb dbus-x11 at-spi2-core python3-pyatspi)
# and Qt's X11 libraries (README, "On a bare Linux").
#   benchmarks/atspi/run.sh [OUT]      (GINQT_PYTHON: the python with GinQt, default .venv/bin/python)
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
OUT=${1:-/tmp/ginqt-atspi}
PY=${GINQT_PYTHON:-$ROOT/.venv/bin/python}
mkdir -p "$OUT"
Xvfb :97 -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
XPID=$!
sleep 1
export DISPLAY=:97
eval "$(dbus-launch --sh-syntax)"
/usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 &
BPID=$!
sleep 1
/usr/bin/python3 "$HERE/listen.py" "$OUT/events.jsonl" 2>"$OUT/listener.err" &
LPID=$!
sleep 2
QT_QPA_PLATFORM=xcb QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 timeout 180 "$PY" "$HERE/app.py" "$OUT/app.json" 2>"$OUT/app.err"
echo "app: exit status $?"
sleep 2
kill $LPID 2>/dev/null; sleep 1; kill -9 $LPID 2>/dev/null
kill $BPID "$DBUS_SESSION_BUS_PID" $XPID 2>/dev/null
wait 2>/dev/null
/usr/bin/python3 "$HERE/analyse.py" "$OUT"
