"""The tournament desk: its window, the tables' cards, its dialogs, its offer on a start screen."""
