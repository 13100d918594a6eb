"""The shape of the code: no import circle in ginqt/ and plugins/, and no module using another's ``_`` names;
the sizes a reader can hold in mind; the layout (at most ten modules at the top of ginqt/, no two rooms of a
folder importing each other, the game loop and the research wing inside their walls, the pure layers without
Qt); options read as attributes; few types saying how a game ended.

The import graph is read with :mod:`ast` from the source (imports inside functions and
under ``TYPE_CHECKING`` count too: a circle is a circle to a reader even when Python
tolerates it).  ``import a.b`` and ``from a import b`` depend on ``a`` (its
``__init__`` runs) and on ``a.b`` when that is a module.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = {"ginqt": ROOT / "ginqt", "ginqt_builtin": ROOT / "plugins" / "ginqt_builtin"}


def module_files() -> dict[str, Path]:
    """Every module of our packages by dotted name (a package by its own name)."""
    found = {}
    for package, folder in PACKAGES.items():
        for path in sorted(folder.rglob("*.py")):
            parts = [package, *path.relative_to(folder).with_suffix("").parts]
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _absolute(module: str, node: ast.ImportFrom, is_package: bool) -> str:
    """The module a ``from ... import`` names, relative imports resolved."""
    if not node.level:
        return node.module or ""
    parts = module.split(".")
    anchor = parts[: len(parts) - node.level + (1 if is_package else 0)]
    return ".".join([*anchor, *([node.module] if node.module else [])])


def imports_of(module: str, path: Path, known: set[str]) -> Iterator[tuple[str, list[str]]]:
    """(imported module, names taken from it) for every import statement of ``path`` in our packages."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, []
        elif isinstance(node, ast.ImportFrom):
            source = _absolute(module, node, path.name == "__init__.py")
            names = [alias.name for alias in node.names]
            yield source, names
            for name in names:
                if f"{source}.{name}" in known:
                    yield f"{source}.{name}", []


def import_graph() -> dict[str, set[str]]:
    files = module_files()
    known = set(files)
    graph: dict[str, set[str]] = {name: set() for name in files}
    for module, path in files.items():
        for target, _ in imports_of(module, path, known):
            while target and target not in known:  # "ginqt.engine.Match" -> the module that holds it
                target = target.rpartition(".")[0]
            if target and target != module and not module.startswith(target + "."):
                graph[module].add(target)  # a package's own __init__ is not a circle with its modules
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected group of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def test_the_import_graph_has_no_circle() -> None:
    found = circles(import_graph())
    assert not found, "import circles: " + "; ".join(" <-> ".join(group) for group in found)


def test_the_circle_finder_finds_circles() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_function_level_and_type_checking_imports() -> None:
    graph = import_graph()
    assert "ginqt.ui.app" in graph["ginqt.cli"]  # imported inside main()
    assert "ginqt.engine.match" in graph["ginqt.engine"]
    assert "ginqt.variants" in graph["ginqt_builtin.variants"]


def test_no_module_imports_another_modules_private_names() -> None:
    """``from ginqt.x import _name`` never; a package's ``_module`` serves that package only."""
    files = module_files()
    known = set(files)
    crossings = []
    for module, path in files.items():
        for source, names in imports_of(module, path, known):
            if not source.startswith(("ginqt", "ginqt_builtin")):
                continue
            crossings += [
                f"{module}: {source}.{name}" for name in names if name.startswith("_") and not name.startswith("__")
            ]
            private = next((part for part in source.split(".") if part.startswith("_")), None)
            if private is not None:
                owner = source[: source.index(private)].rstrip(".")
                if module != owner and not module.startswith(owner + "."):
                    crossings.append(f"{module}: {source}")
    assert not crossings, "private names used across modules: " + ", ".join(crossings)


# -- sizes: a file, a class and a function a reader can hold in mind ----------------------------

MAX_FILE_LINES = 500
MAX_CLASS_LINES = 300
MAX_FUNCTION_LINES = 60
#: The meld solver keeps its tables and fast paths together (issue 12 exempts it from the file limit).
LONG_FILES_ALLOWED = {"ginqt.melds"}


def too_long(files: dict[str, Path] | None = None) -> dict[str, int]:
    """Every file, class and function of ginqt/ (or ``files``) over its limit: place -> lines."""
    found = {}
    for module, path in (module_files() if files is None else files).items():
        if not module.startswith("ginqt."):
            continue
        source = path.read_text(encoding="utf-8")
        if len(source.splitlines()) > MAX_FILE_LINES and module not in LONG_FILES_ALLOWED:
            found[module] = len(source.splitlines())
        for node in ast.walk(ast.parse(source, str(path))):
            if isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
                assert node.end_lineno is not None
                lines = node.end_lineno - node.lineno + 1
                limit = MAX_CLASS_LINES if isinstance(node, ast.ClassDef) else MAX_FUNCTION_LINES
                if lines > limit:
                    found[f"{module}:{node.name}{'' if isinstance(node, ast.ClassDef) else '()'}"] = lines
    return found


def test_no_file_class_or_function_is_too_long() -> None:
    found = too_long()
    assert not found, f"over {MAX_FILE_LINES} lines a file, {MAX_CLASS_LINES} a class, " \
                      f"{MAX_FUNCTION_LINES} a function: {found}"


def test_the_size_check_sees_what_is_too_long(tmp_path: Path) -> None:
    path = tmp_path / "big.py"
    path.write_text("class Big:\n" + "    x = 1\n" * MAX_CLASS_LINES + "def f():\n" + "    pass\n" * MAX_FUNCTION_LINES
                    + "def g():\n    pass\n")
    assert too_long({"ginqt.big": path}) == {"ginqt.big:Big": MAX_CLASS_LINES + 1,
                                             "ginqt.big:f()": MAX_FUNCTION_LINES + 1}
    path.write_text("x = 1\n" * (MAX_FILE_LINES + 1))
    assert too_long({"ginqt.big": path, "ginqt.melds": path}) == {"ginqt.big": MAX_FILE_LINES + 1}


# -- the parts of the window that need no Qt ------------------------------------------------------

#: The window's plain parts: they are tested, and could be used, without Qt.
QT_FREE = ("ginqt.preferences", "ginqt.plugins.players", "ginqt.play.session", "ginqt.ui.game.narrator",
           "ginqt.ui.table.layout", "ginqt.ui.panels.reads")


def qt_reached_from(*starts: str) -> set[str]:
    """The modules that import PySide6 among those the ``starts`` import, directly or not."""
    files, graph = module_files(), import_graph()
    qt = {module for module, path in files.items()
          if any(target.split(".")[0] == "PySide6" for target, _ in imports_of(module, path, set(files)))}
    reached, todo = set(), list(starts)
    while todo:
        module = todo.pop()
        if module not in reached:
            reached.add(module)
            todo.extend(graph.get(module, ()))
    return reached & qt


def test_the_plain_parts_of_the_window_import_no_qt() -> None:
    for start in QT_FREE:
        assert not qt_reached_from(start), f"{start} reaches Qt through {sorted(qt_reached_from(start))}"
    assert "ginqt.ui.game.computer" in qt_reached_from("ginqt.ui.game.controller")  # the check sees Qt


#: The pure layers: no Qt, not even through a module they import.
PURE = ("ginqt.cards", "ginqt.melds", "ginqt.rules", "ginqt.engine", "ginqt.analysis", "ginqt.variants",
        "ginqt.strategy", "ginqt.play", "ginqt.standard", "ginqt.analysis.hints", "ginqt.storage",
        "ginqt.records", "ginqt.research", "ginqt.remote", "ginqt.friends")


def test_the_pure_layers_never_reach_qt() -> None:
    pure = [module for module in module_files() if module.startswith(PURE)]
    assert "ginqt.play.runner" in pure and "ginqt.engine.settle" in pure
    assert not qt_reached_from(*pure), f"a pure layer reaches Qt through {sorted(qt_reached_from(*pure))}"


# -- the layout: the top of ginqt/, the layers' walls, no folder circles ---------------------------

#: The modules at the top of ginqt/: the entry points and the basic types everything stands on.  A new
#: module goes into the folder of its layer (play/, research/, analysis/, ui/, ...), not here.
MAX_TOP_MODULES = 10


def top_modules(folder: Path = PACKAGES["ginqt"]) -> list[str]:
    return sorted(path.stem for path in folder.glob("*.py"))


def test_the_top_of_ginqt_holds_at_most_ten_modules(tmp_path: Path) -> None:
    found = top_modules()
    assert len(found) <= MAX_TOP_MODULES, f"{len(found)} modules at the top of ginqt/ (at most " \
                                          f"{MAX_TOP_MODULES}; put the new one in its layer's folder): {found}"
    for name in ("__init__", *(f"m{number}" for number in range(MAX_TOP_MODULES))):
        (tmp_path / f"{name}.py").write_text("")
    assert len(top_modules(tmp_path)) == MAX_TOP_MODULES + 1  # the count sees a module too many


def folder_graph(graph: dict[str, set[str]], folder: str) -> dict[str, set[str]]:
    """The import graph of ``folder``'s rooms: each module or subfolder directly in it, an arrow where
    some module of one imports some module of another (as a reader walks the folder's plan)."""
    prefix = folder + "."
    rooms: dict[str, set[str]] = {}

    def room(module: str) -> str:
        return prefix + module[len(prefix):].split(".")[0]

    for module, targets in graph.items():
        if module.startswith(prefix):
            here = rooms.setdefault(room(module), set())
            here.update(room(target) for target in targets if target.startswith(prefix))
            here.discard(room(module))
    for targets in list(rooms.values()):
        for target in targets:
            rooms.setdefault(target, set())
    return rooms


def folder_circles(graph: dict[str, set[str]]) -> dict[str, list[list[str]]]:
    """Every folder of our packages whose rooms import each other in a circle (so that one arrow
    runs back up), with the circles."""
    folders = sorted({name for name, path in module_files().items() if path.name == "__init__.py"})
    found = {folder: circles(folder_graph(graph, folder)) for folder in folders}
    return {folder: groups for folder, groups in found.items() if groups}


def test_no_two_folders_or_files_of_one_folder_import_each_other() -> None:
    """``ui/text`` may use ``ui/game``, not ``ui/game`` use ``ui/text`` too, even from different files."""
    found = folder_circles(import_graph())
    assert not found, "folder circles: " + "; ".join(
        f"in {folder}: " + ", ".join(" <-> ".join(group) for group in groups) for folder, groups in found.items())


def test_the_folder_check_sees_a_circle_between_two_folders() -> None:
    graph = {"p.a.x": {"p.b.y"}, "p.b.y": set(), "p.b.z": {"p.a.w"}, "p.a.w": set(), "p.c": {"p.a.x"}}
    assert circles(folder_graph(graph, "p")) == [["p.a", "p.b"]]  # no file circle, but a folder circle
    assert circles(graph) == []
    assert folder_graph(graph, "p.a") == {"p.a.x": set(), "p.a.w": set()}


def reached(graph: dict[str, set[str]], package: str) -> set[str]:
    """Every module that ``package``'s modules import, directly or not (themselves included)."""
    todo = [module for module in graph if module == package or module.startswith(package + ".")]
    seen: set[str] = set()
    while todo:
        module = todo.pop()
        if module not in seen:
            seen.add(module)
            todo.extend(graph.get(module, ()))
    return seen


#: What a layer never reaches, directly or through another module: the game loop knows no window, no
#: files and no plugin machinery; the research wing never reaches the window; the players in other processes
#: (``ginqt.remote``: the seat, its dialects, the sandbox) know no plugin, no list of engines, no files, no
#: window, no research: the plugins and the engines stand on it.
WALLS = {"ginqt.play": ("ginqt.ui", "ginqt.storage", "ginqt.plugins"), "ginqt.research": ("ginqt.ui",),
         "ginqt.remote": ("ginqt.plugins", "ginqt.engines", "ginqt.ui", "ginqt.research", "ginqt.storage",
                          "ginqt.records", "ginqt.env"),
         "ginqt.friends": ("ginqt.ui", "ginqt.research", "ginqt.env")}


def broken_walls(graph: dict[str, set[str]]) -> dict[str, list[str]]:
    found = {}
    for layer, others in WALLS.items():
        modules = reached(graph, layer)
        crossing = sorted(module for module in modules
                          if any(module == other or module.startswith(other + ".") for other in others))
        if crossing:
            found[layer] = crossing
    return found


def test_the_game_loop_and_the_research_wing_stay_in_their_layers() -> None:
    """(Qt is walled off from both by :data:`PURE`.)"""
    found = broken_walls(import_graph())
    assert not found, f"a layer reaches what it must not: {found}"


def test_of_the_engines_only_the_registrys_hook_meets_the_plugins() -> None:
    """``ginqt/engines/`` (the list, ``check``, the CLI, the EAAI bridge) imports ``ginqt.plugins`` in one module."""
    meeting = sorted(module for module, targets in import_graph().items() if module.startswith("ginqt.engines")
                     and any(target == "ginqt.plugins" or target.startswith("ginqt.plugins.") for target in targets))
    assert meeting == ["ginqt.engines.registry"], meeting


def test_the_wall_check_sees_a_crossing() -> None:
    graph = import_graph()
    graph["ginqt.play.runner"] = {*graph["ginqt.play.runner"], "ginqt.engine"}
    graph["ginqt.engine"] = {*graph["ginqt.engine"], "ginqt.storage.files"}  # through another module
    graph["ginqt.research.totals"] = {*graph["ginqt.research.totals"], "ginqt.ui.text"}
    graph["ginqt.remote.seat"] = {*graph["ginqt.remote.seat"], "ginqt.plugins.registry"}
    found = broken_walls(graph)
    assert "ginqt.storage.files" in found["ginqt.play"] and "ginqt.ui.text" in found["ginqt.research"]
    assert "ginqt.plugins.registry" in found["ginqt.remote"]


# -- one way to read options, few ways to say how a game ended ------------------------------------

def getattr_on_options(files: dict[str, Path] | None = None) -> list[str]:
    """Every ``getattr(options, ...)`` in ginqt/: options are a typed object, read as attributes."""
    found = []
    for module, path in (module_files() if files is None else files).items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr"
                    and node.args and isinstance(node.args[0], ast.Name | ast.Attribute)
                    and ast.unparse(node.args[0]).split(".")[-1] in ("options", "opts", "args")):
                found.append(f"{module}:{node.lineno}")
    return found


def test_options_are_never_read_with_getattr(tmp_path: Path) -> None:
    assert not getattr_on_options(), f"getattr on options: {getattr_on_options()}"
    path = tmp_path / "x.py"
    path.write_text("def f(options, self):\n    return getattr(options, 'seed', 0), getattr(self.options, 'x')\n")
    assert getattr_on_options({"ginqt.x": path}) == ["ginqt.x:2", "ginqt.x:2"]


#: A type that says how a hand, a game or a match ended, by its name.
OUTCOME_NAME = re.compile(r"\w*(End|Ending|Outcome)|(Hand|Game|Match|Pending)Result")
MAX_OUTCOME_TYPES = 3


def outcome_types(files: dict[str, Path] | None = None) -> list[str]:
    return sorted(f"{module}:{node.name}" for module, path in (module_files() if files is None else files).items()
                  for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path)))
                  if isinstance(node, ast.ClassDef) and OUTCOME_NAME.fullmatch(node.name))


def test_at_most_three_types_say_how_a_game_ended() -> None:
    found = outcome_types()
    names = [place.rpartition(":")[2] for place in found]
    assert len(found) <= MAX_OUTCOME_TYPES and len(set(names)) == len(names), f"outcome types: {found}"


def test_the_outcome_count_sees_the_types(tmp_path: Path) -> None:
    path = tmp_path / "x.py"
    path.write_text("class HandEnd: ...\nclass MatchOutcome: ...\nclass MeldResult: ...\nclass Ender: ...\n")
    assert outcome_types({"ginqt.x": path}) == ["ginqt.x:HandEnd", "ginqt.x:MatchOutcome"]


# -- the person's seat: what the window may know -----------------------------------------------------

#: The types that hold both hands (and the stock in order, the deal secrets).
BOTH_HANDS = frozenset({"Match", "HandState", "GameState", "GameRunner", "DealSecret"})
#: Reading one of these reaches a hidden card: both hands, the stock in order, the deal secrets, the whole game, the
#: runner that holds it.
HIDDEN_ATTRIBUTES = frozenset({"hands", "stock", "deals", "match", "runner"})
#: The window is a seat (issue 49): every module under ``ginqt/ui/`` is built from the person's seat alone
#: (``GameSession.view``/``seat_view``: the redacted view, the other hand only when it is shown; a record's seat
#: views in the replay; the public hand records in the panels).  The keeper carries ``session.log`` to the data
#: folder sealed and reads no card of it; the built-in computer players are told their views by the runner.
WINDOW = "ginqt.ui"


def seat_only_modules(files: dict[str, Path]) -> dict[str, Path]:
    """The modules of ``files`` that may know only what the person's seat knows: all of the window's."""
    return {module: path for module, path in files.items() if module == WINDOW or module.startswith(f"{WINDOW}.")}


def hidden_reads(files: dict[str, Path]) -> list[str]:
    """Where ``files`` import a type that holds both hands or read an attribute that reaches a hidden card."""
    found = []
    for module, path in files.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.ImportFrom):
                found += [f"{module}:{node.lineno} imports {alias.name}" for alias in node.names
                          if alias.name in BOTH_HANDS]
            elif isinstance(node, ast.Attribute) and node.attr in HIDDEN_ATTRIBUTES:
                found.append(f"{module}:{node.lineno} .{node.attr}")
    return sorted(found)


def test_nothing_in_the_window_reaches_a_hidden_card() -> None:
    """W read the computer's whole hand (issue 48): the reading filtered both hands by what the table showed.  Now
    the window holds only the person's seat: on the code before this, the check found 75 hidden reads in ui/."""
    files = seat_only_modules(module_files())
    assert len(files) >= 80  # every module of the window is checked
    assert not hidden_reads(files)


def test_the_seat_check_sees_a_hidden_card(tmp_path: Path) -> None:
    path = tmp_path / "x.py"
    path.write_text("from ginqt.engine import Match, PlayerView\n\n\ndef f(session):\n"
                    "    return session.match.hand.hands[1], session.view().hand, session.runner.view(1)\n")
    assert hidden_reads({"ginqt.x": path}) == ["ginqt.x:1 imports Match", "ginqt.x:5 .hands", "ginqt.x:5 .match",
                                               "ginqt.x:5 .runner"]
