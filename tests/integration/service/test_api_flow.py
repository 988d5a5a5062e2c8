"""Every endpoint end to end, over embedded ChromaDB and over a Chroma server."""

from __future__ import annotations

from service_harness import AUTH, FIXTURES, Service


def test_upload_ingest_ask_feedback_delete(service: Service) -> None:
    scope = "slack:T1/C1"
    job = service.ingest(scope, FIXTURES / "floorplan.md", FIXTURES / "placement.md")
    assert job["progress"]["done"] == job["progress"]["total"] == 2
    assert sorted(job["result"]["indexed"]) == ["uploads/floorplan.md", "uploads/placement.md"]
    assert job["errors"] == [] and job["scope"] == scope

    listed = service.client.get("/v1/jobs", headers=AUTH, params={"scope": scope}).json()["jobs"]
    assert [j["job_id"] for j in listed] == [job["job_id"]]

    docs = service.client.get("/v1/documents", headers=AUTH, params={"scope": scope}).json()["documents"]
    assert sorted(d["source"] for d in docs) == ["uploads/floorplan.md", "uploads/placement.md"]

    hits = service.post("/v1/retrieve", {"question": "core utilization of initialize_floorplan", "scope": scope, "k": 3})
    assert hits["results"][0]["source"] == "uploads/floorplan.md"
    assert set(hits["results"][0]) == {"source", "start_line", "end_line", "page", "end_page", "section", "text",
                                       "score", "via"}

    answer = service.post("/v1/ask", {"question": "How do I set the placement density?", "scope": scope})
    assert not answer["abstained"]
    assert "uploads/placement.md" in {c["source"] for c in answer["citations"]}
    assert service.post("/v1/feedback", {"answer_id": answer["answer_id"], "vote": "up", "scope": scope}) == {"ok": True}

    doc_id = next(d["doc_id"] for d in docs if d["source"] == "uploads/placement.md")
    deleted = service.client.delete(f"/v1/documents/{doc_id}", headers=AUTH, params={"scope": scope})
    assert deleted.status_code == 200 and deleted.json()["deleted"]["source"] == "uploads/placement.md"
    again = service.client.delete(f"/v1/documents/{doc_id}", headers=AUTH, params={"scope": scope})
    assert again.status_code == 404 and again.json()["error"]["code"] == "not_found"
    hits = service.post("/v1/retrieve", {"question": "placement density", "scope": scope})
    assert all(h["source"] != "uploads/placement.md" for h in hits["results"])

    metrics = service.client.get("/metrics").text
    assert 'edabot_http_requests_total{method="POST",route="/v1/ask",status="200"} 1.0' in metrics
    assert 'edabot_http_requests_total{method="DELETE",route="/v1/documents/{doc_id}",status="404"} 1.0' in metrics
    assert 'edabot_http_request_seconds_count{method="POST",route="/v1/retrieve"} 2.0' in metrics
    assert 'edabot_jobs{state="finished"} 1.0' in metrics and "edabot_queue_depth 0.0" in metrics
    ready = service.client.get("/readyz")  # the in-process worker ran in burst mode and has stopped
    assert ready.status_code == 200 and ready.json()["components"] == {
        "redis": True, "chroma": True, "model": True, "database": True, "index": True, "worker": False}
    assert "no worker" in ready.json()["reason"]


def test_json_text_upload_is_idempotent(service: Service) -> None:
    body = {"scope": "global", "name": "notes.md", "text": (FIXTURES / "routing.md").read_text(), "kind": "doc"}
    first = service.client.post("/v1/documents", headers=AUTH, json=body).json()["job_id"]
    second = service.client.post("/v1/documents", headers=AUTH, json=body).json()["job_id"]
    service.work()
    assert service.job(first)["result"]["indexed"] == ["uploads/notes.md"]
    assert service.job(second)["result"]["unchanged"] == ["uploads/notes.md"]
    docs = service.client.get("/v1/documents", headers=AUTH).json()["documents"]
    assert [d["source"] for d in docs] == ["uploads/notes.md"]
