"""Synthesis run analysis: parse run artifacts into a design graph and answer questions about them.

Public entry points (imported lazily by callers so that importing ``runs`` loads no model):
``runs.store.ingest.ingest_run_paths``, ``runs.parse.detect.looks_like_run``, ``runs.qa.agent.answer_run_question``,
``runs.report.summary.summarize_run``.
"""
