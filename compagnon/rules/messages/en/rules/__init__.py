"""The rules page of each game in English: the same sections as ``fr/rules``."""
