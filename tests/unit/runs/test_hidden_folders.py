"""Which files of a run are read: a flow's own hidden work folder is, metadata and hidden files are not.

Flows hide their work folders (``.synth/``) as often as they name them plainly, and the log there is the run's
only synthesis record; version-control and OS folders, editor swap files and a timer's ``.history_sta`` are
never a run's output.
"""

from pathlib import Path

import pytest

from runs.parse.detect import is_run_file_name
from runs.parse.run_folder import analyze_run, collect_files

STAT = """Yosys 0.23 (git sha1 7ce5011c24b)

-- Running command `stat -liberty cells.lib' --

1. Printing statistics.

=== top ===

   Number of wires:                  5
   Number of wire bits:              5
   Number of cells:                  3
     DFFPOSX1                        1
     INVX1                           2

   Chip area for module '\\\\top': 1696.000000

End of script.
"""


def _run(tmp_path: Path) -> Path:
    run = tmp_path / "run"
    for rel, text in {".synth/top.log": STAT, ".git/logs/HEAD.log": "commit abc\n", ".history_sta": "report_checks\n",
                      "._top.log": "\x00\x05", "rtl/top.v": "module top(input a, output y); assign y = ~a; endmodule\n",
                      "__MACOSX/rtl/top.v": "module other; endmodule\n"}.items():
        (run / rel).parent.mkdir(parents=True, exist_ok=True)
        (run / rel).write_text(text)
    return run


def test_a_hidden_work_folder_is_read_and_metadata_is_not(tmp_path: Path) -> None:
    assert sorted(collect_files(_run(tmp_path))) == [".synth/top.log", "rtl/top.v"]


def test_the_chip_area_of_a_log_in_a_hidden_folder_is_a_fact_of_the_run(tmp_path: Path) -> None:
    run = analyze_run(_run(tmp_path), name="run")
    logs = run.of_kind("yosys_log")
    assert [facts.source for facts in logs] == [".synth/top.log"]
    assert logs[0].metric("synth__design__instance__area", "top").value == 1696.0


@pytest.mark.parametrize(("name", "read"), [(".synth/manatee.log", True), ("run/.synth/manatee.log", True),
                                           ("run/.git/logs/HEAD.log", False), ("__MACOSX/run/._top.log", False),
                                           ("run/.history_sta.log", False), ("run/logs/top.log", True)])
def test_archive_members_follow_the_same_rule(name: str, read: bool) -> None:
    assert is_run_file_name(name) is read
