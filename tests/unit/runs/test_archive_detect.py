"""Archive safety and run auto-detection."""

import io
import tarfile
import zipfile

import pytest

from edabot.errors import BadInputError
from runs.parse.archive import extract_archive
from runs.parse.detect import artifact_kind, looks_like_run


def _tar(path, members):
    with tarfile.open(path, "w:gz") as tar:
        for name, data in members:
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))


def test_good_archive_extracts(tmp_path, fixtures):
    archive = tmp_path / "run.tar.gz"
    log = (fixtures / "runs/mac8/yosys.log").read_bytes()
    _tar(archive, [("mac8/yosys.log", log)])
    out = extract_archive(archive, tmp_path / "out", 10**8, 100, 200)
    assert (out / "mac8/yosys.log").read_bytes() == log
    assert looks_like_run(archive)


@pytest.mark.parametrize("name", ["../evil.log", "/etc/evil.log", "a/../../evil.log"])
def test_path_traversal_refused(tmp_path, name):
    archive = tmp_path / "bad.tar.gz"
    _tar(archive, [(name, b"x")])
    with pytest.raises(BadInputError, match="outside the archive"):
        extract_archive(archive, tmp_path / "out", 10**6, 100, 200)
    assert not (tmp_path / "evil.log").exists()


def test_symlink_member_refused(tmp_path):
    archive = tmp_path / "link.tar"
    with tarfile.open(archive, "w") as tar:
        info = tarfile.TarInfo("link.log")
        info.type = tarfile.SYMTYPE
        info.linkname = "/etc/passwd"
        tar.addfile(info)
    with pytest.raises(BadInputError, match="link"):
        extract_archive(archive, tmp_path / "out", 10**6, 100, 200)


def test_zip_bomb_refused_by_declared_size(tmp_path):
    archive = tmp_path / "bomb.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("yosys.log", b"\0" * 2_000_000)
    with pytest.raises(BadInputError, match="unpacks to more than"):
        extract_archive(archive, tmp_path / "out", 1_000_000, 100, 200)
    assert not (tmp_path / "out").exists()


def test_too_many_members_refused(tmp_path):
    archive = tmp_path / "many.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for i in range(5):
            zf.writestr(f"f{i}.log", b"x")
    with pytest.raises(BadInputError, match="more than 3 members"):
        extract_archive(archive, tmp_path / "out", 10**6, 3, 200)


def test_corrupt_archive_refused(tmp_path):
    archive = tmp_path / "junk.zip"
    archive.write_bytes(b"not a zip")
    with pytest.raises(BadInputError, match="not a readable archive"):
        extract_archive(archive, tmp_path / "out", 10**6, 10, 200)


def test_detection(fixtures, tmp_path):
    run = fixtures / "runs/alu8"
    assert artifact_kind(run / "yosys.log") == "yosys_log"
    assert artifact_kind(run / "sta.rpt") == "sta_report"
    assert artifact_kind(run / "netlist.v") == "netlist" and artifact_kind(run / "rtl/alu8.v") == "rtl"
    assert artifact_kind(fixtures / "samples/dc_qor.rpt") == "qor_report"
    assert looks_like_run(run) and looks_like_run(fixtures / "runs") and looks_like_run(run / "yosys.log")
    (tmp_path / "manual.md").write_text("# Yosys manual\nWarning: text about warnings.\n")
    assert not looks_like_run(tmp_path) and not looks_like_run(tmp_path / "manual.md")


def test_extreme_compression_ratio_refused_before_unpacking(tmp_path):
    """30 MB of NUL bytes gzip to ~30 KB: no run output compresses like that."""
    archive = tmp_path / "run.tar.gz"
    _tar(archive, [("run/synth.log", b"\0" * 30_000_000)])
    with pytest.raises(BadInputError, match="compression ratio"):
        extract_archive(archive, tmp_path / "out", 10**9, 100, 200)
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("name", ["run.zip", "run.tar.gz"])
def test_binary_run_member_refused(tmp_path, name):
    archive = tmp_path / name
    members = [("run/synth.log", bytes(range(256)) * 40)]
    if name.endswith(".zip"):
        with zipfile.ZipFile(archive, "w") as zf:
            zf.writestr(*members[0])
    else:
        _tar(archive, members)
    with pytest.raises(BadInputError, match="synth.log is binary"):
        extract_archive(archive, tmp_path / "out", 10**9, 100, 200)
    assert not (tmp_path / "out").exists()


def _zip(path, members):
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zf:
        for name, data in members:
            zf.writestr(name, data)


@pytest.mark.parametrize("name", ["many.zip", "many.tar.gz"])
def test_a_job_budget_of_files_keeps_the_first_run_files_in_archive_order(tmp_path, name):
    from runs.parse.archive import Budget, unpack_archive

    archive = tmp_path / name
    members = [("run/README.md", b"notes\n")] + [(f"run/step_{i:03d}.log", b"[INFO] step\n") for i in range(40)]
    (_zip if name.endswith(".zip") else _tar)(archive, members)
    budget = Budget(files=10, lines=10**6)
    took = unpack_archive(archive, tmp_path / "out", 10**8, 100, 200, budget)
    assert (took.files, took.lines, took.files_present, took.cut) == (10, 10, 40, True)
    assert sorted(p.name for p in (tmp_path / "out/run").iterdir()) == ["README.md"] + [
        f"step_{i:03d}.log" for i in range(10)]  # README.md is no run file: unpacked, never counted
    assert (budget.cut_by, budget.next_file, budget.files) == ("files", "run/step_010.log", 0)


def test_a_job_budget_of_lines_leaves_out_the_file_that_would_pass_it_whole(tmp_path):
    """A member past the line budget is dropped even when it was half copied; nothing after it is taken."""
    from runs.parse.archive import Budget, unpack_archive

    archive = tmp_path / "run.zip"
    big = b"Warning: net n1 has no driver\n" * 100_000  # 3 MB: copied in blocks, stopped mid-way
    _zip(archive, [("a.log", b"one\ntwo\nthree"), ("big.log", big), ("c.log", b"x\n")])
    budget = Budget(files=100, lines=50_000)
    took = unpack_archive(archive, tmp_path / "out", 10**8, 100, 200, budget)
    assert (took.files, took.lines, took.files_present) == (1, 3, 3)
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["a.log"]
    assert (budget.cut_by, budget.next_file, budget.files, budget.lines) == ("lines", "big.log", 99, 49_997)


def test_a_closed_budget_takes_nothing_from_a_later_archive(tmp_path):
    from runs.parse.archive import Budget, unpack_archive

    archive = tmp_path / "later.zip"
    _zip(archive, [("notes.md", b"x\n"), ("synth.log", b"Yosys 0.23\n")])
    budget = Budget(files=5, lines=5, cut_by="lines", next_file="big.log")
    took = unpack_archive(archive, tmp_path / "out", 10**8, 100, 200, budget)
    assert (took.files, took.files_present, took.cut) == (0, 1, True)
    assert list((tmp_path / "out").iterdir()) == []
    assert (budget.cut_by, budget.next_file) == ("lines", "big.log")


def test_a_run_folder_is_found_by_content_whatever_its_file_names(tmp_path, fixtures):
    """Yosys output kept as ``yosys.out`` and a timing report as ``sta_paths.txt`` still make a run folder,
    and a folder of such folders yields each of them; a folder of notes does not."""
    from runs.store.ingest import run_roots

    log = (fixtures / "runs/mac8/yosys.log").read_text()
    for name in ("alpha", "beta"):
        (tmp_path / "runs" / name).mkdir(parents=True)
        (tmp_path / "runs" / name / "yosys.out").write_text(log)
        (tmp_path / "runs" / name / "flow.ys").write_text("synth -top x\n")
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "todo.txt").write_text("remember to rerun synthesis\n")
    assert looks_like_run(tmp_path / "runs" / "alpha")
    assert [p.name for p in run_roots(tmp_path / "runs")] == ["alpha", "beta"]
    assert not looks_like_run(tmp_path / "notes")


def test_a_tool_output_with_a_suffix_no_tool_is_known_for_is_read_by_its_marks(tmp_path, fixtures):
    """A timer's report saved as ``x.sta`` is a timing report; a Yosys console kept as ``yosys.stdout`` (the run's log
    again), prose, a simulator's binary image and bytes that are no UTF-8 under such suffixes are no artifact."""
    (tmp_path / "paths.sta").write_text((fixtures / "runs/mac8/sta.rpt").read_text())
    (tmp_path / "yosys.stdout").write_text((fixtures / "runs/mac8/yosys.log").read_text())
    (tmp_path / "notes.md").write_text("# rerun with a tighter clock\n")
    (tmp_path / "tb.vvp").write_bytes(b"#! /usr/bin/vvp\n\x00\x01\x02")
    (tmp_path / "dump.sta").write_bytes("Startpoint: x\n".encode("utf-16"))
    assert artifact_kind(tmp_path / "paths.sta") == "sta_report"
    assert [artifact_kind(tmp_path / name) for name in ("yosys.stdout", "notes.md", "tb.vvp", "dump.sta")] == [None] * 4


@pytest.mark.parametrize(("name", "kind"), [
    ("agate_seqdiv.v", "rtl"), ("propagate.v", "rtl"), ("gatekeeper_top.v", "rtl"), ("cdc_sync.v", "rtl"),
    ("fifo_mapped.v", "netlist"), ("top_gate.v", "netlist"), ("fifo_syn.v", "netlist"), ("alu.syn.v", "netlist"),
    ("netlist.v", "netlist"),
])
def test_a_verilog_file_is_a_netlist_by_the_whole_words_of_its_name(tmp_path, name, kind):
    (tmp_path / name).write_text("// what the module is\nmodule m(input a, output y);\n  assign y = a;\nendmodule\n")
    assert artifact_kind(tmp_path / name) == kind
