"""Pieces more than one screen uses: the balls, plain text, fitted type, the touch look, words."""
