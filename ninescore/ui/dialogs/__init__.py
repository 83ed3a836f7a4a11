"""The window's dialogs: a new match, resume, the rules, help, the sheet, the small touch ones."""
