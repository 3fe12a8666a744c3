"""The rules pages in English (``rules``); the engine's words are in
``compagnon/translations/en/LC_MESSAGES/engine.po``."""
