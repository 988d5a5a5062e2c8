"""Save uploaded files under ``<data_dir>/uploads/<job id>/`` before their job is queued.

Saving first means a crash of the API or of a worker never loses an upload: the job only
carries the folder path. File names are reduced to a safe base name, so a name such as
``../../etc/passwd`` can never leave the job folder.
"""

from __future__ import annotations

import hashlib
import re
import shutil
from dataclasses import dataclass
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import BinaryIO

from edabot.errors import BadInputError

_UNSAFE = re.compile(r"[^A-Za-z0-9._+-]+")
_CHUNK = 1 << 16


class TooLargeError(BadInputError):
    """The upload is over ``EDABOT_MAX_UPLOAD_BYTES`` (refused before reading or while streaming)."""

    def __init__(self, max_bytes: int) -> None:
        super().__init__(f"upload is larger than the limit of {max_bytes} bytes")


@dataclass(frozen=True)
class SavedFile:
    """One upload on disk and the source name users will see in citations."""

    name: str
    path: Path

    @property
    def source(self) -> str:
        return f"uploads/{self.name}"


def safe_name(raw: str) -> str:
    """The base name of ``raw`` with anything outside ``[A-Za-z0-9._+-]`` replaced by ``_``.

    A stem with no such character (``手册.md``) becomes ``file-<hash of the name>``, so the suffix
    that decides the file's kind survives and two such names stay two files.
    """
    base = PurePosixPath(PureWindowsPath(PurePosixPath(raw or "").name).name)
    stem, suffix = _UNSAFE.sub("_", base.stem).strip("._"), _UNSAFE.sub("_", base.suffix).rstrip("_")
    if not stem and suffix not in ("", ".") and base.stem.strip("._ "):
        stem = "file-" + hashlib.sha256(base.stem.encode()).hexdigest()[:8]
    cleaned = (stem + suffix).strip("._")
    if not cleaned:
        raise BadInputError(f"file name {raw!r} has no usable characters")
    return cleaned[:150]


def uploads_root(data_dir: Path) -> Path:
    return data_dir.resolve() / "uploads"


def upload_dir(data_dir: Path, job_id: str) -> Path:
    return uploads_root(data_dir) / job_id


class UploadWriter:
    """Writes the files of one upload, enforcing the total size limit while streaming."""

    def __init__(self, folder: Path, max_bytes: int) -> None:
        self.folder = folder
        self.max_bytes = max_bytes
        self.written = 0
        self.saved: list[SavedFile] = []

    def add(self, raw_name: str, stream: BinaryIO) -> SavedFile:
        name = safe_name(raw_name)
        if any(f.name == name for f in self.saved):
            raise BadInputError(f"two uploaded files are both named {name!r}")
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.folder / name
        with path.open("wb") as out:
            while chunk := stream.read(_CHUNK):
                self.written += len(chunk)
                if self.written > self.max_bytes:
                    raise TooLargeError(self.max_bytes)
                out.write(chunk)
        saved = SavedFile(name, path)
        self.saved.append(saved)
        return saved

    def discard(self) -> None:
        """Remove everything written so far (the request was refused)."""
        shutil.rmtree(self.folder, ignore_errors=True)
