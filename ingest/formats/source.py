"""What every format reader returns: the citable lines of a manual and its structural blocks.

The rest of ingest (artifacts, anchors, units, chunks) only ever sees ``Block`` objects, so a
new format is one reader; nothing downstream learns about Markdown, RST, HTML or PDF.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field

from ingest.formats.blocks import Block

FORMATS = ("markdown", "rst", "html", "pdf", "text", "code")


@dataclass(frozen=True)
class SourceText:
    """A parsed manual.

    ``lines`` are what citations count: the saved file's lines for text formats, and for PDF
    the extracted text lines of every page, in page order. ``page_starts[i]`` is the 1-based
    line number (in ``lines``) where page ``i + 1`` begins; empty for formats without pages.
    ``verbatim`` says whether a span of ``lines`` reads as plain text (Markdown, RST, PDF) or
    carries markup (HTML), in which case chunk text is rendered from the blocks instead.
    """

    format: str
    lines: list[str]
    blocks: list[Block]
    page_starts: tuple[int, ...] = field(default=())
    verbatim: bool = True

    def page_of(self, line: int) -> tuple[int, int] | None:
        """``(page, line within page)``, both 1-based, of a line of a paged source; else None."""
        if not self.page_starts:
            return None
        page = bisect_right(self.page_starts, line)
        return page, line - self.page_starts[page - 1] + 1
