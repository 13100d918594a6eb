"""GinQt: Gin Rummy on a Qt table, with plugin opponents and rule variants."""

__version__ = "0.1.0"
