"""Plugin errors."""

from __future__ import annotations

__all__ = ["PluginValidationError"]


class PluginValidationError(ValueError):
    """A plugin registered something invalid: a duplicate name, a missing method, a bad value.

    The message names the plugin.
    """

    def __init__(self, plugin: str, message: str) -> None:
        self.plugin = plugin
        super().__init__(f"plugin {plugin!r}: {message}")
