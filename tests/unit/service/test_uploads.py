"""Upload file names cannot escape the job folder and the size limit holds while streaming."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from edabot.errors import BadInputError
from service.uploads import TooLargeError, UploadWriter, safe_name


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("manual.md", "manual.md"),
        ("../../etc/passwd.md", "passwd.md"),
        ("..\\..\\windows\\boot.md", "boot.md"),
        ("/abs/path/run log.txt", "run_log.txt"),
        ("résumé;rm -rf.md", "r_sum_rm_-rf.md"),
        (".hidden.md", "hidden.md"),
    ],
)
def test_safe_name_keeps_only_a_clean_base_name(raw: str, expected: str) -> None:
    assert safe_name(raw) == expected


@pytest.mark.parametrize("raw", ["", "..", "../..", "///", "%%%"])
def test_names_without_usable_characters_are_refused(raw: str) -> None:
    with pytest.raises(BadInputError, match="no usable characters"):
        safe_name(raw)


def test_writer_enforces_the_total_limit_across_files(tmp_path: Path) -> None:
    writer = UploadWriter(tmp_path / "job", max_bytes=10)
    writer.add("a.md", io.BytesIO(b"123456"))
    with pytest.raises(TooLargeError, match="10 bytes"):
        writer.add("b.md", io.BytesIO(b"123456"))
    writer.discard()
    assert not (tmp_path / "job").exists()


def test_writer_refuses_two_files_with_one_name(tmp_path: Path) -> None:
    writer = UploadWriter(tmp_path / "job", max_bytes=100)
    saved = writer.add("dir/a.md", io.BytesIO(b"x"))
    assert saved.source == "uploads/a.md" and saved.path.read_bytes() == b"x"
    with pytest.raises(BadInputError, match="both named"):
        writer.add("other/a.md", io.BytesIO(b"y"))


def test_a_name_of_only_non_ascii_characters_keeps_its_extension() -> None:
    """``手册.md`` must stay a manual: reducing it to ``md`` lost the suffix and drew a 415."""
    name = safe_name("手册.md")
    assert name.endswith(".md") and len(name) > len(".md")
    assert name == safe_name("手册.md"), "the same name maps to the same file (re-uploads are unchanged)"
    assert name != safe_name("指南.md"), "two such names stay two files"
