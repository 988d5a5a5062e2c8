"""The tool scripts a run's shell script or Makefile carries inline become that tool's commands, numbered by the shell
script's lines; the shell's own lines and the files it writes with ``cat >`` are no tool's commands, and a Yosys log
that echoes its commands keeps the only copy of them."""

from pathlib import Path

from runs import metrics
from runs.parse.detect import artifact_kind
from runs.parse.run_folder import analyze_run
from runs.parse.shell_script import parse_shell_script, tool_outputs, tool_text

RUN_SH = """#!/bin/bash
set -e
mkdir -p out
cat > out/clocks.sdc <<'SDC'
create_clock -name ignored -period 99 [get_ports clk]
SDC
yosys -q -p "
read_verilog src/blk.v
chparam -set DEPTH 32 blk
synth -top blk; stat
" | tee out/yosys.log
sta -no_init -exit /dev/stdin > out/timing.rpt 2>&1 <<'TCL'
read_liberty $::env(LIB)
create_clock -name core -period 7.5 [get_ports clk]
report_checks -path_delay min
TCL
echo done
"""


def _written(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_a_here_document_given_to_the_timer_and_a_yosys_p_string_are_read_with_their_lines(tmp_path):
    facts = parse_shell_script(_written(tmp_path, "run.sh", RUN_SH), "run.sh")
    said = [(c.line, c.name, c.args, c.tool) for c in facts.commands]
    assert said == [(8, "read_verilog", "src/blk.v", "yosys"), (9, "chparam", "-set DEPTH 32 blk", "yosys"),
                    (10, "synth", "-top blk", "yosys"), (10, "stat", "", "yosys"),
                    (13, "read_liberty", "$::env(LIB)", "sta"), (14, "create_clock", "-name core -period 7.5 [get_ports clk]", "sta"),
                    (15, "report_checks", "-path_delay min", "sta")]
    assert [(m.name, m.value, m.line) for m in facts.metrics] == [(metrics.CLOCK_PERIOD, 7.5, 14)]


def test_a_makefile_recipe_gives_its_yosys_commands(tmp_path):
    path = _written(tmp_path, "Makefile", "LIB ?= cells.lib\nout.v: src.v\n\tyosys -l syn.log -p \"read_verilog src.v; "
                    "dfflibmap -liberty $(LIB); write_verilog out.v\" > /dev/null\n")
    assert artifact_kind(path) == "script"
    assert [(c.line, c.name) for c in parse_shell_script(path, "Makefile").commands] == [
        (3, "read_verilog"), (3, "dfflibmap"), (3, "write_verilog")]


def test_a_script_with_no_tool_call_gives_no_commands(tmp_path):
    path = _written(tmp_path, "prep.sh", "cp ../rtl/*.v src/\ncat > notes.tcl <<EOF\nreport_checks\nEOF\n")
    assert parse_shell_script(path, "prep.sh").commands == []


def test_the_yosys_log_that_echoes_its_commands_keeps_the_only_copy(tmp_path):
    run = tmp_path / "run"
    run.mkdir()
    _written(run, "run.sh", RUN_SH)
    _written(run, "yosys.log", "Yosys 0.23 (git sha1 0000000)\n\n-- Running command `read_verilog src/blk.v; "
             "chparam -set DEPTH 32 blk; synth -top blk; stat' --\n\n1. Executing Verilog-2005 frontend: src/blk.v\n")
    analysis = analyze_run(run)
    by_source = {f.source: [(c.name, c.tool) for c in f.commands] for f in analysis.artifacts}
    assert ("chparam", "yosys") in by_source["yosys.log"]
    assert by_source["run.sh"] == [("read_liberty", "sta"), ("create_clock", "sta"), ("report_checks", "sta")]


def test_only_the_lines_handed_to_a_tool_are_kept_as_the_scripts_text(tmp_path):
    path = _written(tmp_path, "run.sh", RUN_SH)
    kept = [n for n, line in enumerate(tool_text(path).splitlines(), start=1) if line]
    assert kept == [7, 8, 9, 10, 11, 12, 13, 14, 15]  # the yosys call and its -p lines, the timer's call and script
    assert len(tool_text(path).splitlines()) == len(RUN_SH.splitlines())  # every line keeps its number
    without_yosys = [n for n, line in enumerate(tool_text(path, ("yosys",)).splitlines(), start=1) if line]
    assert without_yosys == [12, 13, 14, 15]


def test_a_shift_or_a_here_string_opens_no_here_document(tmp_path):
    path = _written(tmp_path, "sweep.sh", 'N=$((1<<4))\ngrep -c x <<< "$N"\nyosys -p "synth -top blk"\n')
    assert [(c.line, c.name) for c in parse_shell_script(path, "sweep.sh").commands] == [(3, "synth")]


def test_the_files_a_tools_console_is_sent_to_are_that_tools(tmp_path):
    script = tmp_path / "run.sh"
    script.write_text(RUN_SH + 'yosys -s flow.ys > logs/plain.txt 2>&1\niverilog -o sim a.v > compile.txt\n'
                      'yosys -p "read_verilog a.v; synth" 2>&1 | tee -a one/a.txt two/b.txt\n')
    assert tool_outputs(script) == {"out/yosys.log": "yosys", "out/timing.rpt": "sta", "logs/plain.txt": "yosys",
                                    "compile.txt": "iverilog", "one/a.txt": "yosys", "two/b.txt": "yosys"}


def test_a_tools_plain_call_is_kept_with_its_options_and_files(tmp_path):
    path = _written(tmp_path, "run.sh", "cp a.v b.v\nyosys -q -s flow.ys 2>&1 | tee console.log\necho done\n"
                                        "vvp sim.vvp > sim.txt\n")
    assert tool_text(path, ("yosys",)).splitlines() == [
        "", "yosys -q -s flow.ys 2>&1 | tee console.log", "", "vvp sim.vvp > sim.txt"]


def test_a_quiet_yosys_console_is_read_as_its_log_where_the_run_has_none(tmp_path):
    (tmp_path / "run.sh").write_text('yosys -q -p "\nread_verilog a.v\nsynth -top a\n" 2>&1 | tee out/console.txt\n')
    (tmp_path / "out").mkdir()
    (tmp_path / "out/console.txt").write_text("Warning: Literal has a width of 8 bit, but value requires 9 bit. (a.v:3)\n")
    run = analyze_run(tmp_path)
    assert [(a.source, a.tool) for a in run.of_kind("yosys_log")] == [("out/console.txt", "yosys")]
    assert [i.message for i in run.issues()][:1] == ["Literal has a width of 8 bit, but value requires 9 bit. (a.v:3)"]
    (tmp_path / "out/yosys.log").write_text("Yosys 0.23 (git sha1 7ce5011c24b)\n\n-- Running command `synth' --\n")
    assert [a.source for a in analyze_run(tmp_path).of_kind("yosys_log")] == ["out/yosys.log"]


def test_the_switches_a_script_line_gives_the_program_it_calls():
    from runs.parse.shell_script import program_options

    assert program_options('yosys -q -p "read_verilog a.v; synth -top a" | tee log.txt') == ("yosys", ["-q", "-p"])
    assert program_options("OSU=x sta -no_init -exit run.tcl > out.rpt 2>&1") == ("sta", ["-no_init", "-exit"])
    assert program_options("cp ../rtl/a.v .  # yosys -q later") is None
