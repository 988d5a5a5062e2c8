"""The decimal numbers tools print, as a regex fragment shared by every parser that reads values.

``[\\d.]+`` also matches ``.``, ``1..2`` or ``1.2.3``, which ``float()`` rejects, so one corrupted
line aborted the parse of a whole report (found by tests/fuzz). This fragment matches only what
``float()`` reads, and refuses a number that runs on into more digits or dots.
"""

from __future__ import annotations

DECIMAL = r"(?:\d+(?:\.\d*)?|\.\d+)(?!\.?\d)"
