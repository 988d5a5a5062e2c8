"""Synthesis run analysis: parse run artifacts into a design graph and answer questions about them.

Public entry points (imported lazily by callers so that importing ``runs`` loads no model):
``runs.ingest.ingest_run_paths``, ``runs.detect.looks_like_run``, ``runs.agent.answer_run_question``,
``runs.summary.summarize_run``.
"""
