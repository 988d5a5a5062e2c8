"""A catalogue of malformed inputs sent to the HTTP API: each gets a clear client error (or a job that
reports why), the service never answers 500, and nothing refused is half-indexed.

Upload cases go through ``POST /v1/documents`` and the worker; request cases hit the JSON routes.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import tarfile
from collections.abc import Callable

import pytest
from archives import zip_bytes
from manuals import HTML, RST, encrypted_pdf, pdf_manual, scanned_pdf
from service_harness import AUTH, Service

SCOPE = "slack:T1/C1"


def _tar(add: Callable[[tarfile.TarFile], None]) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        add(archive)
    return buffer.getvalue()


def _tar_member(name: str, data: bytes = b"x", kind: bytes = tarfile.REGTYPE, link: str = "") -> Callable[[tarfile.TarFile], None]:
    def add(archive: tarfile.TarFile) -> None:
        info = tarfile.TarInfo(name)
        info.type, info.linkname, info.size = kind, link, len(data) if kind == tarfile.REGTYPE else 0
        archive.addfile(info, io.BytesIO(data) if kind == tarfile.REGTYPE else None)
    return add


TABLE_COLUMNS = "| " + " | ".join(f"c{i}" for i in range(3000)) + " |\n|" + "---|" * 3000 + "\n"
NESTED = "".join("  " * i + "- level\n" for i in range(500)) + "> " * 200 + "quote\n"
INCOMPRESSIBLE = b"".join(hashlib.sha256(str(i).encode()).digest() for i in range(700))
"""A member gzip cannot shrink, so cutting the archive in half cuts the member."""
YOSYS_HEAD = b"1. Executing Verilog-2005 frontend: top.v\n2. Executing HIERARCHY pass.\n=== top ===\n   Number of cells:"

# (name, bytes, kind) -> the job must end with this file refused (reason given) or indexed.
UPLOADS_REFUSED: list[tuple[str, bytes, str]] = [
    ("empty.md", b"", "doc"),
    ("binary.md", bytes(range(256)) * 40, "doc"),
    ("nul.txt", b"text\x00more text", "doc"),
    ("image-named-md.md", b"\x89PNG\r\n\x1a\n" + b"\x00" * 100, "doc"),
    ("latin1.md", "# Réglage\n\ncafé à ".encode("latin-1") + b"\xff\xfe", "doc"),
    ("utf16.md", "# Title\n\ntext".encode("utf-16"), "doc"),
    ("bomb.zip", zip_bytes({"synth.log": b"\0" * 60_000_000}), "run"),
    ("nested.zip", zip_bytes({f"layer{i}.zip": zip_bytes({"z.log": b"\0" * 1_000_000}) for i in range(3)}), "run"),
    ("traversal.zip", zip_bytes({"../../etc/evil.log": YOSYS_HEAD}), "run"),
    ("absolute.zip", zip_bytes({"/etc/evil.log": YOSYS_HEAD}), "run"),
    ("traversal.tar.gz", _tar(_tar_member("../evil.log", YOSYS_HEAD)), "run"),
    ("symlink.tar.gz", _tar(_tar_member("run/synth.log", kind=tarfile.SYMTYPE, link="/etc/passwd")), "run"),
    ("hardlink.tar.gz", _tar(_tar_member("run/synth.log", kind=tarfile.LNKTYPE, link="/etc/passwd")), "run"),
    ("device.tar.gz", _tar(_tar_member("run/dev", kind=tarfile.CHRTYPE)), "run"),
    ("fake.zip", b"PK\x03\x04 this is not really a zip", "run"),
    ("truncated.tar.gz", _tar(_tar_member("run/synth.log", INCOMPRESSIBLE))[: len(INCOMPRESSIBLE) // 2], "run"),
    ("gzip-not-tar.tar.gz", gzip.compress(b"plain text, not a tar archive"), "run"),
    ("empty.zip", zip_bytes({}), "run"),
    ("only-images.zip", zip_bytes({"a.png": b"\x89PNG\r\n\x1a\n"}), "run"),
    ("not-a-pdf.pdf", b"# Markdown saved under a PDF name\n", "doc"),
    ("truncated.pdf", pdf_manual()[:400], "doc"),
    ("encrypted.pdf", encrypted_pdf(), "doc"),
    ("scanned.pdf", scanned_pdf(), "doc"),
    ("chrome-only.html", b"<html><body><nav><a href='/'>Home</a></nav><script>var x;</script>"
                         b"<footer>Legal</footer></body></html>", "doc"),
]
UPLOADS_HANDLED: list[tuple[str, bytes, str]] = [
    ("one-long-line.md", b"x" * 1_000_000, "doc"),
    ("deeply-nested.md", NESTED.encode(), "doc"),
    ("wide-table.md", TABLE_COLUMNS.encode(), "doc"),
    ("crlf-bom.md", b"\xef\xbb\xbf# Title\r\n\r\nSome text.\r\n", "doc"),
    ("only-headings.md", b"#\n##\n###\n" * 200, "doc"),
    ("unclosed-fence.md", b"# T\n\n```tcl\nplace_global\n", "doc"),
    ("many-blank-lines.md", b"\n" * 100_000 + b"# end\n", "doc"),
    ("control-chars.txt", b"line\x07bell\x1b[31mred\x1b[0m\n", "doc"),
    ("truncated.log", YOSYS_HEAD, "run"),
    ("garbage.rpt", b"Startpoint: \nEndpoint:\nslack (VIOLATED)\n" * 3, "run"),
    ("site-page.html", HTML.encode(), "doc"),
    ("sphinx-source.rst", (RST + "\n.. autoclass:: Router\n   :members:\n\nSee :ref:`grid <grid-ref>`.\n").encode(), "doc"),
    ("two-pages.pdf", pdf_manual(), "doc"),
]

DEEP_ARRAYS = b"[" * 50_000 + b"]" * 50_000

# (path, JSON body or raw bytes, content type) -> a 4xx with the error object.
REQUESTS: list[tuple[str, object, str]] = [
    ("/v1/ask", b"{not json", "application/json"),
    ("/v1/ask", b"", "application/json"),
    ("/v1/ask", b"\xff\xfe\x00", "application/json"),
    ("/v1/ask", [], "application/json"),
    ("/v1/ask", "just a string", "application/json"),
    ("/v1/ask", {}, "application/json"),
    ("/v1/ask", {"question": ""}, "application/json"),
    ("/v1/ask", {"question": 42}, "application/json"),
    ("/v1/ask", {"question": None}, "application/json"),
    ("/v1/ask", {"question": "x" * 4001}, "application/json"),
    ("/v1/ask", {"question": "ok?", "k": 0}, "application/json"),
    ("/v1/ask", {"question": "ok?", "k": 10_000}, "application/json"),
    ("/v1/ask", {"question": "ok?", "k": "five"}, "application/json"),
    ("/v1/ask", {"question": "ok?", "mode": "telepathy"}, "application/json"),
    ("/v1/ask", {"question": "ok?", "scope": "../../etc"}, "application/json"),
    ("/v1/ask", {"question": "ok?", "scope": "x" * 5000}, "application/json"),
    ("/v1/ask", {"question": "ok?", "context": "not a list"}, "application/json"),
    ("/v1/ask", {"question": "ok?", "context": ["m"] * 51}, "application/json"),
    ("/v1/ask", {"question": "ok?", "stream": "maybe"}, "application/json"),
    ("/v1/ask", {"question": "ok?"}, "text/plain"),
    ("/v1/retrieve", {"question": ["a", "b"]}, "application/json"),
    ("/v1/retrieve", {"question": "ok?", "k": -1}, "application/json"),
    ("/v1/feedback", {"answer_id": "nope", "vote": "up"}, "application/json"),
    ("/v1/feedback", {"answer_id": "a", "vote": "sideways"}, "application/json"),
    ("/v1/feedback", {"vote": "up"}, "application/json"),
    ("/v1/documents", {"scope": "global", "name": "a.md"}, "application/json"),
    ("/v1/documents", {"scope": "global", "name": "a.md", "text": ""}, "application/json"),
    ("/v1/documents", {"scope": "global", "name": "", "text": "x"}, "application/json"),
    ("/v1/documents", {"scope": "global", "name": "a.exe", "text": "MZ"}, "application/json"),
    ("/v1/documents", {"scope": "global", "name": "../..", "text": "x"}, "application/json"),
    ("/v1/documents", {"scope": "global", "name": "a.md", "text": "x", "kind": "virus"}, "application/json"),
    ("/v1/documents", b"--boundary\r\nbroken multipart", "multipart/form-data; boundary=boundary"),
    ("/v1/documents", b"name=a.md", "application/x-www-form-urlencoded"),
    ("/v1/documents", {"scope": "global", "name": "a.md", "text": "x", "replace": 1}, "application/json"),
    ("/v1/ask", {"question": "ok?", "mode": "spec", "k": 50}, "application/json"),
    ("/v1/retrieve", {"question": "ok?", "mode": "graph", "k": 21}, "application/json"),
    ("/v1/ask", {"question": "ok?", "stream": 0}, "application/json"),
    ("/v1/documents", DEEP_ARRAYS, "application/json"),
    ("/v1/ask", DEEP_ARRAYS, "application/json"),
    ("/v1/retrieve", b"{" * 50_000, "application/json"),
    ("/v1/feedback", b'{"answer_id": "a", "vote": ' + b'{"a": ' * 100 + b"1" + b"}" * 100 + b"}", "application/json"),
    ("/v1/ask", DEEP_ARRAYS, ""),
]


def _upload(service: Service, name: str, data: bytes, kind: str) -> dict:
    reply = service.client.post("/v1/documents", headers=AUTH, files=[("files", (name, data))],
                                data={"scope": SCOPE, "kind": kind})
    assert reply.status_code != 500, reply.text
    if reply.status_code != 202:
        assert 400 <= reply.status_code < 500 and reply.json()["error"]["message"]
        return {"refused_at_upload": reply.json()["error"]["message"]}
    service.work()
    return service.job(reply.json()["job_id"])


@pytest.mark.parametrize(("name", "data", "kind"), UPLOADS_REFUSED, ids=[u[0] for u in UPLOADS_REFUSED])
def test_malformed_upload_is_refused_with_a_reason(embedded_service: Service, name: str, data: bytes, kind: str) -> None:
    job = _upload(embedded_service, name, data, kind)
    if "refused_at_upload" not in job:
        reasons = [e["reason"] for e in job["errors"]] + [s["reason"] for s in (job.get("result") or {}).get("skipped", [])]
        assert reasons and all(r.strip() for r in reasons), job
        assert not (job.get("result") or {}).get("run_summary"), "no analysis of a refused upload"
    docs = embedded_service.client.get("/v1/documents", headers=AUTH, params={"scope": SCOPE}).json()["documents"]
    assert docs == [], "nothing refused is indexed"


@pytest.mark.parametrize(("name", "data", "kind"), UPLOADS_HANDLED, ids=[u[0] for u in UPLOADS_HANDLED])
def test_odd_but_valid_upload_is_handled(embedded_service: Service, name: str, data: bytes, kind: str) -> None:
    job = _upload(embedded_service, name, data, kind)
    assert job.get("state") == "finished", job
    result = job["result"]
    handled = result.get("indexed") or result.get("unchanged") or result.get("runs", {}).get("indexed")
    assert handled or job["errors"], job
    answer = embedded_service.client.post("/v1/ask", headers=AUTH, json={"question": "what is in it?", "scope": SCOPE})
    assert answer.status_code == 200


@pytest.mark.parametrize(("path", "body", "content_type"), REQUESTS, ids=[f"{p}-{i}" for i, (p, _, _) in enumerate(REQUESTS)])
def test_malformed_request_gets_a_client_error(embedded_service: Service, path: str, body: object, content_type: str) -> None:
    raw = body if isinstance(body, bytes) else json.dumps(body).encode()
    reply = embedded_service.client.post(path, headers={**AUTH, "Content-Type": content_type}, content=raw)
    assert 400 <= reply.status_code < 500, (reply.status_code, reply.text)
    error = reply.json()["error"]
    assert error["message"] and error["request_id"] == reply.headers["X-Request-ID"]


def test_the_catalogue_is_at_least_sixty_inputs() -> None:
    assert len(UPLOADS_REFUSED) + len(UPLOADS_HANDLED) + len(REQUESTS) >= 60


def test_a_path_in_an_upload_name_is_reduced_to_its_base_name(embedded_service: Service) -> None:
    body = {"scope": SCOPE, "name": "../../escape.md", "text": "# Escape\n\nNothing leaves the uploads folder.\n"}
    reply = embedded_service.client.post("/v1/documents", headers=AUTH, json=body)
    assert reply.status_code == 202
    embedded_service.work()
    assert embedded_service.job(reply.json()["job_id"])["result"]["indexed"] == ["uploads/escape.md"]
    data_dir = embedded_service.settings.data_dir.resolve()
    assert not (data_dir.parent / "escape.md").exists() and not (data_dir / "escape.md").exists()
