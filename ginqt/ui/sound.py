"""Sound effects for the deal, a draw, a discard, and the moments: a knock, gin, big gin, an
undercut, a game won and a game lost.

The sounds are made here, with :mod:`wave` and a little arithmetic (no sound files
to license or ship): at first use they are written as small 16-bit mono WAV files
into a temporary folder and played with ``PySide6.QtMultimedia.QSoundEffect``.
When QtMultimedia does not load (PySide6-Essentials has no QtMultimedia), or the
computer has no sound output, the game stays silent; :attr:`SoundPlayer.problem`
says why in words, for the About and Preferences dialogs, and the menu's Sound effects
is disabled.  Qt's multimedia warnings are kept off stderr.  Nothing here raises.
"""

from __future__ import annotations

import importlib
import math
import random
import struct
import tempfile
import wave
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QLoggingCategory, QObject, QUrl, Signal
from PySide6.QtGui import QAction

from ginqt.engine import Event, EventKind
from ginqt.preferences import Preferences
from ginqt.ui.game.moments import Moment, moment_of

if TYPE_CHECKING:
    from ginqt.ui.game.controller import Controller

__all__ = ["MOMENT_SOUNDS", "RATE", "SOUNDS", "SoundPlayer", "load_multimedia", "synthesize", "write_wav"]

RATE = 22050  #: samples per second
SOUNDS = ("deal", "draw", "discard", "knock", "gin", "big-gin", "undercut", "game-won", "game-lost")
#: The sound of each moment (a dead hand is quiet; so is a drawn game).
MOMENT_SOUNDS = {Moment.KNOCK: "knock", Moment.GIN: "gin", Moment.BIG_GIN: "big-gin", Moment.UNDERCUT: "undercut",
                 Moment.GAME_WON: "game-won", Moment.GAME_LOST: "game-lost"}


class _Effect(Protocol):
    def play(self) -> None: ...


# -- making the sounds -------------------------------------------------------------------


def _envelope(i: int, n: int, attack: int = 40) -> float:
    """A quick rise, then an exponential fall to silence at ``n``."""
    rise = min(1.0, i / attack) if attack else 1.0
    return rise * math.exp(-5.0 * i / n)


def _noise_burst(rng: random.Random, ms: float, smooth: float) -> list[float]:
    """Card-on-felt noise: white noise through a one-pole low-pass filter, quickly fading."""
    n = int(RATE * ms / 1000)
    out, last = [], 0.0
    for i in range(n):
        last += smooth * (rng.uniform(-1.0, 1.0) - last)
        out.append(last * _envelope(i, n, 20))
    return out


def _tone(freq: float, ms: float, decay: float = 5.0, harmonics: Iterable[tuple[float, float]] = ((1.0, 1.0),)
          ) -> list[float]:
    n = int(RATE * ms / 1000)
    parts = list(harmonics)
    return [sum(a * math.sin(2 * math.pi * freq * m * i / RATE) for m, a in parts)
            * min(1.0, i / 60) * math.exp(-decay * i / n) for i in range(n)]


def _mix(length_ms: float, pieces: Iterable[tuple[float, list[float]]]) -> list[float]:
    """Lay ``(start_ms, samples)`` pieces over silence and scale the peak to 0.8."""
    out = [0.0] * int(RATE * length_ms / 1000)
    for start_ms, samples in pieces:
        start = int(RATE * start_ms / 1000)
        for i, value in enumerate(samples):
            if start + i < len(out):
                out[start + i] += value
    peak = max((abs(v) for v in out), default=0.0) or 1.0
    return [0.8 * v / peak for v in out]


def synthesize(name: str) -> list[float]:
    """The samples (−1..1, :data:`RATE` per second) of sound ``name``, one of :data:`SOUNDS`."""
    rng = random.Random(name)  # the same sound every time
    if name == "deal":  # a riffle: a run of quick flicks
        return _mix(420, ((i * 38.0, _noise_burst(rng, 45, 0.35)) for i in range(10)))
    if name == "draw":  # one card slid off the stock
        return _mix(140, ((0.0, _noise_burst(rng, 130, 0.12)),))
    if name == "discard":  # a card slapped on the pile: a short thump and a flick
        return _mix(140, ((0.0, _tone(140, 90, 7.0)), (0.0, _noise_burst(rng, 60, 0.5))))
    if name == "knock":  # two knuckle raps on the table
        rap = _tone(190, 110, 9.0, ((1.0, 1.0), (2.7, 0.35)))
        return _mix(330, ((0.0, rap), (150.0, rap)))
    if name == "gin":  # a bright rising chime: C E G C
        return _chime((523.25, 659.25, 783.99, 1046.5), 110.0, 900)
    if name == "big-gin":  # the chime, higher and longer: C E G C E
        return _chime((523.25, 659.25, 783.99, 1046.5, 1318.5), 90.0, 990)
    if name == "undercut":  # a rap, then a sting falling a tritone: the knock turned round
        rap = _tone(190, 110, 9.0, ((1.0, 1.0), (2.7, 0.35)))
        sting = ((160.0, _tone(466.16, 260, 3.0, _BRASS)), (400.0, _tone(329.63, 480, 3.5, _BRASS)))
        return _mix(900, ((0.0, rap), *sting))
    if name == "game-won":  # a fanfare: G C E, then a held G C E together
        return _mix(990, ((0.0, _tone(392.0, 160, 2.0, _BRASS)), (140.0, _tone(523.25, 160, 2.0, _BRASS)),
                          (280.0, _tone(659.25, 160, 2.0, _BRASS)),
                          *((420.0, _tone(f, 560, 2.5, _BRASS)) for f in (392.0, 523.25, 659.25))))
    if name == "game-lost":  # a soft falling cadence: E D C, low
        return _mix(990, ((i * 260.0, _tone(f, 420, 4.0, ((1.0, 1.0), (2.0, 0.2))))
                          for i, f in enumerate((329.63, 293.66, 261.63))))
    raise ValueError(f"unknown sound {name!r}; known: {', '.join(SOUNDS)}")


#: Harmonics of a soft brass-like tone.
_BRASS = ((1.0, 1.0), (2.0, 0.45), (3.0, 0.25), (4.0, 0.1))


def _chime(notes: tuple[float, ...], step_ms: float, length_ms: float) -> list[float]:
    return _mix(length_ms, ((i * step_ms, _tone(f, 520, 4.0, ((1.0, 1.0), (2.0, 0.3), (3.0, 0.1))))
                            for i, f in enumerate(notes)))


def write_wav(path: Path, samples: list[float]) -> None:
    """Write 16-bit mono PCM at :data:`RATE`."""
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, int(v * 32767)))) for v in samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


#: Qt's multimedia warnings (no audio device, a back end that will not start) would fill stderr: off.
QUIET_MULTIMEDIA = "qt.multimedia*=false\nqt.multimedia.*=false"


def load_multimedia() -> tuple[Any, str]:
    """(the ``PySide6.QtMultimedia`` module or ``None``, why it is missing: the Python error)."""
    QLoggingCategory.setFilterRules(QUIET_MULTIMEDIA)
    try:
        module = importlib.import_module("PySide6.QtMultimedia")
        if not hasattr(module, "QSoundEffect"):
            raise ImportError("QtMultimedia has no QSoundEffect")
    except Exception as error:  # ImportError, a missing back end, a broken install
        return None, f"{type(error).__name__}: {error}"
    return module, ""


def has_audio_output(module: Any) -> bool:
    """Does this computer have a sound output, as QtMultimedia sees it?"""
    try:
        return bool(module.QMediaDevices.audioOutputs())
    except Exception:
        return False


# -- playing them ------------------------------------------------------------------------


class SoundPlayer(QObject):
    """Plays the game's sounds when :attr:`Preferences.sound` is on and QtMultimedia loads.

    ``effect_factory(path)`` makes something with a ``play()`` method; by default a
    ``QSoundEffect``.  Tests pass their own to count what is played.
    """

    unavailable = Signal(str)  #: sound stopped working; the problem in words

    def __init__(self, prefs: Preferences, parent: QObject | None = None,
                 effect_factory: Callable[[Path], _Effect] | None = None) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self.problem = ""  #: why the game is silent, in words ("" when sound works)
        self.detail = ""  #: the error behind :attr:`problem`, for the curious (About's tooltip)
        self._factory = effect_factory
        if self._factory is None:
            module, self.detail = load_multimedia()
            if module is None:
                self.problem = self.tr("No sound effects: this installation of GinQt lacks Qt's multimedia "
                                       "module. Install it with: pip install \"ginqt[sound]\"")
            elif not has_audio_output(module):
                self.problem = self.tr("No sound effects: this computer has no sound output.")
            else:
                self._factory = self._qt_factory(module)
        self._effects: dict[str, _Effect] = {}
        self._folder: tempfile.TemporaryDirectory[str] | None = None
        self.played: list[str] = []  #: every sound played, newest last (kept short)

    @property
    def available(self) -> bool:
        return self._factory is not None

    def preferences_changed(self, _old: Preferences, new: Preferences) -> None:
        """The window's preferences changed: sound on or off as the new ones say."""
        self.prefs = new

    def follow(self, action: QAction) -> None:
        """Keep ``action`` (Options › Sound effects) disabled, saying why, while sound cannot work."""
        def disable(problem: str) -> None:
            action.setEnabled(False)
            action.setToolTip(problem)
            action.setStatusTip(problem)

        if not self.available:
            disable(self.problem)
        self.unavailable.connect(disable)

    def _qt_factory(self, module: Any) -> Callable[[Path], _Effect]:
        def make(path: Path) -> _Effect:
            effect = module.QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(0.6)
            return effect  # type: ignore[no-any-return]

        return make

    def _effect(self, name: str) -> _Effect | None:
        effect = self._effects.get(name)
        if effect is None and self._factory is not None:
            try:
                if self._folder is None:
                    self._folder = tempfile.TemporaryDirectory(prefix="ginqt-sounds-")
                path = Path(self._folder.name) / f"{name}.wav"
                if not path.exists():
                    write_wav(path, synthesize(name))
                effect = self._factory(path)
            except Exception as error:  # a full disk, a broken back end: stay silent
                self.problem = self.tr("The sound effects stopped: the sound could not be played.")
                self.detail = f"{type(error).__name__}: {error}"
                self._factory = None
                self.unavailable.emit(self.problem)
                return None
            self._effects[name] = effect
        return effect

    def play(self, name: str) -> bool:
        """Play ``name`` if sound is on and works; True when it was played."""
        if not self.prefs.sound or self._factory is None:
            return False
        effect = self._effect(name)
        if effect is None:
            return False
        try:
            effect.play()
        except Exception:
            return False
        self.played = [*self.played[-31:], name]
        return True

    def attach(self, controller: Controller) -> None:
        """Play along with ``controller``: the deal, every draw and discard, and the moments (the end of
        a game is heard instead of its last hand's)."""
        controller.handStarted.connect(lambda _number: self.play("deal"))
        controller.eventsShown.connect(self.events)
        controller.handEnded.connect(lambda _result: self.moment(None if (s := controller.session) is None else
                                                                 moment_of(s.view(), s.game_over(), s.winner())))

    def events(self, events: tuple[Event, ...]) -> None:
        """A draw or a discard (a knock's discard is not heard: the knock's sound follows)."""
        for event in events:
            if event.kind in (EventKind.DREW_STOCK, EventKind.DREW_DISCARD, EventKind.TOOK_UPCARD):
                self.play("draw")
            elif event.kind is EventKind.DISCARDED:
                self.play("discard")

    def moment(self, moment: Moment | None) -> bool:
        """The sound of ``moment`` (see :data:`MOMENT_SOUNDS`); True when one was played."""
        name = MOMENT_SOUNDS.get(moment) if moment is not None else None
        return name is not None and self.play(name)

    def cleanup(self) -> None:
        if self._folder is not None:
            self._folder.cleanup()
            self._folder = None
            self._effects.clear()
