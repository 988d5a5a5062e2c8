"""Two manuals with one file name: both stay searchable unless the user asks to replace."""

from __future__ import annotations

from service_harness import AUTH, Service

FIRST = "# Tool A\n\n## alpha_place\n\nThe `alpha_place` command spreads cells over the die evenly.\n"
SECOND = "# Tool B\n\n## beta_route\n\nThe `beta_route` command routes clock nets on the top layers.\n"


def _add(service: Service, text: str, replace: bool = False) -> dict:
    body = {"scope": "slack:T1/C1", "name": "README.md", "text": text, "kind": "doc", "replace": replace}
    reply = service.client.post("/v1/documents", headers=AUTH, json=body)
    assert reply.status_code == 202, reply.text
    service.work()
    return service.job(reply.json()["job_id"])


def _sources(service: Service) -> list[str]:
    docs = service.client.get("/v1/documents", headers=AUTH, params={"scope": "slack:T1/C1"}).json()["documents"]
    return sorted(d["source"] for d in docs)


def _top_source(service: Service, question: str) -> str:
    hits = service.post("/v1/retrieve", {"question": question, "scope": "slack:T1/C1", "k": 1, "mode": "chunk"})
    return hits["results"][0]["source"]


def test_second_readme_is_kept_beside_the_first(embedded_service: Service) -> None:
    first = _add(embedded_service, FIRST)
    assert first["result"]["documents"] == [{"name": "README.md", "source": "uploads/README.md", "action": "added"}]
    second = _add(embedded_service, SECOND)
    [placed] = second["result"]["documents"]
    assert placed["action"] == "kept_both" and placed["source"] == f"uploads/{second['job_id'][:8]}/README.md"
    assert _sources(embedded_service) == sorted(["uploads/README.md", placed["source"]])
    assert _top_source(embedded_service, "which command spreads cells over the die") == "uploads/README.md"
    assert _top_source(embedded_service, "how are clock nets routed on top layers") == placed["source"]


def test_replace_overwrites_and_same_content_is_unchanged(embedded_service: Service) -> None:
    _add(embedded_service, FIRST)
    assert _add(embedded_service, FIRST)["result"]["documents"][0]["action"] == "unchanged"
    replaced = _add(embedded_service, SECOND, replace=True)
    assert replaced["result"]["documents"][0] == {"name": "README.md", "source": "uploads/README.md", "action": "replaced"}
    assert _sources(embedded_service) == ["uploads/README.md"]
    hits = embedded_service.post("/v1/retrieve", {"question": "alpha_place", "scope": "slack:T1/C1", "mode": "bm25"})
    assert all("alpha_place" not in h["text"] for h in hits["results"])


def test_replace_flag_must_be_a_boolean(embedded_service: Service) -> None:
    files = [("files", ("README.md", FIRST.encode()))]
    reply = embedded_service.client.post("/v1/documents", headers=AUTH, files=files,
                                         data={"scope": "global", "replace": "maybe"})
    assert reply.status_code == 400 and "replace" in reply.json()["error"]["message"]


def _upload_file(service: Service, name: str, text: str) -> dict:
    reply = service.client.post("/v1/documents", headers=AUTH, files=[("files", (name, text.encode()))],
                                data={"scope": "slack:T1/C1"})
    assert reply.status_code == 202, reply.text
    service.work()
    return service.job(reply.json()["job_id"])["result"]["documents"][0]


def test_identical_reuploads_of_a_kept_copy_are_unchanged(embedded_service: Service) -> None:
    """``b/notes.md`` uploaded three times beside another ``notes.md``: stored once, then unchanged."""
    assert _upload_file(embedded_service, "a/notes.md", FIRST)["action"] == "added"
    kept = _upload_file(embedded_service, "b/notes.md", SECOND)
    assert kept["action"] == "kept_both"
    again = [_upload_file(embedded_service, "b/notes.md", SECOND) for _ in range(2)]
    assert again == [{"name": "notes.md", "source": kept["source"], "action": "unchanged"}] * 2
    assert _sources(embedded_service) == sorted(["uploads/notes.md", kept["source"]])
