"""``ginqt plugins [--json]``: every plugin, what it registers, and its status or error; which protections of
third-party plugins hold here; and the ``.pth`` files installed packages left (code run at every Python start)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, NoReturn

from ginqt.plugins import (
    PluginModuleError,
    Plugins,
    check_plugin_modules,
    load_plugins,
)
from ginqt.plugins.sources import PluginOptions
from ginqt.plugins.startup_files import INSTALLING, startup_files
from ginqt.remote.sandbox.protections import protections

__all__ = ["PluginsOptions", "cli_main", "plugins_options", "report", "scoring_name"]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def report(plugins: Plugins) -> dict[str, Any]:
    """The JSON form of ``ginqt plugins``."""
    return {
        "plugins": [p.to_dict() for p in plugins.plugins],
        "strategies": {
            name: {"plugin": info.plugin, "description": info.description} for name, info in plugins.strategies.items()
        },
        "variants": {
            name: {
                "plugin": info.plugin,
                "description": info.description,
                "scoring": scoring_name(info.scoring),
                "rules": info.rules.to_dict(),
            }
            for name, info in plugins.variants.items()
        },
        "errors": [asdict(error) for error in plugins.errors],
        "sandbox": [{"protection": row.name, "holds": row.holds, "detail": row.detail} for row in protections()],
        "installing": INSTALLING,
        "startup_files": [found.to_dict() for found in startup_files()],
    }


def scoring_name(scoring: object) -> str:
    """The class of a variant's scoring (the plugin's own, when it is asked in the plugin's process)."""
    return str(getattr(scoring, "class_name", None) or type(scoring).__name__)


def _text(plugins: Plugins) -> str:
    lines = []
    for p in plugins.plugins:
        origin = "built-in" if p.builtin else "third-party"
        if p.status == "loaded" and not p.builtin:
            origin += ", trusted: runs in GinQt's process, unsandboxed" if p.trusted else \
                ", runs in its own process, sandboxed"
        lines.append(f"{p.name}  ({p.distribution} {p.version}, {origin})  [{p.status}]")
        if p.error:
            lines.append(f"    error: {p.error}")
        for entry in p.registers:
            kind, name = entry.split(" ", 1)
            info = plugins.strategies.get(name) if kind == "strategy" else plugins.variants.get(name)
            description = f" - {info.description}" if info is not None and info.description else ""
            lines.append(f"    {kind} {name}{description}")
    lines.append("")
    lines.append(f"strategies: {', '.join(plugins.strategies) or 'none'}")
    lines.append(f"variants: {', '.join(plugins.variants) or 'none'}")
    if plugins.errors:
        lines.append(f"{len(plugins.errors)} plugin(s) failed to load")
    lines.append("")
    lines.append("third-party plugins on this machine:")
    lines += [f"  {'yes' if row.holds else 'NO '}  {row.name}: {row.detail}" for row in protections()]
    lines += ["", f"{INSTALLING[0].upper()}{INSTALLING[1:]}.",
              ".pth files installed packages left (they run at every Python start):"]
    found = startup_files()
    lines += [f"  {f.distribution or '(no package lists it)'} {f.version}".rstrip() + f": {f.path}" for f in found]
    if not found:
        lines.append("  none")
    return "\n".join(lines)


@dataclass(frozen=True, slots=True)
class PluginsOptions:
    """The options of ``ginqt plugins`` (see its ``--help``), typed: :func:`plugins_options` makes them."""

    json: bool = False
    plugins: PluginOptions = field(default_factory=PluginOptions)
    refresh: bool = False  #: import the installed plugins again instead of using what was found last time


def plugins_options(argv: Sequence[str]) -> PluginsOptions:
    """``ginqt plugins``'s options from its arguments; a ``-p MODULE`` that cannot be found stops with one line
    and exit status 2, as argparse's own errors do."""
    parser = _Parser(prog="ginqt plugins", description="List plugins, what they register, and any errors.")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument("--disable-plugin-autoload", action="store_true",
                        help="load only built-in plugins (also GINQT_DISABLE_PLUGIN_AUTOLOAD=1)")
    parser.add_argument("-p", dest="plugin_flags", action="append", default=[], metavar="no:NAME|MODULE",
                        help="block a plugin by name (no:NAME), or list an importable module as a plugin")
    parser.add_argument("--trust", action="append", default=[], metavar="NAME",
                        help="list plugin NAME as trusted (its opponents play in GinQt's own process)")
    parser.add_argument("--refresh", action="store_true",
                        help="import the installed plugins again instead of using what was found last time")
    given = parser.parse_args(list(argv))
    chosen = PluginOptions.of(given.disable_plugin_autoload, given.plugin_flags, given.trust)
    try:
        check_plugin_modules(chosen.modules)
    except PluginModuleError as error:
        parser.error(str(error))
    return PluginsOptions(given.json, chosen, given.refresh)


def cli_main(command: str, argv: Sequence[str]) -> int:
    """``ginqt plugins``: list the plugins; exit 0 even when some failed (they are shown); 2 with one line on stderr
    for ``--trust`` of a plugin that is not installed."""
    options = plugins_options(argv)
    chosen = options.plugins
    plugins = load_plugins(autoload=chosen.autoload, blocked=chosen.blocked, modules=chosen.modules,
                           trusted=chosen.trusted, refresh=options.refresh)
    unknown = plugins.unknown_trusted(chosen.trusted)
    if unknown is not None:
        print(f"ginqt {command}: error: {unknown}", file=sys.stderr)
        return 2
    if options.json:
        json.dump(report(plugins), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        print(_text(plugins))
    return 0
