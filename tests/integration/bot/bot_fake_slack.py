"""A small Slack Web API on 127.0.0.1: records every call, serves file downloads, can rate-limit once.

It also takes uploads the way ``files_upload_v2`` sends them: ``files.getUploadURLExternal``
hands out an upload URL on this server, the bytes are POSTed there, and
``files.completeUploadExternal`` shares the files (``uploaded`` keeps the bytes by file id).

Calls are recorded without timestamps on purpose: tests assert what happened, never how long it took.
"""

from __future__ import annotations

import itertools
import json
import threading
from dataclasses import dataclass, field
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response

BOT_TOKEN = "xoxb-test-token"
BOT_USER = "UBOT"


@dataclass
class Call:
    method: str
    args: dict[str, Any]
    auth: str


@dataclass
class FakeSlack:
    calls: list[Call] = field(default_factory=list)
    downloads: list[tuple[str, str]] = field(default_factory=list)
    files: dict[str, dict[str, Any]] = field(default_factory=dict)
    contents: dict[str, bytes] = field(default_factory=dict)
    uploaded: dict[str, bytes] = field(default_factory=dict)
    """Bytes POSTed to the upload URLs, by the file id ``files.getUploadURLExternal`` gave out."""
    threads: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    rate_limit_next: set[str] = field(default_factory=set)
    refuse: set[str] = field(default_factory=set)
    user_channels: list[str] = field(default_factory=list)
    """What ``users.conversations`` lists for the user."""
    """Methods answered with ``ok: false`` (e.g. a workspace where streaming is not allowed)."""
    errors: dict[str, str] = field(default_factory=dict)
    """Methods answered with ``ok: false`` and this error (e.g. ``missing_scope`` for uploads)."""
    retry_after_s: int = 1
    base_url: str = ""
    _ts: Any = field(default_factory=lambda: itertools.count(1))
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def add_file(self, file_id: str, name: str, content: bytes, declared_size: int | None = None) -> dict[str, Any]:
        """Register a downloadable file; returns the file object Slack would put in an event."""
        info = {"id": file_id, "name": name, "size": len(content) if declared_size is None else declared_size,
                "url_private_download": f"{self.base_url}/files/{file_id}/{name}"}
        self.files[file_id] = info
        self.contents[file_id] = content
        return info

    def of(self, method: str) -> list[Call]:
        with self._lock:
            return [c for c in self.calls if c.method == method]

    def texts(self, method: str) -> list[str]:
        return [block_text(c.args) for c in self.of(method)]

    def record(self, method: str, args: dict[str, Any], auth: str) -> None:
        with self._lock:
            self.calls.append(Call(method, args, auth))

    def next_ts(self) -> str:
        return f"1700000000.{next(self._ts):06d}"


def block_text(args: dict[str, Any]) -> str:
    """All text of a message's blocks (or its plain text), for assertions."""
    blocks = args.get("blocks")
    if isinstance(blocks, str):
        blocks = json.loads(blocks)
    if not blocks:
        return str(args.get("text", ""))
    parts = []
    for block in blocks:
        if "text" in block:
            parts.append(block["text"]["text"])
        parts += [e["text"]["text"] if isinstance(e.get("text"), dict) else e.get("text", "") for e in block.get("elements", [])]
    return "\n".join(parts)


async def _args(request: Request) -> dict[str, Any]:
    args: dict[str, Any] = dict(request.query_params)
    body_type = request.headers.get("content-type", "")
    if "json" in body_type:
        args.update(await request.json())
    elif "form" in body_type:
        args.update(dict(await request.form()))
    return args


def build_fake_slack(state: FakeSlack) -> FastAPI:
    app = FastAPI()

    @app.api_route("/api/{method}", methods=["GET", "POST"])
    async def api(method: str, request: Request) -> Response:
        args = await _args(request)
        state.record(method, args, request.headers.get("authorization", ""))
        if method in state.rate_limit_next:
            state.rate_limit_next.discard(method)
            return JSONResponse({"ok": False, "error": "ratelimited"}, status_code=429, headers={"Retry-After": str(state.retry_after_s)})
        return JSONResponse(_answer(state, method, args))

    @app.post("/upload/{file_id}")
    async def upload(file_id: str, request: Request) -> Response:
        state.uploaded[file_id] = await request.body()
        return Response(f"OK - {len(state.uploaded[file_id])}", media_type="text/plain")

    @app.get("/files/{file_id}/{name}")
    async def download(file_id: str, name: str, request: Request) -> Response:
        auth = request.headers.get("authorization", "")
        state.downloads.append((file_id, auth))
        if auth != f"Bearer {BOT_TOKEN}":
            return Response("<html>sign in</html>", media_type="text/html", status_code=403)
        return Response(state.contents[file_id], media_type="application/octet-stream")

    return app


def _answer(state: FakeSlack, method: str, args: dict[str, Any]) -> dict[str, Any]:
    if method in state.errors:
        return {"ok": False, "error": state.errors[method]}
    if method == "auth.test":
        return {"ok": True, "user_id": BOT_USER, "bot_id": "BBOT", "team_id": "T1", "user": "edabot",
                "team": "Team", "url": "https://team.slack.com/"}
    if method == "chat.postMessage":
        return {"ok": True, "channel": args.get("channel"), "ts": state.next_ts()}
    if method == "conversations.replies":
        return {"ok": True, "messages": state.threads.get(args.get("ts", ""), []), "has_more": False}
    if method == "users.conversations":
        return {"ok": True, "channels": [{"id": c} for c in state.user_channels], "response_metadata": {"next_cursor": ""}}
    if method == "chat.startStream":
        if method in state.refuse:
            return {"ok": False, "error": "not_allowed_token_type"}
        return {"ok": True, "channel": args.get("channel"), "ts": state.next_ts()}
    if method == "files.getUploadURLExternal":
        file_id = f"FU{next(state._ts)}"
        return {"ok": True, "file_id": file_id, "upload_url": f"{state.base_url}/upload/{file_id}"}
    if method == "files.completeUploadExternal":
        shared = json.loads(args.get("files", "[]"))
        return {"ok": True, "files": [{"id": f["id"], "title": f.get("title", "")} for f in shared]}
    if method == "files.info":
        file = state.files.get(args.get("file", ""))
        return {"ok": True, "file": file} if file else {"ok": False, "error": "file_not_found"}
    return {"ok": True, "channel": args.get("channel"), "ts": args.get("ts")}
