"""The nesting scan counts JSON structure only, in one pass over the chunks as they arrive."""

from __future__ import annotations

import json

import pytest

from service.json_depth import DepthScanner


def _fits(body: bytes, limit: int, chunk: int | None = None) -> bool:
    scanner = DepthScanner(limit)
    step = chunk or max(len(body), 1)
    return all(scanner.feed(body[i:i + step]) for i in range(0, len(body), step))


@pytest.mark.parametrize(("body", "depth"), [
    (b"{}", 1), (b"[[[]]]", 3), (b'{"a": [{"b": [1, 2]}], "c": {}}', 4), (b'"just a string"', 0), (b"", 0),
])
def test_the_limit_is_the_deepest_level(body: bytes, depth: int) -> None:
    assert _fits(body, depth)
    assert depth == 0 or not _fits(body, depth - 1)


@pytest.mark.parametrize("text", ["[[[[[[", "{{{ [[[ }}}", 'say \\"[[[[\\" twice', "ends in a backslash \\", "\\\\[[["])
def test_brackets_inside_strings_do_not_count(text: str) -> None:
    body = json.dumps({"question": text, "context": [text, text]}).encode()
    for chunk in range(1, len(body) + 1):
        assert _fits(body, 2, chunk), (text, chunk)
    assert not _fits(body, 1)


def test_a_flood_of_brackets_stops_at_the_limit() -> None:
    scanner = DepthScanner(64)
    assert not scanner.feed(b"[" * 50_000)
    assert scanner.depth == 65
