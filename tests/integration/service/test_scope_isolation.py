"""Tenants never see each other's documents: a channel sees itself, its workspace and global only."""

from __future__ import annotations

import itertools

from service_harness import AUTH, FIXTURES, Service

QUESTIONS = [
    "How do I set the core utilization with initialize_floorplan?",
    "What does -aspect_ratio do?",
    "When should I run make_tracks?",
    "How do I set the placement density?",
    "What does -routability_driven do in global_placement?",
    "How do I legalize cells with detailed_placement?",
    "Where are the global_route guides written?",
    "How many congestion iterations does global_route run?",
    "floorplan placement routing density utilization guide",
    "tcl example",
]
OWN = {"slack:T1/C1": "uploads/floorplan.md", "slack:T1/C2": "uploads/placement.md"}


def _sources(service: Service, endpoint: str, scope: str, question: str, mode: str) -> set[str]:
    body = service.post(endpoint, {"question": question, "scope": scope, "mode": mode, "k": 8})
    items = body["results"] if endpoint == "/v1/retrieve" else body["citations"]
    return {item["source"] for item in items}


def test_sibling_channels_never_see_each_other(service: Service) -> None:
    service.upload("slack:T1/C1", FIXTURES / "floorplan.md")
    service.upload("slack:T1/C2", FIXTURES / "placement.md")
    service.upload("global", FIXTURES / "routing.md")
    service.work()

    seen_global = {scope: False for scope in OWN}
    for scope, question, mode, endpoint in itertools.product(
        OWN, QUESTIONS, ("hybrid", "chunk", "bm25"), ("/v1/retrieve", "/v1/ask")
    ):
        sources = _sources(service, endpoint, scope, question, mode)
        sibling = next(src for other, src in OWN.items() if other != scope)
        assert sibling not in sources, (scope, question, mode, endpoint, sources)
        assert sources <= {OWN[scope], "uploads/routing.md"}
        seen_global[scope] |= "uploads/routing.md" in sources
    assert all(seen_global.values()), seen_global

    for scope, own in OWN.items():
        listed = service.client.get("/v1/documents", headers=AUTH, params={"scope": scope}).json()["documents"]
        assert sorted(d["source"] for d in listed) == sorted([own, "uploads/routing.md"])
    workspace = service.client.get("/v1/documents", headers=AUTH, params={"scope": "slack:T1"}).json()
    assert [d["source"] for d in workspace["documents"]] == ["uploads/routing.md"]


def test_a_channel_cannot_delete_a_siblings_document(embedded_service: Service) -> None:
    embedded_service.ingest("slack:T1/C1", FIXTURES / "floorplan.md")
    docs = embedded_service.client.get("/v1/documents", headers=AUTH, params={"scope": "slack:T1/C1"}).json()
    doc_id = docs["documents"][0]["doc_id"]
    reply = embedded_service.client.delete(f"/v1/documents/{doc_id}", headers=AUTH, params={"scope": "slack:T1/C2"})
    assert reply.status_code == 404
    still = embedded_service.client.get("/v1/documents", headers=AUTH, params={"scope": "slack:T1/C1"}).json()
    assert still == docs


def test_a_channel_cannot_delete_a_global_document(embedded_service: Service) -> None:
    """Global documents are listed in every channel, but only the global scope removes them."""
    embedded_service.ingest("global", FIXTURES / "routing.md")
    embedded_service.ingest("slack:T9", FIXTURES / "placement.md")

    def listed(scope: str) -> dict[str, str]:
        docs = embedded_service.client.get("/v1/documents", headers=AUTH, params={"scope": scope}).json()["documents"]
        return {d["scope"]: d["doc_id"] for d in docs}

    ids = listed("slack:T9/C9")
    reply = embedded_service.client.delete(f"/v1/documents/{ids['global']}", headers=AUTH, params={"scope": "slack:T9/C9"})
    assert reply.status_code == 404 and reply.json()["error"]["code"] == "not_found"
    assert listed("slack:T9/C9") == ids
    workspace = embedded_service.client.delete(f"/v1/documents/{ids['slack:T9']}", headers=AUTH,
                                               params={"scope": "slack:T9/C9"})
    assert workspace.status_code == 200, "a channel may remove its workspace's documents, as the Slack bot does"
    glob = embedded_service.client.delete(f"/v1/documents/{ids['global']}", headers=AUTH, params={"scope": "global"})
    assert glob.status_code == 200 and listed("slack:T9/C9") == {}
