"""A folder's new chunks are embedded a group at a time, across documents, and a failure loses no finished work."""

from __future__ import annotations

from pathlib import Path

import pytest

import ingest.indexer
from app.engine import Engine


def write_manuals(folder: Path, count: int) -> list[Path]:
    folder.mkdir(parents=True)
    paths = []
    for i in range(count):
        path = folder / f"tool{i}.md"
        path.write_text(f"# tool{i}\n\n## Options\n\n`tool{i} -effort {i}` sets the effort of pass {i}.\n\n"
                        f"## Reports\n\nThe report of tool{i} lists every net it changed in step {i}.\n")
        paths.append(path)
    return paths


@pytest.fixture
def passage_calls(monkeypatch: pytest.MonkeyPatch, make_settings) -> tuple[Engine, list[int]]:
    """An engine whose vector index records how many chunks each call embeds."""
    engine = Engine(make_settings())
    vectors, calls = engine.vectors, list[int]()
    original = vectors.add_chunks

    def recording(chunks):
        calls.append(len(chunks))
        return original(chunks)

    monkeypatch.setattr(vectors, "add_chunks", recording)
    return engine, calls


def test_chunks_of_many_documents_share_one_embedding_call(passage_calls, tmp_path):
    engine, calls = passage_calls
    write_manuals(tmp_path / "manuals", 6)
    progress: list[tuple[int, int, str]] = []
    report = engine.ingest_paths([tmp_path / "manuals"], progress=lambda done, total, source: progress.append((done, total, source)))
    assert len(report.indexed) == 6
    chunks = len(engine.store.chunks_in(["global"]))
    assert calls == [chunks] and chunks > 6  # every chunk of the six files in one call
    assert [done for done, _, _ in progress] == [1, 2, 3, 4, 5, 6]
    assert sorted(source for _, _, source in progress) == sorted(report.indexed)
    hits = engine.retrieve("what does the report of tool4 list", ["global"], k=3, mode="chunk")
    assert hits and hits[0].source == "manuals/tool4.md"


def test_a_group_is_written_when_it_holds_enough_chunks(passage_calls, tmp_path, monkeypatch):
    engine, calls = passage_calls
    monkeypatch.setattr(ingest.indexer, "EMBED_GROUP", 5)
    write_manuals(tmp_path / "manuals", 6)
    engine.ingest_paths([tmp_path / "manuals"])
    assert sum(calls) == len(engine.store.chunks_in(["global"]))
    assert len(calls) > 1 and all(n >= 5 for n in calls[:-1])


def test_files_parsed_before_a_failure_are_written_and_not_parsed_again(passage_calls, tmp_path, monkeypatch):
    engine, _ = passage_calls
    paths = write_manuals(tmp_path / "manuals", 5)
    parse = ingest.indexer.parse_document

    def failing_on_the_fourth(scope, source, *args):
        if source.endswith("tool3.md"):
            raise RuntimeError("parser crashed")
        return parse(scope, source, *args)

    monkeypatch.setattr(ingest.indexer, "parse_document", failing_on_the_fourth)
    with pytest.raises(RuntimeError, match="parser crashed"):
        engine.ingest_paths(paths)
    stored = {d.source for d in engine.store.list_documents(["global"])}
    assert stored == {"manuals/tool0.md", "manuals/tool1.md", "manuals/tool2.md"}
    chroma_chunks, _ = engine.vectors.stored_ids()
    assert {c.chunk_id for c in engine.store.chunks_in(["global"])} <= chroma_chunks

    monkeypatch.setattr(ingest.indexer, "parse_document", parse)
    again = engine.ingest_paths(paths)
    assert sorted(again.unchanged) == ["manuals/tool0.md", "manuals/tool1.md", "manuals/tool2.md"]
    assert sorted(again.indexed) == ["manuals/tool3.md", "manuals/tool4.md"]
