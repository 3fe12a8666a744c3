"""Benchmarks: `make bench` (or `python -m bench`). Never run by the tests."""
