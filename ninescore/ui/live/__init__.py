"""The live views: the spectator screen and the window's live feed, and their menu items."""
