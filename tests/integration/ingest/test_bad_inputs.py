"""A batch with bad files indexes the good ones and says why each bad one was skipped."""

from __future__ import annotations

import shutil
from pathlib import Path

from app.engine import Engine
from ingest.indexer import expand_paths

MANUALS = Path(__file__).resolve().parents[3] / "examples" / "manuals" / "tessera"


def test_bad_files_are_skipped_with_reasons_and_the_rest_is_indexed(make_settings, tmp_path):
    folder = tmp_path / "batch"
    folder.mkdir()
    shutil.copy(MANUALS / "placement.md", folder / "good.md")
    (folder / "binary.md").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00")
    (folder / "empty.md").write_text("")
    (folder / "latin1.md").write_bytes("# Caf\xe9 r\xe9sum\xe9".encode("latin-1"))
    (folder / "huge.md").write_text("# big\n" + "word " * 400_000)
    (folder / "dangling.md").symlink_to(folder / "nowhere.md")

    engine = Engine(make_settings(EDABOT_MAX_FILE_BYTES=1_000_000))
    seen: list[tuple[int, int, str]] = []
    report = engine.ingest_paths([folder], progress=lambda done, total, src: seen.append((done, total, src)))

    assert report.indexed == ["batch/good.md"]
    reasons = {s.source.split("/")[-1]: s.reason for s in report.skipped}
    assert "binary file" in reasons["binary.md"]
    assert reasons["empty.md"] == "empty file"
    assert "not UTF-8" in reasons["latin1.md"]
    assert "over the 1.0 MB limit" in reasons["huge.md"]
    assert "cannot read" in reasons["dangling.md"]
    assert [s[:2] for s in seen] == [(i, 6, ) for i in range(1, 7)]

    # nothing half-written: only the good document exists, in SQLite and in Chroma
    assert [d.source for d in engine.list_documents(["global"])] == ["batch/good.md"]
    chroma_chunks, _ = engine.vectors.stored_ids()
    assert chroma_chunks == {c.chunk_id for c in engine.store.chunks_in(["global"])}


def test_unsupported_file_named_directly_gets_a_reason(make_settings, tmp_path):
    doc = tmp_path / "manual.docx"
    doc.write_bytes(b"PK\x03\x04")
    report = Engine(make_settings()).ingest_paths([doc])
    assert report.indexed == []
    assert "unsupported file type '.docx'" in report.skipped[0].reason


def test_a_folder_brings_the_example_files_its_manuals_include_and_no_others(make_settings, tmp_path):
    docs = tmp_path / "docs"
    (docs / "examples").mkdir(parents=True)
    (docs / "conf.py").write_text("project = 'x'\n")
    (docs / "guide").mkdir()
    (docs / "guide" / "opt.rst").write_text(
        "Opt\n===\n\nThe passes ``opt`` runs:\n\n.. literalinclude:: /examples/opt.ys\n   :start-after: #end\n\n"
        ".. literalinclude:: ../examples/missing.ys\n\n.. literalinclude:: /../outside.ys\n")
    (docs / "examples" / "opt.ys").write_text("#end\nopt_expr\nopt_muxtree_zz\nopt_clean\n")
    (docs / "examples" / "unused.ys").write_text("synth_never_shown\n")
    (tmp_path / "outside.ys").write_text("outside_the_tree\n")

    engine = Engine(make_settings())
    report = engine.ingest_paths([docs])
    assert sorted(report.indexed) == ["docs/examples/opt.ys", "docs/guide/opt.rst"]
    assert [source for source, _ in expand_paths([docs])] == ["docs/guide/opt.rst"]  # specs take no examples
    [evidence] = engine.retrieve("opt_muxtree_zz", ["global"], k=1, mode="bm25")
    assert (evidence.source, evidence.start_line, evidence.end_line) == ("docs/examples/opt.ys", 1, 4)
    assert evidence.section == "Opt > opt.ys"  # shown under the section that includes it
    # the page moves the example under another title: the example is indexed again with it
    page = docs / "guide" / "opt.rst"
    page.write_text(page.read_text().replace("Opt\n===", "Optimizations\n============="))
    assert sorted(engine.ingest_paths([docs]).indexed) == ["docs/examples/opt.ys", "docs/guide/opt.rst"]
    [evidence] = engine.retrieve("opt_muxtree_zz", ["global"], k=1, mode="bm25")
    assert evidence.section == "Optimizations > opt.ys"
    # a script named on its own reads as code too; other unknown types still get a reason
    assert Engine(make_settings()).ingest_paths([docs / "examples" / "unused.ys"]).indexed == ["examples/unused.ys"]
