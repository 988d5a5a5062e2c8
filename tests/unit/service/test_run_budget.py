"""One job's run files are bounded: archives and loose files draw on one budget of files and lines, the
first file past it and every later one are left out whole, and a re-run job keeps exactly the same files."""

from __future__ import annotations

import zipfile
from pathlib import Path

from edabot.settings import Settings
from runs.parse.run_folder import collect_files
from service.run_ingest import prepare_run_roots


def _settings(tmp_path: Path, files: int = 2_000, lines: int = 5_000_000) -> Settings:
    return Settings(EDABOT_DATA_DIR=tmp_path / "data", EDABOT_RUN_MAX_JOB_FILES=files,
                    EDABOT_RUN_MAX_JOB_LINES=lines)


def _upload(folder: Path, logs: int) -> list[str]:
    """Two loose logs and a zip of ``logs`` two-line logs, saved as an upload folder is."""
    folder.mkdir()
    (folder / "a_synth.log").write_text("Yosys 0.23\nEnd of script.\n")
    (folder / "b_sta.log").write_text("[INFO STA-0001] read\n")
    with zipfile.ZipFile(folder / "c_many.zip", "w", zipfile.ZIP_DEFLATED) as zf:
        for i in range(logs):
            zf.writestr(f"many/step_{i:04d}.log", f"[INFO GRT-0001] step {i}\n[WARNING GRT-0002] net n{i}\n")
    return ["c_many.zip", "a_synth.log", "b_sta.log"]


def _taken(roots: list[Path]) -> list[str]:
    return sorted(name for root in roots for name in collect_files(root))


def test_loose_files_and_an_archive_share_one_budget_of_files(tmp_path: Path) -> None:
    folder = tmp_path / "upload"
    prepared = prepare_run_roots(folder, _upload(folder, 200), _settings(tmp_path, files=12))
    assert _taken(prepared.roots) == ["a_synth.log", "b_sta.log"] + [f"step_{i:04d}.log" for i in range(10)]
    assert prepared.run_files()["uploads"] == [
        {"source": "a_synth.log", "files": 1, "files_present": 1, "lines": 2},
        {"source": "b_sta.log", "files": 1, "files_present": 1, "lines": 1},
        {"source": "c_many.zip", "files": 10, "files_present": 200, "lines": 20}]
    cut = prepared.cut
    assert cut is not None
    assert {k: cut[k] for k in ("bound", "setting", "limit", "files", "files_present", "lines", "next_file")} == {
        "bound": "files", "setting": "EDABOT_RUN_MAX_JOB_FILES", "limit": 12, "files": 12, "files_present": 202,
        "lines": 23, "next_file": "many/step_0010.log"}
    assert cut["message"].startswith("indexed 12 of 202 run files (23 lines): the per-upload limit "
                                      "EDABOT_RUN_MAX_JOB_FILES is 12; many/step_0010.log in c_many.zip")


def test_a_loose_file_past_the_line_budget_is_left_out_with_everything_after_it(tmp_path: Path) -> None:
    folder = tmp_path / "upload"
    prepared = prepare_run_roots(folder, _upload(folder, 5), _settings(tmp_path, lines=2))
    assert _taken(prepared.roots) == ["a_synth.log"]
    assert (folder / "b_sta.log").exists() and not (folder / "run" / "b_sta.log").exists()
    assert prepared.cut is not None and prepared.cut["bound"] == "lines"
    assert prepared.cut["message"] == ("indexed 1 of 7 run files (2 lines): the per-upload limit EDABOT_RUN_MAX_JOB_LINES "
                                       "is 2 lines; b_sta.log and every run file after it were left out")
    assert [r.name for r in prepared.roots] == ["run"]  # the zip gave no file, so no run folder of its own


def test_a_re_run_job_keeps_the_same_files_and_reports_the_same_cut(tmp_path: Path) -> None:
    """The retry of a job (the worker died after unpacking) draws the same budget from what is on disk."""
    folder = tmp_path / "upload"
    names = _upload(folder, 200)
    settings = _settings(tmp_path, files=12)
    first = prepare_run_roots(folder, names, settings)
    again = prepare_run_roots(folder, names, settings)
    assert (again.roots, again.uploads, again.cut) == (first.roots, first.uploads, first.cut)
    assert len(_taken(again.roots)) == 12


def test_a_job_within_the_bounds_takes_every_file_and_says_how_many(tmp_path: Path) -> None:
    folder = tmp_path / "upload"
    prepared = prepare_run_roots(folder, _upload(folder, 10), _settings(tmp_path, files=12, lines=23))
    assert prepared.cut is None
    assert len(_taken(prepared.roots)) == 12
    assert {k: v for k, v in prepared.run_files().items() if k != "uploads"} == {
        "files": 12, "files_present": 12, "lines": 23}
