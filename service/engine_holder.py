"""One lazily built Engine per process, shared by every request or job in it.

Building the engine loads models (seconds), so it happens on first use, once, under a lock.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from app.engine import Engine
from edabot.settings import Settings


class EngineHolder:
    """Builds ``factory(settings)`` on the first ``get()`` and returns the same engine afterwards."""

    def __init__(self, settings: Settings, factory: Callable[[Settings], Engine] = Engine) -> None:
        self.settings = settings
        self._factory = factory
        self._engine: Engine | None = None
        self._lock = threading.Lock()

    @property
    def built(self) -> Engine | None:
        """The engine if it has been built (never blocks), else None."""
        return self._engine

    def get(self) -> Engine:
        if self._engine is None:
            with self._lock:
                if self._engine is None:
                    self._engine = self._factory(self.settings)
        return self._engine
