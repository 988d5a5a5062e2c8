"""Failures callers can cause: bad token, unknown job, oversized or unsupported uploads, bad input.

None of these needs the engine, so they run without loading a model.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from service_harness import AUTH, TOKEN, Service

from edabot.settings import Settings


def _error(reply, status: int, code: str) -> str:  # type: ignore[no-untyped-def]
    assert reply.status_code == status, reply.text
    body = reply.json()["error"]
    assert body["code"] == code
    assert body["request_id"] == reply.headers["X-Request-ID"]
    return body["message"]


@pytest.mark.parametrize(
    ("method", "path"),
    [("post", "/v1/ask"), ("post", "/v1/retrieve"), ("post", "/v1/documents"), ("get", "/v1/jobs/x"),
     ("get", "/v1/jobs"), ("get", "/v1/documents"), ("delete", "/v1/documents/d1"), ("post", "/v1/feedback")],
)
@pytest.mark.parametrize("headers", [{}, {"Authorization": "Bearer wrong"}, {"Authorization": TOKEN}])
def test_every_v1_route_needs_the_token(embedded_service: Service, method: str, path: str, headers: dict) -> None:
    reply = getattr(embedded_service.client, method)(path, headers=headers)
    _error(reply, 401, "unauthorized")


NON_ASCII_TOKENS = [b"Bearer \xff", b"Bearer " + TOKEN.encode() + b"\xe9", "Bearer caf\u00e9".encode(), b"\xff\xfe"]
"""Header bytes outside ASCII, which Starlette hands over as latin-1 text."""


@pytest.mark.parametrize("value", NON_ASCII_TOKENS)
def test_a_non_ascii_token_is_401(embedded_service: Service, value: bytes) -> None:
    reply = embedded_service.client.get("/v1/documents", headers={"Authorization": value})
    _error(reply, 401, "unauthorized")


JSON_ROUTES = ["/v1/ask", "/v1/retrieve", "/v1/feedback", "/v1/documents"]
DEEP_BODIES = {
    "50k-arrays": b"[" * 50_000 + b"]" * 50_000,
    "objects-in-a-field": b'{"question": "q", "context": ' + b'{"a": ' * 200 + b"1" + b"}" * 200 + b"}",
}


@pytest.mark.parametrize("path", JSON_ROUTES)
@pytest.mark.parametrize("body", DEEP_BODIES.values(), ids=DEEP_BODIES.keys())
def test_deeply_nested_json_is_refused_before_parsing(embedded_service: Service, path: str, body: bytes) -> None:
    headers = {**AUTH, "Content-Type": "application/json"}
    message = _error(embedded_service.client.post(path, headers=headers, content=body), 400, "bad_input")
    assert "nested" in message


def test_probes_are_open_and_request_ids_are_echoed(embedded_service: Service) -> None:
    reply = embedded_service.client.get("/healthz", headers={"X-Request-ID": "caller-chosen-id-1"})
    assert reply.status_code == 200 and reply.headers["X-Request-ID"] == "caller-chosen-id-1"
    bogus = embedded_service.client.get("/healthz", headers={"X-Request-ID": "bad id\twith spaces"})
    assert bogus.headers["X-Request-ID"] != "bad id\twith spaces" and len(bogus.headers["X-Request-ID"]) == 32


def test_unknown_job_is_404(embedded_service: Service) -> None:
    message = _error(embedded_service.client.get("/v1/jobs/no-such-job", headers=AUTH), 404, "not_found")
    assert "no-such-job" in message


def test_oversized_upload_is_413_and_leaves_nothing(svc_settings: Callable[..., Settings]) -> None:
    service = Service(svc_settings(EDABOT_MAX_UPLOAD_BYTES=1000))
    files = [("files", ("big.md", b"# big\n" + b"x" * 2000))]
    message = _error(service.client.post("/v1/documents", headers=AUTH, files=files), 413, "too_large")
    assert "1000 bytes" in message
    assert not any((service.settings.data_dir / "uploads").glob("*/*"))
    body = {"name": "big.md", "text": "y" * 5000}
    _error(service.client.post("/v1/documents", headers=AUTH, json=body), 413, "too_large")


def test_unsupported_types_are_415(embedded_service: Service) -> None:
    client = embedded_service.client
    files = [("files", ("slides.pptx", b"PK\x03\x04"))]
    assert ".pptx" in _error(client.post("/v1/documents", headers=AUTH, files=files), 415, "unsupported_type")
    plain = client.post("/v1/documents", headers={**AUTH, "Content-Type": "text/plain"}, content=b"hello")
    _error(plain, 415, "unsupported_type")


def test_run_uploads_without_run_analysis_are_415(embedded_service: Service, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("service.kinds.RUN_MODULE", "runs.not_installed_here")
    files = [("files", ("synth.log", b"Yosys 0.23\n"))]
    reply = embedded_service.client.post("/v1/documents", headers=AUTH, files=files, data={"kind": "run"})
    assert "run analysis not available" in _error(reply, 415, "unsupported_type")


@pytest.mark.parametrize(
    ("data", "files", "code", "status", "needle"),
    [
        ({"scope": "slack:T1//C1"}, [("files", ("a.md", b"# a"))], "bad_input", 400, "invalid scope"),
        ({"kind": "video"}, [("files", ("a.md", b"# a"))], "bad_input", 400, "kind must be one of"),
        ({"scope": "global"}, None, "bad_input", 400, "no files"),
        ({}, [("files", ("a.md", b"# a")), ("files", ("a.md", b"# b"))], "bad_input", 400, "both named"),
        ({}, [("files", ("...", b"# a"))], "bad_input", 400, "no usable characters"),
    ],
)
def test_bad_uploads_are_refused_with_a_reason(
    embedded_service: Service, data: dict, files: list | None, code: str, status: int, needle: str
) -> None:
    if files is None:
        data = {**data, "note": "only a field"}
    reply = embedded_service.client.post("/v1/documents", headers=AUTH, data=data, files=files or {"x": (None, "1")})
    assert needle in _error(reply, status, code)


@pytest.mark.parametrize(
    ("path", "body", "needle"),
    [
        ("/v1/ask", {"question": ""}, "question"),
        ("/v1/ask", {"question": "q", "mode": "magic"}, "mode"),
        ("/v1/retrieve", {"question": "q", "k": 0}, "k"),
        ("/v1/retrieve", {"question": "q", "scope": "../etc"}, "invalid scope"),
        ("/v1/feedback", {"answer_id": "a", "vote": "sideways"}, "vote"),
        ("/v1/documents", {"name": "a.md"}, "text"),
    ],
)
def test_bad_json_bodies_are_422(embedded_service: Service, path: str, body: dict, needle: str) -> None:
    reply = embedded_service.client.post(path, headers=AUTH, json=body)
    assert needle in _error(reply, 422, "invalid_request")


def test_feedback_on_an_unknown_answer_is_404(embedded_service: Service) -> None:
    reply = embedded_service.client.post("/v1/feedback", headers=AUTH, json={"answer_id": "nope", "vote": "down"})
    _error(reply, 404, "not_found")


def test_path_traversal_names_stay_inside_the_upload_folder(embedded_service: Service) -> None:
    files = [("files", ("../../../etc/evil.md", b"# evil\n")), ("files", ("..\\..\\win.md", b"# win\n"))]
    reply = embedded_service.client.post("/v1/documents", headers=AUTH, files=files)
    job = embedded_service.job(reply.json()["job_id"])
    folder = embedded_service.settings.data_dir.resolve() / "uploads" / job["job_id"]
    assert sorted(p.name for p in folder.iterdir()) == ["evil.md", "win.md"]
    assert not (embedded_service.settings.data_dir.parent / "etc").exists()


@pytest.mark.parametrize(("method", "path", "allow"), [
    ("options", "/v1/documents", "GET, POST"), ("put", "/v1/documents", "GET, POST"),
    ("get", "/v1/documents/d1", "DELETE"), ("get", "/v1/ask", "POST"),
])
def test_a_405_names_every_method_of_the_path(embedded_service: Service, method: str, path: str, allow: str) -> None:
    reply = embedded_service.client.request(method.upper(), path, headers=AUTH)
    _error(reply, 405, "method_not_allowed")
    assert reply.headers["Allow"] == allow


@pytest.mark.parametrize("path", ["/v1/ask", "/v1/retrieve"])
@pytest.mark.parametrize("mode", ["spec", "graph", "spec-single"])
def test_both_question_routes_bound_k_in_spec_modes_alike(embedded_service: Service, path: str, mode: str) -> None:
    reply = embedded_service.client.post(path, headers=AUTH, json={"question": "q", "mode": mode, "k": 21})
    assert "k must be at most 20 in spec modes" in _error(reply, 422, "invalid_request")


@pytest.mark.parametrize(("path", "body"), [
    ("/v1/ask", {"question": "q", "stream": 0}),
    ("/v1/ask", {"question": "q", "stream": "true"}),
    ("/v1/documents", {"name": "a.md", "text": "# a", "replace": 1}),
])
def test_booleans_are_json_booleans(embedded_service: Service, path: str, body: dict) -> None:
    reply = embedded_service.client.post(path, headers=AUTH, json=body)
    assert "valid boolean" in _error(reply, 422, "invalid_request")
