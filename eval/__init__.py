"""Evaluation harness: question sets, metrics, suites, reports and the regression gate.

Entry point: ``edabot eval`` (``eval.cli``). Importing this package loads no model.
Benchmark scripts (``benchmarks/bench_*.py``) live beside it and are not part of the package API.
"""

__all__ = ["cli", "compare", "harness", "metrics", "options", "questions", "report", "results"]
