"""The research wing: tournaments, the round robin, their backends and totals (never imports the window)."""
