"""The rules pages in French (``rules``); the engine's words are in
``compagnon/translations/fr/LC_MESSAGES/engine.po``."""
