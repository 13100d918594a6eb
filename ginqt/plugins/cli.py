"""``ginqt plugins [--json]``: every plugin, what it registers, and its status or error."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from ginqt.plugins import (
    PluginModuleError,
    Plugins,
    blocked_from_flags,
    check_plugin_modules,
    load_plugins,
    plugin_modules_from_flags,
)
from ginqt.plugins.sandbox import protections

__all__ = ["cli_main", "report", "scoring_name"]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> Any:
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
        "errors": [
            {"plugin": e.plugin, "distribution": e.distribution, "version": e.version, "message": e.message}
            for e in plugins.errors
        ],
        "sandbox": [{"protection": row.name, "holds": row.holds, "detail": row.detail} for row in protections()],
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
    return "\n".join(lines)


def cli_main(command: str, argv: Sequence[str]) -> int:
    """``ginqt plugins``: list the plugins; exit 0 even when some failed (they are shown)."""
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
    options = parser.parse_args(list(argv))
    modules = plugin_modules_from_flags(options.plugin_flags)
    try:
        check_plugin_modules(modules)
    except PluginModuleError as error:
        parser.error(str(error))
    plugins = load_plugins(
        autoload=False if options.disable_plugin_autoload else None,
        blocked=blocked_from_flags(options.plugin_flags),
        modules=modules,
        trusted=options.trust,
        refresh=options.refresh,
    )
    if options.json:
        json.dump(report(plugins), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        print(_text(plugins))
    return 0
