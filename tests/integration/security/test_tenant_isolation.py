"""Tenant isolation under random questions: 1,200 seeded questions from six scopes, no foreign passage ever.

The questions name the asker's own identifiers, identifiers that exist only in scopes it
cannot see, both at once, plain English, or bags of words from every scope's documents. Each
goes to ``/v1/retrieve`` in one of the eight modes, doc and spec (and every eighth one to
``/v1/ask``, every fortieth streamed too); no result, citation or answer may carry a document
or an identifier of a scope the asker cannot see, while every scope it can see does show up.
"""

from __future__ import annotations

import json
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from service_harness import AUTH, Service
from tenants import ASKERS, DOC_SCOPES, Probe, QuestionGenerator, Tenant, tokens

from edabot.scopes import deletable_scopes, visible_scopes

QUESTIONS = 1200
MODES = ("hybrid", "chunk", "bm25", "rrf", "auto", "spec", "graph", "spec-single")


@dataclass
class Leaks:
    """Foreign documents and identifiers seen, and which visible scopes did show up per asker."""

    found: list[tuple[Probe, str, str]] = field(default_factory=list)
    seen: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    spec_passages: Counter[str] = field(default_factory=Counter)
    """Passages of the shared-name spec each asker got (its scope shows in its identifiers, not its name)."""
    calls: Counter[str] = field(default_factory=Counter)


class Checker:
    """Looks up which scope a source or identifier belongs to and records anything foreign."""

    def __init__(self, tenants: list[Tenant]) -> None:
        self.scope_of_source = {f"uploads/{name}": t.scope for t in tenants for name in t.manuals}
        """Manuals only: every scope has a ``gpio.md`` spec, told apart by the identifiers in it."""
        self.scope_of_token = {i: t.scope for t in tenants for i in t.identifiers}
        self.leaks = Leaks()

    def check(self, probe: Probe, sources: list[str], text: str, via: str) -> None:
        visible = visible_scopes(probe.asker)
        self.leaks.calls[via] += 1
        for source in sources:
            if source not in self.scope_of_source:  # the shared spec name; its identifiers are checked below
                self.leaks.spec_passages[probe.asker] += 1
                continue
            scope = self.scope_of_source[source]
            self.leaks.seen[probe.asker].add(scope)
            if scope not in visible:
                self.leaks.found.append((probe, via, source))
        for token in tokens(text) & self.scope_of_token.keys():
            if self.scope_of_token[token] not in visible:
                self.leaks.found.append((probe, via, token))


def _sse_text(service: Service, body: dict) -> tuple[list[str], str]:
    """Sources and every text the stream carried (deltas and the final answer)."""
    with service.client.stream("POST", "/v1/ask", headers=AUTH, json={**body, "stream": True}) as reply:
        assert reply.status_code == 200
        events = [json.loads(line[6:]) for line in reply.iter_lines() if line.startswith("data: ")]
    final = events[-1]
    text = " ".join(e.get("text", "") for e in events) + " " + final["answer"]
    return [c["source"] for c in final["citations"]], text


def ask_everything(service: Service, probes: list[Probe], checker: Checker) -> None:
    for i, probe in enumerate(probes):
        body = {"question": probe.question, "scope": probe.asker, "k": 10, "mode": MODES[i % len(MODES)]}
        results = service.post("/v1/retrieve", body)["results"]
        checker.check(probe, [r["source"] for r in results], " ".join(r["text"] for r in results),
                      f"retrieve/{body['mode']}")
        if i % 8 == 0:
            answer = service.post("/v1/ask", body)
            checker.check(probe, [c["source"] for c in answer["citations"]], answer["answer"], "ask")
        if i % 40 == 0:
            checker.check(probe, *_sse_text(service, body), "ask/stream")


def test_random_questions_never_see_a_foreign_scope(tenants_service: Service, tenants: list[Tenant]) -> None:
    identifiers = [i for t in tenants for i in t.identifiers]
    assert len(identifiers) == len(set(identifiers)), "every made-up identifier belongs to exactly one scope"
    generator = QuestionGenerator(tenants, seed=7)
    probes = generator.probes(QUESTIONS)
    assert len({p.asker for p in probes}) == len(ASKERS) >= 3 and len({p.question for p in probes}) > 1000

    checker = Checker(tenants)
    ask_everything(tenants_service, probes, checker)

    found = checker.leaks.found
    assert not found, f"{len(found)} foreign documents or identifiers, e.g. {found[:3]}"
    for asker in ASKERS:  # the filter lets through everything it should, not just nothing
        assert checker.leaks.seen[asker] == set(visible_scopes(asker)) & set(DOC_SCOPES), asker
        assert checker.leaks.spec_passages[asker] > 0, asker
    assert sum(checker.leaks.calls.values()) >= QUESTIONS + QUESTIONS // 8, checker.leaks.calls


def test_listing_and_deleting_stay_inside_the_scope(tenants_service: Service, tenants: list[Tenant]) -> None:
    """``/v1/documents`` lists what the scope can see; a document it may not delete (a foreign one, or a
    global one from below) is not found from it, and stays."""
    def listed(asker: str) -> list[dict]:
        return tenants_service.client.get("/v1/documents", headers=AUTH, params={"scope": asker}).json()["documents"]

    before = {asker: listed(asker) for asker in ASKERS}
    for asker, docs in before.items():
        expected = {f"uploads/{name}" for t in tenants if t.scope in visible_scopes(asker) for name in t.manuals}
        assert {d["source"] for d in docs} == expected, asker
    owners = {d["doc_id"]: d["scope"] for docs in before.values() for d in docs}
    refused = [(doc_id, owner, asker) for doc_id, owner in owners.items() for asker in ASKERS
               if owner not in deletable_scopes(asker)]
    for doc_id, owner, asker in refused:
        reply = tenants_service.client.delete(f"/v1/documents/{doc_id}", headers=AUTH, params={"scope": asker})
        assert reply.status_code == 404, (doc_id, owner, asker)
    assert {asker: listed(asker) for asker in ASKERS} == before, "a refused delete removed a document"
    print(f"\ndeletes refused: {len(refused)} ({sum(o == 'global' for _, o, _ in refused)} of global documents)")
