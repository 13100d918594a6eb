"""The replay viewer and the review of a recorded game (docs/RECORDS.md): on the same table as a live game."""
