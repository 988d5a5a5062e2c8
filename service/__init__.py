"""The edabot HTTP service and its RQ ingest workers.

A thin layer over ``edabot.engine.Engine``: the API answers questions and queues ingest
jobs; workers run those jobs. Nothing here knows about chat platforms.
"""

from service.app import create_app

__all__ = ["create_app"]
