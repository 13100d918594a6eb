"""The shape of the code: no import circle in ginqt/ and plugins/, and no module using another's ``_`` names.

The import graph is read with :mod:`ast` from the source (imports inside functions and
under ``TYPE_CHECKING`` count too: a circle is a circle to a reader even when Python
tolerates it).  ``import a.b`` and ``from a import b`` depend on ``a`` (its
``__init__`` runs) and on ``a.b`` when that is a module.
"""

from __future__ import annotations

import ast
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
QT_FREE = ("ginqt.preferences", "ginqt.plugins.players", "ginqt.ui.game.session", "ginqt.ui.game.narrator",
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
        "ginqt.strategy", "ginqt.play.runner", "ginqt.standard", "ginqt.analysis.hints", "ginqt.storage",
        "ginqt.records", "ginqt.research.tournament")


def test_the_pure_layers_never_reach_qt() -> None:
    pure = [module for module in module_files() if module.startswith(PURE)]
    assert "ginqt.play.runner" in pure and "ginqt.engine.settle" in pure
    assert not qt_reached_from(*pure), f"a pure layer reaches Qt through {sorted(qt_reached_from(*pure))}"
