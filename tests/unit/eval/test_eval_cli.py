"""``edabot eval`` through the real command line: bad input, the gate's exit codes, unavailable suites."""

import json

import pytest

from app.cli import main


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["eval", "--suite", "nope"], "unknown suite 'nope'"),
        (["eval", "--modes", "hybrid,dense"], "unknown mode 'dense'"),
        (["eval", "--modes", ","], "unknown mode"),
        (["eval", "--limit", "0"], "--limit must be a positive"),
        (["eval", "--k", "0"], "--k must be at least 1"),
        (["eval", "--questions", "/nonexistent/set.jsonl"], "question set /nonexistent/set.jsonl does not exist"),
    ],
)
def test_bad_options_get_a_clear_error(argv, message, capsys, tmp_path):
    assert main([*argv, "--out", str(tmp_path)]) == 2
    assert message in capsys.readouterr().err


def test_compare_refuses_missing_and_malformed_files(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2")
    assert main(["eval", "--compare", str(tmp_path / "old.json"), str(bad)]) == 2
    assert "does not exist" in capsys.readouterr().err
    assert main(["eval", "--compare", str(bad), str(bad)]) == 2
    assert "is not an edabot results.json" in capsys.readouterr().err


def test_compare_exit_code_follows_regressions(tmp_path, capsys, make_run):
    base = [0.5, 0.4, 0.6, 0.3, 0.55, 0.45, 0.35, 0.65] * 3
    make_run({"hybrid": base}).save(tmp_path / "old.json")
    make_run({"hybrid": base}).save(tmp_path / "same.json")
    make_run({"hybrid": [v - 0.2 for v in base]}).save(tmp_path / "worse.json")
    assert main(["eval", "--compare", str(tmp_path / "old.json"), str(tmp_path / "same.json")]) == 0
    assert "0 regression(s)" in capsys.readouterr().out
    assert main(["eval", "--compare", str(tmp_path / "old.json"), str(tmp_path / "worse.json")]) == 1
    assert "REGRESSION docs/hybrid rouge_l: 0.4750 -> 0.2750" in capsys.readouterr().out


def test_specs_suite_reports_not_available_without_numbers(tmp_path, capsys, monkeypatch):
    from edabot.settings import get_settings

    monkeypatch.setenv("EDABOT_EVAL_OPENTITAN_CORPUS", str(tmp_path / "no-such-corpus"))
    get_settings.cache_clear()
    assert main(["eval", "--suite", "specs", "--out", str(tmp_path)]) == 0
    results = json.loads((tmp_path / "results.json").read_text())
    specs = results["suites"]["specs"]
    assert specs["status"] == "unavailable"
    assert specs["modes"] == {}
    assert "Not available" in (tmp_path / "report.md").read_text()
    assert "[specs] not available" in capsys.readouterr().out
