"""Which uploads are manuals, which are runs, and which are refused with a 415 reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from service.kinds import UnsupportedTypeError, resolve_kind


@pytest.mark.parametrize("name", ["a.md", "B.MARKDOWN", "c.txt", "d.rst", "e.html", "f.HTM", "g.pdf"])
def test_manual_suffixes_are_docs(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    path.write_text("# Title\n\nText.\n")
    assert resolve_kind(path, "doc") == "doc"
    assert resolve_kind(path, "auto") == "doc"


@pytest.mark.parametrize("name", ["a.pptx", "b.docx", "noext"])
def test_other_types_are_refused_with_the_accepted_list(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    path.write_bytes(b"\x00\x01binary")
    with pytest.raises(UnsupportedTypeError, match=r"unsupported file type.*\.md"):
        resolve_kind(path, "doc")


def test_run_kind_is_refused_while_run_analysis_is_missing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("service.kinds.RUN_MODULE", "runs.not_installed_here")
    path = tmp_path / "synth.log"
    path.write_text("Yosys 0.23\n")
    with pytest.raises(UnsupportedTypeError, match="run analysis not available"):
        resolve_kind(path, "run")


@pytest.mark.parametrize("name", ["spec.pdf", "spec.html"])
def test_specifications_are_plain_text_only(tmp_path: Path, name: str) -> None:
    path = tmp_path / name
    path.write_bytes(b"%PDF-1.7")
    with pytest.raises(UnsupportedTypeError, match=r"specifications must be one of .*\.md"):
        resolve_kind(path, "spec")


def _zip(path: Path, members: dict[str, bytes]) -> Path:
    import zipfile

    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return path


@pytest.mark.parametrize(("name", "reason"), [("run.tar.gz", "not a valid gzip/tar archive"),
                                              ("run.tgz", "not a valid gzip/tar archive"),
                                              ("run.zip", "not a valid zip archive")])
def test_random_bytes_under_an_archive_name_say_the_archive_is_invalid(tmp_path: Path, name: str, reason: str) -> None:
    path = tmp_path / name
    path.write_bytes(bytes(range(256)) * 8)
    with pytest.raises(UnsupportedTypeError, match=reason):
        resolve_kind(path, "auto")


def test_a_zip_inside_a_zip_says_nested_archives_are_not_unpacked(tmp_path: Path) -> None:
    inner = _zip(tmp_path / "inner.zip", {"synth.log": b"Yosys 0.23\n"})
    outer = _zip(tmp_path / "outer.zip", {"inner.zip": inner.read_bytes()})
    with pytest.raises(UnsupportedTypeError, match="nested archives are not unpacked"):
        resolve_kind(outer, "auto")


def test_a_log_of_warnings_is_a_run_log(tmp_path: Path) -> None:
    """The 415 message lists run logs as accepted, so any ``.log`` is taken as one."""
    path = tmp_path / "build.log"
    path.write_text("Warning: net n1 has no driver\n" * 1000)
    assert resolve_kind(path, "auto") == "run"
