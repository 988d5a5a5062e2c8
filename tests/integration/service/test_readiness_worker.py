"""``/readyz`` counts live workers (RQ's registry plus the edabot lease), and a started job shows its worker's lease."""

from __future__ import annotations

from datetime import datetime

from rq import Queue
from service_harness import AUTH, Service, idle_worker

from service.reaper import lease_key

DOC = {"scope": "global", "name": "a.md", "text": "# A\n\nSome text.\n"}


def test_no_worker_is_reported_but_the_api_stays_in_rotation(embedded_service: Service) -> None:
    reply = embedded_service.client.get("/readyz")
    body = reply.json()
    assert body["components"]["worker"] is False and "no worker" in body["reason"]
    assert reply.status_code == 200 and body["ready"] is True  # questions need no worker; uploads wait for one


def test_a_worker_with_a_lease_is_ready_and_a_dead_one_is_not(embedded_service: Service) -> None:
    connection = embedded_service.client.app.state.job_store.connection
    with idle_worker(embedded_service) as worker:
        ready = embedded_service.client.get("/readyz")
        assert ready.json()["components"]["worker"] is True and "reason" not in ready.json(), ready.text
        connection.delete(lease_key(worker.name))  # kill -9: RQ still lists it, its lease is gone
        gone = embedded_service.client.get("/readyz")
        assert gone.json()["components"]["worker"] is False and "no worker" in gone.json()["reason"], gone.text


def test_a_started_job_shows_its_workers_lease_expiry(embedded_service: Service) -> None:
    connection = embedded_service.client.app.state.job_store.connection
    job_id = embedded_service.client.post("/v1/documents", headers=AUTH, json=DOC).json()["job_id"]
    assert embedded_service.job(job_id)["lease"] is None, "a queued job has no worker yet"
    with idle_worker(embedded_service) as worker:
        worker.prepare_job_execution(Queue(embedded_service.settings.queue_name, connection=connection).fetch_job(job_id))
        lease = embedded_service.job(job_id)["lease"]
        assert lease["worker"] == worker.name and lease["alive"] is True
        assert datetime.fromisoformat(lease["expires_at"]) > datetime.now().astimezone()
        connection.delete(lease_key(worker.name))
        lease = embedded_service.job(job_id)["lease"]
        assert lease["alive"] is False and lease["expires_at"] is None
