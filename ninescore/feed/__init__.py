"""The live feed (layer 6, beside the views): every match as it is played, for a stream's
overlay, the room's TV and the desk, over HTTP on this machine.

- :mod:`.hub`: the live matches, one change counter, and each client's bounded queue;
- :mod:`.follower`: the matches of a data folder, followed as their files change
  (``ninescore serve``); the scoring window feeds the hub from its controller instead;
- :mod:`.model` and :mod:`.render`: the JSON API (``docs/feed-api.schema.json``), made from the
  presenter's view for the public (:mod:`ninescore.scoring.live`) in the language asked for;
- :mod:`.server`: the read-only ``ThreadingHTTPServer``: the API, Server-Sent Events, the pages;
- :mod:`.pages`: the bundled pages of ``resources/feed/``;
- :mod:`.textdir`: one text file per field for OBS text sources.

QtCore only (for the words): it runs with no display, in ``ninescore serve``.
"""
