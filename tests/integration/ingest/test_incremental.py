"""Incremental indexing must end exactly where a full rebuild of the same files ends."""

from __future__ import annotations

import contextlib
import shutil
from pathlib import Path

from app.engine import Engine

MANUALS = Path(__file__).resolve().parents[3] / "examples" / "manuals" / "tessera"


def snapshot(engine: Engine) -> dict[str, object]:
    store = engine.store
    chroma_chunks, chroma_units = engine.vectors.stored_ids()
    return {
        "documents": sorted((d.scope, d.source, d.content_hash) for d in store.list_documents(["global"])),
        "chunks": sorted(c.chunk_id for c in store.chunks_in(["global"])),
        "units": sorted((u.unit_id, u.anchor, u.chunk_ids, u.provenance, u.summary) for u in store.all_units()),
        "rejections": sorted((r.anchor, r.reason) for r in store.rejections()),
        "chroma_chunks": sorted(chroma_chunks),
        "chroma_units": sorted(chroma_units),
    }


def copy_manuals(dest: Path) -> Path:
    folder = dest / "tessera"
    shutil.copytree(MANUALS, folder)
    return folder


def test_add_change_delete_equals_full_rebuild(make_settings, tmp_path, separate_databases):
    folder = copy_manuals(tmp_path / "src")
    incremental = Engine(make_settings(EDABOT_DATA_DIR=tmp_path / "inc", EDABOT_DATABASE_URL=separate_databases()))
    incremental.ingest_paths([folder / "placement.md", folder / "routing.md"])
    # add a document
    added = incremental.ingest_paths([folder / "tutorial.md"])
    assert added.indexed == ["tessera/tutorial.md"]
    # change one document: a new option and a new command section
    routing = folder / "routing.md"
    routing.write_text(routing.read_text() + "\n## Repair\n\n```tcl\nrepair_antennas -iterations 3\n```\n\n"
                       "Run `repair_antennas` after `route_detailed`; it must not run before routing.\n")
    changed = incremental.ingest_paths([folder / "placement.md", routing, folder / "tutorial.md"])
    assert changed.indexed == ["tessera/routing.md"]
    assert sorted(changed.unchanged) == ["tessera/placement.md", "tessera/tutorial.md"]
    units_before = len(incremental.store.all_units())
    assert 0 < changed.units_rebuilt < units_before

    full = Engine(make_settings(EDABOT_DATA_DIR=tmp_path / "full", EDABOT_DATABASE_URL=separate_databases()))
    full.ingest_paths([folder])
    assert snapshot(incremental) == snapshot(full)

    # delete a document: provenance is followed in reverse
    tutorial = next(d for d in incremental.list_documents(["global"]) if d.source.endswith("tutorial.md"))
    incremental.delete_document(tutorial.doc_id, ["global"])
    (folder / "tutorial.md").unlink()
    rebuilt = Engine(make_settings(EDABOT_DATA_DIR=tmp_path / "full2", EDABOT_DATABASE_URL=separate_databases()))
    rebuilt.ingest_paths([folder])
    assert snapshot(incremental) == snapshot(rebuilt)
    assert all("tessera/tutorial.md" not in u.sources for u in incremental.store.all_units())


def test_reingesting_the_same_files_changes_nothing(example_engine):
    before = snapshot(example_engine)
    report = example_engine.ingest_paths([MANUALS])
    assert report.indexed == [] and len(report.unchanged) == 3 and report.units_rebuilt == 0
    assert snapshot(example_engine) == before


def test_interrupted_ingest_is_finished_by_the_next_one(make_settings, tmp_path, monkeypatch, separate_databases):
    """A crash after the graph store write but before unit work leaves dirty anchors; the next run completes them."""
    folder = copy_manuals(tmp_path / "src")
    engine = Engine(make_settings(EDABOT_DATA_DIR=tmp_path / "crash", EDABOT_DATABASE_URL=separate_databases()))

    def crash() -> int:
        raise RuntimeError("killed")

    monkeypatch.setattr(engine.indexer, "finish_dirty_anchors", crash)
    with contextlib.suppress(RuntimeError):
        engine.ingest_paths([folder])
    monkeypatch.undo()
    assert engine.store.dirty_anchors()
    engine.ingest_paths([folder])
    full = Engine(make_settings(EDABOT_DATA_DIR=tmp_path / "clean", EDABOT_DATABASE_URL=separate_databases()))
    full.ingest_paths([folder])
    assert not engine.store.dirty_anchors()
    assert snapshot(engine) == snapshot(full)
