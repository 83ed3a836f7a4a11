"""How long news stays on the screen, wherever it is shown (the message strip, the start screen)."""

BANNER_MS = 4000
"""News over the prompt: a frame won, an undo, a notice (the match won stays)."""
ERROR_MS = 6000
"""A refusal: one sentence, a little longer, since it must be read before the next try."""
