"""Distinct questions at once: the encoder shares forward passes between them and the endpoint hands each
to a worker thread, yet every reply is the evidence its question gets when asked alone."""

from __future__ import annotations

import asyncio

import httpx
import pytest
from service_harness import AUTH, FIXTURES, Service

QUESTIONS = ["core utilization of initialize_floorplan", "How do I set the placement density?",
             "which option keeps the die area", "what does global placement do with overflow"]


async def _together(service: Service, scope: str, questions: list[str]) -> list[dict]:
    transport = httpx.ASGITransport(app=service.client.app)
    async with httpx.AsyncClient(transport=transport, base_url="http://api", headers=AUTH) as http:
        replies = await asyncio.gather(*(http.post("/v1/retrieve", json={"question": q, "scope": scope, "k": 3})
                                         for q in questions))
    assert all(r.status_code == 200 for r in replies)
    return [r.json() for r in replies]


def test_concurrent_retrieves_each_get_their_own_evidence(embedded_service: Service) -> None:
    scope = "slack:T1/C1"
    embedded_service.ingest(scope, FIXTURES / "floorplan.md", FIXTURES / "placement.md")
    questions = [f"{q} (variant {i})" for i, q in enumerate(QUESTIONS * 4)]
    alone = [embedded_service.post("/v1/retrieve", {"question": q, "scope": scope, "k": 3}) for q in questions]
    embedded_service.holder.get().base_encoder.clear_query_cache()  # encoded anew, in shared passes
    together = asyncio.run(_together(embedded_service, scope, questions))
    for single, shared in zip(alone, together, strict=True):
        assert [(h["source"], h["start_line"], h["end_line"]) for h in shared["results"]] == \
            [(h["source"], h["start_line"], h["end_line"]) for h in single["results"]]
        assert [h["score"] for h in shared["results"]] == pytest.approx([h["score"] for h in single["results"]], abs=1e-4)
