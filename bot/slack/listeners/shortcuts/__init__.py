"""Message shortcuts (the "More actions" menu of a message)."""
