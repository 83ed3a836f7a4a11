"""Qt widgets of the ninescore window: views that show state and send the operator's input."""
