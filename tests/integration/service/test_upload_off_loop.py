"""An upload's archive is inspected off the event loop: ``/healthz`` is answered meanwhile.

The API lists an uploaded archive to decide its kind (``service.kinds.resolve_kind``). A 1 MB tar.gz
unpacking to 1 GiB takes seconds to list; done in the async handler, that stalled every request of the
process, ``/healthz`` included. Here the app runs under uvicorn (real HTTP) and the archive is the real
thing, listed by the real inspector: 512 MiB of NUL bytes, about 0.5 MB of tar.gz. A spy around
``runs.parse.detect._archive_names`` only records when the listing starts and ends; every check is on the
order of events (a global sequence number), none on a time.
"""

from __future__ import annotations

import itertools
import threading
import time
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest
from servers import UvicornThread
from service_harness import AUTH

import runs.parse.detect as detect
from benchmarks.bench_upload_stall import build_archive
from edabot.settings import Settings
from service.app import create_app

PROBES = 3
"""Clients polling ``/healthz`` at once while the archive is listed."""


def test_healthz_is_answered_while_an_uploaded_archive_is_listed(
    svc_settings: Callable[..., Settings], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    archive = build_archive(tmp_path / "big_run.tar.gz", 512 << 20)
    tick = itertools.count().__next__  # one order for every thread: the server's, the probes', this one
    listing: dict[str, int] = {}
    started, replied = threading.Event(), threading.Event()
    real_listing = detect._archive_names

    def spy(path: Path) -> list[str] | None:
        listing.setdefault("start", tick())
        started.set()
        try:
            return real_listing(path)
        finally:
            listing["end"] = tick()

    monkeypatch.setattr(detect, "_archive_names", spy)
    probes: list[list[tuple[int, int, int]]] = [[] for _ in range(PROBES)]  # (sent, answered, status) per probe

    def poll(replies: list[tuple[int, int, int]], url: str) -> None:
        """From the start of the listing until the upload is answered, /healthz every few milliseconds."""
        with httpx.Client(base_url=url, timeout=120) as client:
            if not started.wait(120):
                return
            while not replied.is_set():
                sent = tick()
                status = client.get("/healthz").status_code
                replies.append((sent, tick(), status))
                time.sleep(0.005)

    with UvicornThread(create_app(svc_settings())) as server:
        threads = [threading.Thread(target=poll, args=(replies, server.url), daemon=True) for replies in probes]
        for thread in threads:
            thread.start()
        try:
            with httpx.Client(base_url=server.url, headers=AUTH, timeout=120) as client:
                reply = client.post("/v1/documents", files=[("files", (archive.name, archive.read_bytes()))],
                                    data={"scope": "slack:T1/C1"})
            upload_answered = tick()
        finally:
            replied.set()
            started.set()
            for thread in threads:
                thread.join(120)

    assert reply.status_code == 202, reply.text
    assert listing["start"] < listing["end"] < upload_answered
    start, end = listing["start"], listing["end"]
    assert all(status == 200 for replies in probes for _, _, status in replies)
    during = [[(sent, answered) for sent, answered, _ in replies if start < sent and answered < end] for replies in probes]
    assert all(during), (
        f"a /healthz client got no reply while the archive was listed (events {start}..{end}, upload answered at "
        f"{upload_answered}); replies (sent, answered) per client: {[[r[:2] for r in p] for p in probes]}")
    sent_meanwhile = [(sent, answered) for replies in probes for sent, answered, _ in replies if start < sent < end]
    assert all(answered < upload_answered for _, answered in sent_meanwhile), sent_meanwhile
    print(f"\n/healthz replies while the archive was listed: {sum(map(len, during))} "
          f"(per client {[len(d) for d in during]}), all {len(sent_meanwhile)} sent meanwhile answered before the upload")
