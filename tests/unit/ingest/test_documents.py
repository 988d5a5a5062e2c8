import pytest

from edabot.errors import BadInputError
from ingest.documents import decode_document, read_document


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (b"", "empty file"),
        (b"  \n\t\n", "empty file"),
        (b"# t\x00\x01binary", "binary file"),
        (b"# caf\xe9 latin-1", "not UTF-8"),
        (b"x" * 101, "over the"),
    ],
)
def test_bad_bytes_are_refused_with_a_reason(data, reason):
    with pytest.raises(BadInputError, match=reason):
        decode_document(data, max_bytes=100)


def test_bom_is_accepted():
    assert decode_document("\ufeff# Title".encode(), 100) == "# Title"


def test_unsupported_suffix_and_unreadable_path(tmp_path):
    (tmp_path / "a.pdf").write_bytes(b"%PDF")
    with pytest.raises(BadInputError, match="unsupported file type"):
        read_document(tmp_path / "a.pdf", 1000)
    with pytest.raises(BadInputError, match="cannot read"):
        read_document(tmp_path / "missing.md", 1000)
