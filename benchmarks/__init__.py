"""Benchmark and diagnosis scripts, run from a checkout (``python -m benchmarks.<name>``); not installed."""
