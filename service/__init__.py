"""The edabot HTTP service and its RQ ingest workers.

A thin layer over ``app.engine.Engine``: the API answers questions and queues ingest
jobs; workers run those jobs. Nothing here knows about chat platforms.
Entry points (imported by callers, so that importing ``service`` loads no web framework):
``service.app.create_app`` and ``service.worker.run_worker``.
"""
