"""The French catalog: one module per namespace (a game's slug, ``schema``,
``cards``, ``common``, ``core``), each with a ``MESSAGES`` dict."""
