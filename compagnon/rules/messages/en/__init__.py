"""The rules engine's messages in English (the same keys as ``fr``)."""
