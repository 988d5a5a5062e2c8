"""Unpack run archives (.tar.gz/.tgz/.tar/.zip) safely into a scratch folder.

Refuses absolute paths, ``..`` components, links and device files (path traversal), and
stops before the declared sizes, member count or compression ratio exceed the configured limits
(zip bombs: a 300 MB log of NUL bytes gzips to 290 KB and fits under any size cap); written bytes
are counted too, since declared sizes can lie. A log, report or Verilog member whose first block
holds NUL bytes is binary, not a run output, and refuses the archive.

Within those limits a ``Budget`` bounds the work of one job instead of refusing: unpacking stops, whole
members only, at the first run file past the job's file count or line total (``Unpacked`` says where).
"""

from __future__ import annotations

import shutil
import tarfile
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import IO

from edabot.errors import BadInputError
from runs.parse.detect import is_run_file_name, is_text_artifact_name

_COPY_BLOCK = 1 << 20
_RATIO_FLOOR = 10_000_000
"""Archives unpacking to less than this are never refused for their ratio: small repetitive logs compress well."""


@dataclass
class Budget:
    """Run files and lines one job may still unpack; every archive and loose file of the job draws on it.

    The first run file that does not fit closes it: ``cut_by`` says which bound ("files" or "lines"),
    ``next_file`` names that file, and nothing more is taken, so a job keeps a prefix of its uploads.
    """

    files: int
    lines: int
    cut_by: str = ""
    next_file: str = ""

    def fits(self, lines: int) -> bool:
        """Whether one more run file of ``lines`` lines fits."""
        return not self.cut_by and self.files >= 1 and lines <= self.lines

    def spend(self, lines: int) -> None:
        self.files -= 1
        self.lines -= lines

    def close(self, name: str) -> None:
        """Stop at run file ``name`` (does nothing once closed: the first cut is the one reported)."""
        if not self.cut_by:
            self.cut_by = "files" if self.files < 1 else "lines"
            self.next_file = name


@dataclass(frozen=True)
class Unpacked:
    """What one unpack took: run files (``is_run_file_name``) and their lines, of ``files_present`` in the
    archive; ``cut`` when the budget stopped it before the last of them."""

    files: int
    lines: int
    files_present: int

    @property
    def cut(self) -> bool:
        return self.files < self.files_present


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


def _check(archive: Path, max_bytes: int, max_members: int, max_ratio: float) -> int:
    """Refuse an archive past the limits; returns how many run files it holds."""
    total = run_files = 0
    for count, (name, size, is_file, _key) in enumerate(_members(archive), start=1):
        _safe_name(name)
        total += size
        run_files += is_file and is_run_file_name(name)
        if count > max_members:
            raise BadInputError(f"{archive.name} has more than {max_members} members; refused")
        if total > max_bytes:
            raise BadInputError(f"{archive.name} unpacks to more than {max_bytes} bytes; refused")
    ratio = total / max(archive.stat().st_size, 1)
    if total > _RATIO_FLOOR and ratio > max_ratio:
        raise BadInputError(f"{archive.name} has a compression ratio of {ratio:.0f}:1 (the limit is {max_ratio:.0f}:1); "
                            "run logs and reports do not compress like that; refused")
    return run_files


def _copy_limited(src: IO[bytes], dest: Path, budget: int, text_name: str, max_lines: int | None = None) -> tuple[int, int]:
    """Copy at most ``budget`` bytes; ``text_name`` (a log or report) must not start with binary data.

    Returns (bytes, lines) written; with ``max_lines``, copying stops once the member has more lines than
    that (lines = newlines, plus one for a last line without one), so the caller can drop it whole.
    """
    written = newlines = 0
    ends_line = True
    with open(dest, "wb") as out:
        while block := src.read(_COPY_BLOCK):
            if text_name and not written and b"\0" in block[:8192]:
                raise BadInputError(f"{text_name} is binary (NUL bytes), not a text log or report; refused")
            written += len(block)
            if written > budget:
                raise BadInputError("archive unpacks to more data than it declares; refused")
            newlines += block.count(b"\n")
            ends_line = block.endswith(b"\n")
            if max_lines is not None and newlines > max_lines:
                break
            out.write(block)
    return written, newlines + (not ends_line)


def _open_member(handle: zipfile.ZipFile | tarfile.TarFile, key: _Key) -> IO[bytes] | None:
    """A reader for member ``key`` (None for a tar member without data)."""
    if isinstance(handle, zipfile.ZipFile) and isinstance(key, zipfile.ZipInfo):
        return handle.open(key)
    if isinstance(handle, tarfile.TarFile) and isinstance(key, tarfile.TarInfo):
        return handle.extractfile(key)
    raise TypeError(f"archive member {key!r} does not belong to {handle!r}")


def extract_archive(archive: Path, dest: Path, max_bytes: int, max_members: int, max_ratio: float) -> Path:
    """Unpack ``archive`` into ``dest`` after validating every member; returns ``dest``."""
    unpack_archive(archive, dest, max_bytes, max_members, max_ratio)
    return dest


def unpack_archive(archive: Path, dest: Path, max_bytes: int, max_members: int, max_ratio: float,
                   budget: Budget | None = None) -> Unpacked:
    """Unpack ``archive`` into ``dest`` after validating every member, taking run files while ``budget`` lasts.

    The run file that does not fit is not kept (a partly copied one is removed), nor is any member after it.
    """
    try:
        present = _check(archive, max_bytes, max_members, max_ratio)
        remaining = max_bytes
        files = lines = 0
        dest.mkdir(parents=True, exist_ok=True)
        is_zip = archive.name.lower().endswith(".zip")
        with zipfile.ZipFile(archive) if is_zip else tarfile.open(archive) as handle:
            for name, _size, is_file, key in _members(archive):
                if not is_file:
                    continue
                run_file = is_run_file_name(name)
                if budget is not None and (budget.cut_by or (run_file and not budget.fits(0))):
                    budget.close(name)
                    break
                target = dest.joinpath(*_safe_name(name).parts)
                target.parent.mkdir(parents=True, exist_ok=True)
                src = _open_member(handle, key)
                if src is None:
                    continue
                text_name = name if is_text_artifact_name(name) else ""
                with src:
                    written, member_lines = _copy_limited(src, target, remaining, text_name,
                                                          budget.lines if budget is not None and run_file else None)
                remaining -= written
                if not run_file:
                    continue
                if budget is not None:
                    if not budget.fits(member_lines):
                        target.unlink()
                        budget.close(name)
                        break
                    budget.spend(member_lines)
                files, lines = files + 1, lines + member_lines
    except (tarfile.TarError, zipfile.BadZipFile, EOFError, OSError) as exc:
        shutil.rmtree(dest, ignore_errors=True)
        raise BadInputError(f"{archive.name} is not a readable archive") from exc
    except BadInputError:
        shutil.rmtree(dest, ignore_errors=True)
        raise
    return Unpacked(files, lines, present)


__all__ = ["Budget", "Unpacked", "extract_archive", "unpack_archive"]
