"""Unpack run archives (.tar.gz/.tgz/.tar/.zip) safely into a scratch folder.

Refuses absolute paths, ``..`` components, links and device files (path traversal), and
stops before the declared sizes, member count or compression ratio exceed the configured limits
(zip bombs: a 300 MB log of NUL bytes gzips to 290 KB and fits under any size cap); written bytes
are counted too, since declared sizes can lie. A log, report or Verilog member whose first block
holds NUL bytes is binary, not a run output, and refuses the archive.
"""

from __future__ import annotations

import shutil
import tarfile
import zipfile
from collections.abc import Iterator
from pathlib import Path, PurePosixPath
from typing import IO

from edabot.errors import BadInputError
from runs.parse.detect import is_text_artifact_name

_COPY_BLOCK = 1 << 20
_RATIO_FLOOR = 10_000_000
"""Archives unpacking to less than this are never refused for their ratio: small repetitive logs compress well."""


def _safe_name(name: str) -> PurePosixPath:
    path = PurePosixPath(name.replace("\\", "/"))
    if path.is_absolute() or ".." in path.parts or (path.parts and ":" in path.parts[0]):
        raise BadInputError(f"archive member {name!r} points outside the archive")
    return path


_Key = zipfile.ZipInfo | tarfile.TarInfo


def _members(archive: Path) -> Iterator[tuple[str, int, bool, _Key]]:
    """(name, declared size, is regular file, handle key) for each member."""
    if archive.name.lower().endswith(".zip"):
        with zipfile.ZipFile(archive) as handle:
            for info in handle.infolist():
                yield info.filename, info.file_size, not info.is_dir(), info
        return
    with tarfile.open(archive) as handle:
        for member in handle.getmembers():
            if member.issym() or member.islnk() or member.isdev():
                raise BadInputError(f"archive member {member.name!r} is a link or device; refused")
            yield member.name, member.size, member.isfile(), member


def _check(archive: Path, max_bytes: int, max_members: int, max_ratio: float) -> None:
    total = 0
    for count, (name, size, _is_file, _key) in enumerate(_members(archive), start=1):
        _safe_name(name)
        total += size
        if count > max_members:
            raise BadInputError(f"{archive.name} has more than {max_members} members; refused")
        if total > max_bytes:
            raise BadInputError(f"{archive.name} unpacks to more than {max_bytes} bytes; refused")
    ratio = total / max(archive.stat().st_size, 1)
    if total > _RATIO_FLOOR and ratio > max_ratio:
        raise BadInputError(f"{archive.name} has a compression ratio of {ratio:.0f}:1 (the limit is {max_ratio:.0f}:1); "
                            "run logs and reports do not compress like that; refused")


def _copy_limited(src: IO[bytes], dest: Path, budget: int, text_name: str) -> int:
    """Copy at most ``budget`` bytes; ``text_name`` (a log or report) must not start with binary data."""
    written = 0
    with open(dest, "wb") as out:
        while block := src.read(_COPY_BLOCK):
            if text_name and not written and b"\0" in block[:8192]:
                raise BadInputError(f"{text_name} is binary (NUL bytes), not a text log or report; refused")
            written += len(block)
            if written > budget:
                raise BadInputError("archive unpacks to more data than it declares; refused")
            out.write(block)
    return written


def _open_member(handle: zipfile.ZipFile | tarfile.TarFile, key: _Key) -> IO[bytes] | None:
    """A reader for member ``key`` (None for a tar member without data)."""
    if isinstance(handle, zipfile.ZipFile) and isinstance(key, zipfile.ZipInfo):
        return handle.open(key)
    if isinstance(handle, tarfile.TarFile) and isinstance(key, tarfile.TarInfo):
        return handle.extractfile(key)
    raise TypeError(f"archive member {key!r} does not belong to {handle!r}")


def extract_archive(archive: Path, dest: Path, max_bytes: int, max_members: int, max_ratio: float) -> Path:
    """Unpack ``archive`` into ``dest`` after validating every member; returns ``dest``."""
    try:
        _check(archive, max_bytes, max_members, max_ratio)
        budget = max_bytes
        is_zip = archive.name.lower().endswith(".zip")
        with zipfile.ZipFile(archive) if is_zip else tarfile.open(archive) as handle:
            for name, _size, is_file, key in _members(archive):
                if not is_file:
                    continue
                target = dest.joinpath(*_safe_name(name).parts)
                target.parent.mkdir(parents=True, exist_ok=True)
                src = _open_member(handle, key)
                if src is None:
                    continue
                with src:
                    budget -= _copy_limited(src, target, budget, name if is_text_artifact_name(name) else "")
    except (tarfile.TarError, zipfile.BadZipFile, EOFError, OSError) as exc:
        shutil.rmtree(dest, ignore_errors=True)
        raise BadInputError(f"{archive.name} is not a readable archive") from exc
    except BadInputError:
        shutil.rmtree(dest, ignore_errors=True)
        raise
    return dest


__all__ = ["extract_archive"]
