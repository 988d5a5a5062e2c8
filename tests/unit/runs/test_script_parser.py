"""Flow scripts as facts: commands with their lines, constraint values as printed."""

from runs import metrics
from runs.parse.script import own_number, parse_script


def test_sdc_constraints_keep_their_printed_tokens(tmp_path):
    script = tmp_path / "cons.sdc"
    script.write_text("# constraints\ncreate_clock -name core -period 4.250 [get_ports clk]\n"
                      "set_input_delay -clock core 0.75 [all_inputs]\n"
                      "set_output_delay 1.0 -clock core \\\n    [all_outputs]\nset_load -pin_load 0.020 [all_outputs]\n")
    facts = parse_script(script, "cons.sdc")
    got = {mt.name: (mt.raw, mt.line) for mt in facts.metrics}
    assert got == {metrics.CLOCK_PERIOD: ("4.250", 2), metrics.INPUT_DELAY: ("0.75", 3), metrics.OUTPUT_DELAY: ("1.0", 4),
                   metrics.LOAD: ("0.020", 6)}
    assert [c.name for c in facts.commands] == ["create_clock", "set_input_delay", "set_output_delay", "set_load"]
    assert facts.tool == "sta"


def test_yosys_script_commands_and_comments(tmp_path):
    script = tmp_path / "flow.ys"
    script.write_text("read_verilog -sv a.v; read_verilog b.v  # two files\n\nsynth -top a\n"
                      "abc -liberty /lib/x.lib\n")
    facts = parse_script(script, "flow.ys")
    assert [(c.line, c.name) for c in facts.commands] == [(1, "read_verilog"), (1, "read_verilog"), (3, "synth"),
                                                         (4, "abc")]
    assert facts.commands[-1].args == "-liberty /lib/x.lib" and facts.metrics == []


def test_option_values_are_not_the_commands_number():
    assert own_number(["set_input_delay", "-clock", "clk2", "0.3"]) == "0.3"
    assert own_number(["set_input_delay", "-clock", "12", "0.3"]) == "0.3"
    assert own_number(["set_load", "[all_outputs]"]) == ""


def test_clock_uncertainty_is_a_constraint_value(tmp_path):
    script = tmp_path / "hold.tcl"
    script.write_text("create_clock -name clk -period 20 [get_ports clk]\nset_clock_uncertainty -hold 1.2 [get_clocks clk]\n")
    got = {mt.name: (mt.raw, mt.line) for mt in parse_script(script, "hold.tcl").metrics}
    assert got[metrics.CLOCK_UNCERTAINTY] == ("1.2", 2)


def test_a_yosys_log_gives_the_commands_it_was_run_with(tmp_path):
    from runs.parse.script import echoed_commands

    log = tmp_path / "yosys.log"
    log.write_text(" Yosys 0.23 (git sha1 7ce5011c24b)\n\n\n-- Running command `\nread_verilog rtl/top.v;\n"
                   "chparam -set DIV 10 top;  # ten\nsynth -top top -flatten\n' --\n\n1. Executing Verilog-2005 frontend\n"
                   "-- Running command `stat' --\n")
    assert [(c.line, c.name, c.args, c.tool) for c in echoed_commands(log)] == [
        (5, "read_verilog", "rtl/top.v", "yosys"), (6, "chparam", "-set DIV 10 top", "yosys"),
        (7, "synth", "-top top -flatten", "yosys")]
    one_line = tmp_path / "one.log"
    one_line.write_text("-- Running command `read_verilog a.v; synth -top a' --\n")
    assert [c.name for c in echoed_commands(one_line)] == ["read_verilog", "synth"]
    script_run = tmp_path / "script.log"
    script_run.write_text("-- Executing script file `synth.ys' --\n\n1. Executing Verilog-2005 frontend\n")
    assert echoed_commands(script_run) == []


def test_a_clock_set_in_a_loop_is_timed_at_every_period_of_the_loop_in_its_order(tmp_path):
    script = tmp_path / "sweep.tcl"
    script.write_text("set in_delay 0.4\nforeach p {8 10 12.5} {\n  puts \"period $p\"\n"
                      "  create_clock -name clk -period $p [get_ports clk]\n  set_input_delay $in_delay -clock clk [all_inputs]\n}\n")
    got = [(mt.name, mt.value, mt.raw, mt.line) for mt in parse_script(script, "sweep.tcl").metrics]
    # the loop's values are not printed on the create_clock line: no token is quoted from it
    assert got == [(metrics.CLOCK_PERIOD, 8.0, "", 4), (metrics.CLOCK_PERIOD, 10.0, "", 4),
                   (metrics.CLOCK_PERIOD, 12.5, "", 4), (metrics.INPUT_DELAY, 0.4, "0.4", 5)]


def test_a_period_set_in_a_variable_is_the_clocks_period(tmp_path):
    script = tmp_path / "cons.tcl"
    script.write_text("set period 6.5\ncreate_clock -name core -period ${period} [get_ports clk]\n"
                      "create_clock -name io -period $undefined [get_ports clk2]\n")
    got = [(mt.value, mt.line) for mt in parse_script(script, "cons.tcl").metrics]
    assert got == [(6.5, 2)]
