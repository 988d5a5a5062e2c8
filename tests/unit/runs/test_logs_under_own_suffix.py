"""A Yosys session log kept under a suffix of the team's own (``.ylog``) is the run's log when nothing else is."""

from pathlib import Path

from runs.parse.detect import looks_like_run
from runs.parse.run_folder import analyze_run
from runs.store.ingest import run_roots

_CELLS = "synth__design__instance__count"


def _excerpt(log: str) -> str:
    """The first ``stat`` of the session, as a ``tee -o`` would have saved it before mapping."""
    start = log.index("3.25. Printing statistics.")
    return log[start:log.index("\n\n", log.index("Number of cells", start)) + 1]


def _figures(run_dir: Path) -> dict[str, float | None]:
    return {m.name: m.value for m in analyze_run(run_dir).metrics()}


def test_a_log_under_its_own_suffix_is_read_when_the_run_keeps_no_other(tmp_path, fixtures):
    log = (fixtures / "runs/mac8/yosys.log").read_text()
    plain = tmp_path / "plain"
    plain.mkdir()
    (plain / "yosys.log").write_text(log)
    own = tmp_path / "own" / "out"
    own.mkdir(parents=True)
    (own / "mac8.ylog").write_text(log)
    (own / "before_map.txt").write_text(_excerpt(log))  # an excerpt of a known suffix does not stand in for the log

    run = analyze_run(own.parent)

    assert "out/mac8.ylog" in run.files
    assert run.status == "success"
    assert _figures(own.parent)[_CELLS] == _figures(plain)[_CELLS] != 139
    assert run.artifacts[-1].source == "out/mac8.ylog"  # the store keeps the last value of a figure: the log's


def test_a_copy_under_its_own_suffix_beside_the_log_is_not_read_twice(tmp_path, fixtures):
    log = (fixtures / "runs/mac8/yosys.log").read_text()
    (tmp_path / "yosys.log").write_text(log)
    (tmp_path / "yosys.stdout").write_text(log)

    run = analyze_run(tmp_path)

    assert set(run.files) == {"yosys.log"}


def test_a_folder_whose_only_log_has_its_own_suffix_is_a_run(tmp_path, fixtures):
    run = tmp_path / "rx_fsm"
    (run / "notes").mkdir(parents=True)
    (run / "notes" / "rx.transcript").write_text((fixtures / "runs/mac8/yosys.log").read_text())
    (run / "notes" / "todo.transcript").write_text("ask about the baud rate\n")

    assert looks_like_run(run)
    assert not looks_like_run(run / "notes" / "todo.transcript")
    (run / "notes" / "rx.transcript").unlink()
    assert not looks_like_run(run)


def test_a_run_logged_under_its_own_suffix_is_one_of_a_folder_of_runs(tmp_path, fixtures):
    log = (fixtures / "runs/mac8/yosys.log").read_text()
    (tmp_path / "mac8_syn").mkdir()
    (tmp_path / "mac8_syn" / "yosys.log").write_text(log)
    (tmp_path / "mac8_other" / "notes").mkdir(parents=True)
    (tmp_path / "mac8_other" / "notes" / "mac8.transcript").write_text(log)
    (tmp_path / "mac8_fsm" / "logs").mkdir(parents=True)
    (tmp_path / "mac8_fsm" / "logs" / "yosys.log").write_text(log)

    assert run_roots(tmp_path) == sorted(tmp_path / name for name in ("mac8_fsm", "mac8_other", "mac8_syn"))


def test_a_stat_excerpt_under_its_own_suffix_is_read_where_no_session_log_is_kept(tmp_path, fixtures):
    log = (fixtures / "runs/mac8/yosys.log").read_text()
    (tmp_path / "quiet" / "reports").mkdir(parents=True)
    (tmp_path / "quiet" / "reports" / "cells.stat").write_text(_excerpt(log))  # ``tee -o cells.stat stat`` of a -q run
    (tmp_path / "logged").mkdir()
    (tmp_path / "logged" / "yosys.log").write_text(log)
    (tmp_path / "logged" / "cells.stat").write_text(_excerpt(log))

    assert "reports/cells.stat" in analyze_run(tmp_path / "quiet").files
    assert _figures(tmp_path / "quiet")[_CELLS] == 139  # the excerpt's own count
    assert set(analyze_run(tmp_path / "logged").files) == {"yosys.log"}  # beside the log it repeats it
