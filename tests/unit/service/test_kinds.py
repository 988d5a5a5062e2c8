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
