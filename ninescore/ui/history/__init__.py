"""The history browser: the match list, a match's panels, the replay, the players' numbers."""
