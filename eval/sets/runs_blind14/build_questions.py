#!/usr/bin/env python3
"""Write questions.jsonl for runs_blind14 (standard library only).

Each question is typed in by hand below; its evidence is given as (file, text snippet, occurrence)
and resolved here to `file:line` so that line numbers follow the tool outputs after a rerun.
Occurrence 1 = first line holding the snippet, -1 = last one.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SCOPE = "proj:blind14"


def ev(path, snippet, nth=1):
    with open(os.path.join(HERE, path)) as fh:
        lines = fh.read().split("\n")
    hits = [i + 1 for i, line in enumerate(lines) if snippet in line]
    if not hits:
        raise SystemExit(f"snippet not found in {path}: {snippet!r}")
    return f"{path}:{hits[nth - 1] if nth > 0 else hits[nth]}"


R = "README.md"


def rp(run, f):
    return f"runs/{run}/{f}"


Q = []


def q(cat, text, must, evidence, notes):
    Q.append((cat, text, must, evidence, notes))


# ---------------------------------------------------------------- factual
q("factual", "wns / tns on radix4_booth_seq?", ["-1.45", "-22.65"],
  ev(rp("radix4_booth_seq", "booth_sta.rpt"), "wns -1.45"),
  "booth_sta.rpt prints wns -1.45 and tns -22.65 on the next line (4 ns clock mclk).")
q("factual", "what's the mapped area of tdm_slot_mux", ["45676.000000"],
  ev(rp("tdm_slot_mux", "tdm_yosys.txt"), "Chip area for module"),
  "Final stat -liberty of tdm_slot_mux: Chip area 45676.000000.")
q("factual", "motor_deadband died in yosys, paste me the error", ["motor_deadband.v:24", "unexpected TOK_ELSE"],
  ev(rp("motor_deadband", "motor_synth.log"), "ERROR:"),
  "Parser error: motor_deadband.v:24: ERROR: syntax error, unexpected TOK_ELSE.")
q("factual", "period of the generated bit clock in nrzi_stuff_tx?", ["20.00"],
  ev(rp("nrzi_stuff_tx", "nrzi_sta.rpt"), "(generated)"),
  "report_clock_properties: bclk 20.00 waveform 0.00 10.00 (generated), i.e. clk 5 ns divided by 4.")
q("factual", "how many DFFSR does serial_rx_ovs16 end up with after dfflibmap", ["37"],
  ev(rp("serial_rx_ovs16", "rx_synth.log"), "     DFFSR ", -1),
  "Final stat: DFFSR 37 (all flops have the async active-low reset); select -count also prints 37 objects.")
q("factual", "In the xclk_ungrouped report, what is the worst setup slack and which flop is the endpoint?", ["-0.461", "_244_"],
  ev(rp("xclk_ungrouped", "xclk_b_sta.rpt"), "-0.461   slack (VIOLATED)"),
  "Max path _261_ (clk_src) -> _244_ (clk_dst), slack -0.461 (VIOLATED), group clk_dst.")
q("factual", "stack_lifo8x8: worst hold slack on a data pin + where the path starts", ["-0.396", "din[0]"],
  ev(rp("stack_lifo8x8", "lifo_sta.rpt"), "-0.396   slack (VIOLATED)"),
  "Min path group clk: din[0] -> _658_, slack -0.396 (VIOLATED). The removal path on rst_n (-0.905) is a different check.")
q("factual", "the failing setup path in wb_slave_regs - startpoint and slack pls", ["rst_i", "-0.213"],
  ev(rp("wb_slave_regs", "wb_sta.rpt"), "-0.213   slack (VIOLATED)"),
  "Max path rst_i -> _0976_, arrival 4.935, slack -0.213 at 5 ns.")
q("factual", "In the nonrest_div12 STA the single-cycle check of the divider array fails badly. What is the data arrival time on that worst path?", ["27.201"],
  ev(rp("nonrest_div12", "div_sta.rpt"), "27.201   data arrival time"),
  "_1174_ -> _1155_ arrives at 27.201 (15 ns clock), before and after the multicycle.")
q("factual", "which yosys build was used for this set", ["0.23", "7ce5011c24b"],
  ev(R, "- Yosys: `Yosys"),
  "README tools: Yosys 0.23 (git sha1 7ce5011c24b); the logs print the same banner.")
q("factual", "opensta version?", ["2.0.17"],
  ev(R, "- OpenSTA: `sta -version`"),
  "sta -version prints 2.0.17.")
q("factual", "did the booth multiplier testbench pass, and how many products did it check?", ["65536", "0 mismatches"],
  ev(rp("radix4_booth_seq", "booth_sim.log"), "products checked"),
  "booth_sim.log: radix4_booth_seq: 65536 products checked, 0 mismatches / TEST PASSED.")
q("factual", "For tdm_slot_mux at 8 ns (test_mode tied off), what total power does report_power give?", ["1.25e-02"],
  ev(rp("tdm_slot_mux", "tdm_sta.rpt"), "Total    "),
  "report_power Total row: 1.16e-02 internal, 8.57e-04 switching, 1.55e-08 leakage, 1.25e-02 total.")
q("factual", "relay_seq_ctl log mentions an implicitly declared net - which one and on what line", ["seq_busy", "relay_seq_ctl.v:40"],
  ev(rp("relay_seq_ctl", "relay_build.log"), "is implicitly declared"),
  "relay_seq_ctl.v:40: Warning: Identifier `\\seq_busy' is implicitly declared.")
q("factual", "xclk_grouped: period + waveform of clk_dst", ["6.50", "3.25"],
  ev(rp("xclk_grouped", "xclk_a_sta.rpt"), "clk_dst                   6.50"),
  "report_clock_properties: clk_dst 6.50, waveform 0.00 3.25.")
q("factual", "area of the 8-bit tree_add_node variant in the hierarchical sum_tree run?", ["8792.000000"],
  ev(rp("sum_tree_hier", "hier.log"), "Chip area for module '$paramod\\tree_add_node\\W=s32'00000000000000000000000000001000'"),
  "Per-module stat in hier.log: W=8 node (u_root) 8792.000000, 47 cells, 9 flops.")
q("factual", "any yosys warning in the nonrest_div12 log? quote it", ["Replacing memory \\r with list of registers"],
  ev(rp("nonrest_div12", "div_synth.log"), "Replacing memory"),
  "Only Yosys warning: Replacing memory \\r with list of registers. See nonrest_div12.v:30, nonrest_div12.v:28 (the r[] array of the divider loop).")
q("factual", "longest topological path ltp found in rail_crossing_fsm", ["length=10"],
  ev(rp("rail_crossing_fsm", "rail_fsm.log"), "Longest topological path"),
  "ltp -noff on the generic netlist: Longest topological path in rail_crossing_fsm (length=10), from tmr[0].")
q("factual", "who drives ack_o in the wb_slave_regs netlist per report_net", ["_0950_", "DFFPOSX1"],
  ev(rp("wb_slave_regs", "wb_sta.rpt"), "_0950_/Q output (DFFPOSX1)"),
  "report_net -connections -verbose ack_o: Driver pins _0950_/Q output (DFFPOSX1); loads _1135_/A (BUFX2) and the ack_o port.")
q("factual", "recovery slack of rst_n in serial_rx_ovs16", ["0.563"],
  ev(rp("serial_rx_ovs16", "rx_sta.rpt"), "0.563   slack (MET)"),
  "Max path in **async_default**: rst_n -> _228_ recovery check, slack 0.563 (MET).")
q("factual", "nrzi_stuff_tx total power number?", ["1.23e-02"],
  ev(rp("nrzi_stuff_tx", "nrzi_sta.rpt"), "Total    "),
  "report_power Total 1.23e-02 (internal 1.00e-02, switching 2.24e-03).")
q("factual", "tdm_slot_mux setup critical path: start, end, slack", ["slot_en[3]", "_285_", "2.143"],
  ev(rp("tdm_slot_mux", "tdm_sta.rpt"), "Startpoint: slot_en[3]"),
  "Group clk max path: slot_en[3] (input) -> _285_ (DFFSR), arrival 5.615, slack 2.143 (MET).")
q("factual", "cell count of mant_align16 after abc", ["290"],
  ev(rp("mant_align16", "mant.log"), "Number of cells:", -1),
  "Final stat -liberty of mant_align16: 290 cells, area 31996.000000, no flops.")
q("factual", "onewire_master cell count at the end of the generic synth", ["188"],
  ev(rp("onewire_master", "onewire_generic.log"), "Number of cells:", -1),
  "Last plain stat (no liberty): 188 generic cells, incl. 18 $_SDFFE_PP0P_ and 6 $_SDFF_PP0_.")
q("factual", "how many tie-hi and tie-lo cells did hilomap add in relay_seq_ctl", ["10", "4"],
  ev(rp("relay_seq_ctl", "relay_build.log"), "     TIEHI "),
  "Final stat: TIEHI 10, TIELO 4 (placeholder cell names given to hilomap).")
q("factual", "what instance drives the stb_echo output in wb_slave_regs", ["_1035_", "BUFX2"],
  ev(rp("wb_slave_regs", "wb_sta.rpt"), "Instance _1035_"),
  "report_instance _1035_: Cell BUFX2, A from stb_i, Y to stb_echo (echo_buf.txt names the same instance).")
q("factual", "xclk_grouped: anything reported from clk_src to clk_dst?", ["No paths found."],
  ev(rp("xclk_grouped", "xclk_a_sta.rpt"), "No paths found."),
  "The -from clk_src -to clk_dst report prints No paths found. because set_clock_groups -asynchronous removes the crossing.")

# ---------------------------------------------------------------- statistical
q("statistical", "which runs failed in yosys?", ["motor_deadband", "ticker_scroll", "zone_heater_ctrl"],
  ev(R, "- Yosys reached `End of script.`"),
  "Three failures: syntax error, missing port, check -assert. All others reached End of script.")
q("statistical", "how many of the runs got an STA pass", ["12"],
  ev(R, "- Timed with OpenSTA:"),
  "12 timed runs listed in the README summary.")
q("statistical", "list the runs that synthesized ok but were never timed", ["rail_crossing_fsm", "onewire_master", "relay_seq_ctl"],
  ev(R, "- Synthesized but never timed"),
  "Three untimed successful runs.")
q("statistical", "any hold/removal violations anywhere in the set? which runs", ["stack_lifo8x8"],
  ev(R, "- Timed runs with a reported setup (max) violation"),
  "Only stack_lifo8x8 reports min-path violations (removal -0.905 and hold -0.396).")
q("statistical", "biggest design by area?", ["nonrest_div12", "91868.000000"],
  ev(R, "| 1 | nonrest_div12 |"),
  "Area ranking: nonrest_div12 first with 91868.000000 (wb_slave_regs second, 90920.000000).")
q("statistical", "smallest mapped area in the set and which run", ["rail_crossing_fsm", "12788.000000"],
  ev(R, "- Largest area:"),
  "Smallest area among the 14 runs with a liberty area: rail_crossing_fsm 12788.000000 (onewire_master has no area at all).")
q("statistical", "sum of chip area over all runs that have one", ["668176.00"],
  ev(R, "- Runs with an area: 14."),
  "14 runs with an area; total 668176.00 (derived in README).")
q("statistical", "mean and median area?", ["47726.86", "43050.00"],
  ev(R, "- Runs with an area: 14."),
  "Mean 47726.86, median 43050.00 over the 14 runs with an area.")
q("statistical", "which run has the highest cell count, and how many cells", ["wb_slave_regs", "655"],
  ev(R, "- Total cells"),
  "Most cells: wb_slave_regs 655 (192 of them BUFX2 from insbuf).")
q("statistical", "DFFSR total over all runs + which runs use them", ["85", "tdm_slot_mux", "stack_lifo8x8", "serial_rx_ovs16"],
  ev(R, "- Sequential cell DFFSR:"),
  "DFFSR: tdm_slot_mux 40 + stack_lifo8x8 8 + serial_rx_ovs16 37 = 85.")
q("statistical", "compare worst setup slack xclk_grouped vs xclk_ungrouped, and the delta", ["2.619", "-0.461", "3.080"],
  ev(R, "- xclk_grouped worst max slack"),
  "2.619 (inside clk_dst) vs -0.461 (clk_src -> clk_dst crossing), difference 3.080 ns.")
q("statistical", "hier vs flat sum_tree: areas and how much bigger the flattened one is", ["55584.000000", "56376.000000", "792.00"],
  ev(R, "- sum_tree_hier vs sum_tree_flat: cells"),
  "sum_tree_hier 55584.000000 vs sum_tree_flat 56376.000000; the flat netlist is 792.00 larger (292 vs 290 cells).")
q("statistical", "nonrest_div12 slack before vs after the multicycle exception", ["-12.476", "2.524"],
  ev(R, "- nonrest_div12 worst result-register path slack"),
  "-12.476 single-cycle, 2.524 with set_multicycle_path 2: exactly one 15 ns period apart.")
q("statistical", "highest area per cell in the set?", ["serial_rx_ovs16", "264.21"],
  ev(R, "- Highest area per cell:"),
  "serial_rx_ovs16 40424/153 = 264.21 (lots of large DFFSR cells); lowest mant_align16 110.33.")
q("statistical", "which runs have report_power output", ["tdm_slot_mux", "nrzi_stuff_tx"],
  ev(R, "- report_power was run only in:"),
  "Only two runs: tdm_slot_mux 1.25e-02 and nrzi_stuff_tx 1.23e-02.")
q("statistical", "where was report_clock_properties used", ["xclk_grouped", "nrzi_stuff_tx", "serial_rx_ovs16"],
  ev(R, "- report_clock_properties was run in:"),
  "Three runs print the Clock / Period / Waveform table.")
q("statistical", "worst setup slack across everything, which run", ["nonrest_div12", "-12.476"],
  ev(R, "- Setup slack ranking"),
  "Most negative single-cycle setup slack: nonrest_div12 -12.476 (before its multicycle).")
q("statistical", "how many timed runs are fully clean, every reported path met?", ["6"],
  ev(R, "- Timed runs with a reported setup (max) violation"),
  "6 timed runs with every path MET: tdm_slot_mux, xclk_grouped, nrzi_stuff_tx, sum_tree_hier, sum_tree_flat, serial_rx_ovs16.")
q("statistical", "add up the yosys 'Warnings: N unique, M total' totals across runs", ["47"],
  ev(R, "- Yosys `Warnings: N unique messages"),
  "wb_slave_regs 23 + nonrest_div12 1 + relay_seq_ctl 23 = 47.")
q("statistical", "which run is noisiest in yosys warnings", ["wb_slave_regs", "relay_seq_ctl", "23"],
  ev(R, "- Yosys `Warnings: N unique messages"),
  "Tie: wb_slave_regs and relay_seq_ctl, 23 total each.")
q("statistical", "stack_lifo8x8 min endpoint table: how many endpoints are violating", ["20"],
  ev(R, "- stack_lifo8x8 endpoint table rows"),
  "20 rows, all VIOLATED: 8 reset pins (R, -0.90) in **async_default** and 12 D pins (-0.40) in clk (the table was limited to 12 per group).")
q("statistical", "how many outputs of mant_align16 miss the 5.5 ns max delay in the endpoint table?", ["5", "man_small_al[0]"],
  ev(R, "- mant_align16 endpoint table rows"),
  "5 VIOLATED rows: man_small_al[0] -0.42, [8] -0.02, [7] -0.02, [4] -0.02, [3] -0.01.")
q("statistical", "rank runs with negative tns, worst first", ["-111.97", "-22.65", "-5.96", "-1.33"],
  ev(R, "- `tns` line printed in:"),
  "nonrest_div12 -111.97 (single-cycle), radix4_booth_seq -22.65, stack_lifo8x8 -5.96, xclk_ungrouped -1.33.")
q("statistical", "which timed run needs the longest clock period and which the shortest", ["nonrest_div12", "27.476", "nrzi_stuff_tx", "1.944"],
  ev(R, "- Largest minimum period:"),
  "Min period = period - worst single-cycle setup slack: nonrest_div12 27.476 ns, nrzi_stuff_tx 1.944 ns.")
q("statistical", "fmax tdm_slot_mux?", ["170.7"],
  ev(R, "| tdm_slot_mux | tdm_sta.rpt | max | clk | 8 |"),
  "8 - 2.143 = 5.857 ns min period, 170.7 MHz (README derived).")
q("statistical", "average cells per mapped run", ["283.29"],
  ev(R, "- Total cells"),
  "3966 cells over 14 runs = 283.29.")
q("statistical", "total flop count over the liberty-mapped runs, and which has zero flops", ["613", "mant_align16"],
  ev(R, "- Most flops:"),
  "613 flops; mant_align16 is purely combinational.")
q("statistical", "of the runs that synthesized, which ones left no gate-level netlist in their folder?", ["rail_crossing_fsm", "onewire_master"],
  ev(R, "- `runs/rail_crossing_fsm/`"),
  "rail_crossing_fsm writes no netlist (FSM inspection only); onewire_master keeps only its log.")
q("statistical", "how many times bigger is the largest mapped design than the smallest one?", ["7.18"],
  ev(R, "largest / smallest area ratio"),
  "91868 / 12788 = 7.18.")
q("statistical", "how many distinct violated paths are there over all the sta reports?", ["9"],
  ev(R, "- Distinct reported paths with VIOLATED slack"),
  "9 distinct VIOLATED paths (paths printed twice counted once).")
q("statistical", "count the OpenSTA Error lines and say which runs they're in", ["8", "wb_slave_regs", "sum_tree_flat"],
  ev(R, "- OpenSTA `Error:` lines: 8"),
  "1 in wb_slave_regs (report_worst_slack -min) + 7 netlist syntax errors in sum_tree_flat.")
q("statistical", "stack_lifo8x8 - what fraction of the flops is the memory array", ["64", "80", "80.00%"],
  ev(R, "- stack_lifo8x8: memory flops"),
  "64 memory flops of 80 (72 DFFPOSX1 + 8 DFFSR) = 80.00%.")

# ---------------------------------------------------------------- reasoning
q("reasoning", "ticker_scroll won't elaborate. what's wrong and what's the fix?", ["load_en", "ld_en", "u_cols"],
  ev(rp("ticker_scroll", "ticker.log"), "does not have a port named"),
  "Instance u_cols connects .load_en, window_cols declares ld_en: rename the connection (or the port). rc=1, no netlist.")
q("reasoning", "motor_deadband: why the TOK_ELSE error, what do I change", ["TOK_ELSE", "cnt <= 8'd0"],
  ev(rp("motor_deadband", "motor_synth.log"), "ERROR:"),
  "Line 23 `if (cnt >= period) cnt <= 8'd0` lacks the semicolon, so the parser meets `else` on line 24; add ';'.")
q("reasoning", "zone_heater_ctrl failed check -assert. walk me through the problems and how to fix each", ["dbg_req", "zone_mask", "alarm"],
  ev(rp("zone_heater_ctrl", "zone_check.log"), "Found and reported 4 problems."),
  "Two drivers on heat_req (reported as dbg_req: $dff Q and $reduce_or Y) -> drop one assign; zone_mask[1:0] undriven -> drive from a config register/port; logic loop alarm = over_temp | (alarm & latch_en) -> make alarm a register.")
q("reasoning", "same RTL, same clocks - why does xclk_ungrouped fail setup when xclk_grouped is clean?", ["set_clock_groups", "-0.461", "6.500"],
  ev(rp("xclk_ungrouped", "xclk_b_sta.rpt"), "6.500    6.500   clock clk_dst (rise edge)"),
  "Without set_clock_groups -asynchronous the Gray-code crossing is timed: launch clk_src 6.000, capture clk_dst 6.500 (0.5 ns), slack -0.461. It is a synchronizer input; declare the groups (or a max_delay/false path) rather than fix logic.")
q("reasoning", "nonrest_div12 path is 27 ns at a 15 ns clock - is that a real problem?", ["set_multicycle_path 2", "2.524"],
  ev(rp("nonrest_div12", "div_sta.rpt"), "2.524   slack (MET)"),
  "The result register captures two cycles after ld (ld_d/ld_dd), so a 2-cycle multicycle is intended; with it the same path has slack 2.524 against 30.000.")
q("reasoning", "why does wb_slave_regs miss timing at 5ns? what would you do", ["rst_i", "_0635_", "2.371"],
  ev(rp("wb_slave_regs", "wb_sta.rpt"), "_0635_/Y (INVX1)"),
  "The failing path is the synchronous reset: rst_i -> inverter _0635_ (INVX1) with 2.371 ns delay from its large fanout -> _0976_. Buffer/upsize the reset net, or relax its input delay; datapath is not the limiter.")
q("reasoning", "why are there 192 BUFX2 in wb_slave_regs when the RTL has no buffers", ["insbuf", "192"],
  ev(rp("wb_slave_regs", "wb_yosys_out.txt"), "     BUFX2  "),
  "insbuf -buf BUFX2 A Y ran right after abc, before opt_clean, and put a buffer on every directly connected wire pair (193 'Added' lines, 1 removed later): 192 of 655 cells.")
q("reasoning", "wb_slave_regs check says ack_o and dat_o have no driver. is the netlist broken?", ["_0950_", "ack_o"],
  ev(rp("wb_slave_regs", "wb_sta.rpt"), "_0950_/Q output (DFFPOSX1)"),
  "No: check runs on liberty cells it has no port directions for. OpenSTA's report_net shows ack_o driven by _0950_/Q (DFFPOSX1), and the port is timed.")
q("reasoning", "I asked rail_crossing_fsm for binary encoding. why 13 flops?", ["one-hot", "13"],
  ev(rp("rail_crossing_fsm", "rail_fsm.log"), "mapping auto encoding to `one-hot`"),
  "The own fsm -encoding binary pass kept 3 bits, but synth's own FSM pass re-extracted state and recoded it one-hot (6 bits): 6 + tmr 7 = 13 DFFPOSX1 (13 objects). Use synth -nofsm or an fsm_encoding attribute.")
q("reasoning", "onewire_master has a state machine but yosys never recoded it - why?", ["$sdffe", "opt"],
  ev(rp("onewire_master", "onewire_generic.log"), "$sdffe_2 "),
  "The script runs proc; opt before synth: opt_dff turns st into a sync-reset enable flop ($sdffe_2 in the coarse stat) and FSM_DETECT then finds nothing (synth itself runs opt -nosdff first).")
q("reasoning", "relay_seq_ctl has a literal-width warning on line 30, does it matter?", ["Literal has a width of 10 bit", "1500"],
  ev(rp("relay_seq_ctl", "relay_build.log"), "Literal has a width of 10 bit"),
  "10'd1500 needs 11 bits; the literal is truncated, so the main phase compares t against a different value (t is 10 bits and can never reach 1500). Widen t and the literal.")
q("reasoning", "does stat_bus in relay_seq_ctl actually tri-state when stat_oe is low?", ["stat_oe", "stat_bus", "status[7:4]"],
  ev(rp("relay_seq_ctl", "relay_seq_ctl_net.v"), "assign stat_bus"),
  "No: Yosys warns about limited tri-state support and the netlist drives stat_bus = { status[7:4], ... } unconditionally; stat_oe is not used.")
q("reasoning", "can I trust relay_seq_ctl's chip area?", ["TIEHI", "TIELO", "27548.000000"],
  ev(rp("relay_seq_ctl", "relay_build.log"), "Area for cell type \\TIEHI is unknown!"),
  "hilomap used TIEHI/TIELO names that are not in osu035, so stat says their area is unknown; 27548.000000 leaves the 14 tie cells out.")
q("reasoning", "where do the stack_lifo8x8 hold violations come from", ["clock uncertainty", "-0.396"],
  ev(rp("stack_lifo8x8", "lifo_sta.rpt"), "0.600    0.600   clock uncertainty", 2),
  "set_clock_uncertainty -hold 0.6 plus set_input_delay -min 0.0: input din[0] arrives at 0.137 but is required at 0.533; slack -0.396. Constraint-driven; real min input delay or delay cells would fix it.")
q("reasoning", "sum_tree_flat sta log starts with syntax errors. what happened, and how do I avoid it", ["1709", "splitnets"],
  ev(rp("sum_tree_flat", "flat_sta.rpt"), "line 1709 syntax error"),
  "OpenSTA's Verilog reader rejects the concatenated assign lines write_verilog produced (line 1709 ...); sum_tree_hier ran splitnets; opt_clean -purge first and reads cleanly.")
q("reasoning", "mant_align16: set_case_analysis on bypass didn't move the slack at all. why?", ["-0.419", "man_small_al[0]"],
  ev(rp("mant_align16", "mant_sta.rpt"), "-0.419   slack (VIOLATED)", 2),
  "The worst path exp_a[0] -> man_small_al[0] runs through compare/shift logic, not the bypass select, so tying bypass to 0 leaves it at -0.419.")
q("reasoning", "why does the -unconstrained report from bypass in mant_align16 show nothing", ["No paths found.", "set_case_analysis"],
  ev(rp("mant_align16", "mant_sta.rpt"), "No paths found."),
  "It ran after set_case_analysis 0 on bypass, so bypass is a constant and no timing arcs start there.")
q("reasoning", "tdm_slot_mux: which path limits it and what would help", ["slot_en[3]", "_145_", "0.826"],
  ev(rp("tdm_slot_mux", "tdm_sta.rpt"), "_145_/Y (OR2X1)"),
  "slot_en[3] -> _285_ (checksum register), slowest stage _145_ OR2X1 0.826 driving cap 0.332; upsize/buffer that net or register the slot mux before the adder.")
q("reasoning", "booth multiplier at 4ns: what's the limiting path and what period would close?", ["_696_", "_735_", "5.451"],
  ev(rp("radix4_booth_seq", "booth_sta.rpt"), "Startpoint: _696_"),
  "Reg-to-reg _696_ -> _735_, arrival 5.101, slack -1.451: needs about 5.451 ns (README min period), or pipeline the Booth adder.")
q("reasoning", "nrzi_stuff_tx: why does the clk->bclk path only get 5ns?", ["15.000", "20.000", "2.914"],
  ev(rp("nrzi_stuff_tx", "nrzi_sta.rpt"), "15.000   15.000   clock clk (rise edge)"),
  "bclk is clk/4 (20 ns); the closest launch edge of clk before the bclk capture at 20.000 is 15.000, so 5 ns; slack 2.914 (MET).")
q("reasoning", "what's that _189_/Q hold path in nrzi_stuff_tx?", ["_189_", "0.182"],
  ev(rp("nrzi_stuff_tx", "nrzi_sta.rpt"), "Startpoint: _189_/Q"),
  "_189_ is the div[1] flop the generated clock sits on; its own Q -> D loop is checked as bclk -> clk, slack 0.182 (MET).")
q("reasoning", "serial_rx_ovs16 check_setup warnings - what's unconstrained and does it matter", ["frame_err", "rx_active"],
  ev(rp("serial_rx_ovs16", "rx_sta.rpt"), "missing set_output_delay"),
  "No set_output_delay on frame_err and rx_active, so they are unconstrained endpoints (Path Group (none)); add output delays if they leave the block.")
q("reasoning", "serial_rx_ovs16 recovery slack is small. what eats it?", ["4.431", "2.431"],
  ev(rp("serial_rx_ovs16", "rx_sta.rpt"), "2.431    4.431 ^ rst_n (in)", 2),
  "rst_n driven by an INVX1 (set_driving_cell) into 37 DFFSR reset pins: 2.431 ns on the port, arrival 4.431 against 4.994 required.")
q("reasoning", "hier sum_tree stat says area for the child cell types is unknown in sum_tree_top. is the total wrong?", ["55584.000000"],
  ev(rp("sum_tree_hier", "hier.log"), "Chip area for top module"),
  "The warnings are for the top module's own count (children are submodules); the hierarchy total 55584.000000 adds them up correctly (4x6716 + 2x7724 + 8792 + 4480).")
q("reasoning", "in xclk_ungrouped the crossing starts at a flop that drives cnt_src[5], not gray_s. why?", ["cnt_src[5]", "sync1[5]"],
  ev(rp("xclk_ungrouped", "xclk_event_cnt_net.v"), ".Q(sync1[5])"),
  "gray[5] = bin[5], so Yosys merged gray_s[5] with bin_s[5] (cnt_src[5], _261_); sync1[5] (_244_) is fed from it through the reset gating.")
q("reasoning", "what did yosys do with the mem array in stack_lifo8x8, any RAM macro?", ["created 8 $dff cells", "72"],
  ev(rp("stack_lifo8x8", "lifo.log"), "created 8 $dff cells"),
  "No RAM: memory_map turned mem into 8 x 8-bit $dff words (64 bits), which end up as DFFPOSX1 (72 = 64 + tos 8).")
q("reasoning", "the hierarchical sum_tree has better setup slack than the flat one. why would flattening hurt?", ["1.071", "0.930"],
  ev(R, "- sum_tree_hier vs sum_tree_flat worst setup slack"),
  "Different abc mapping after flattening: worst input path 6 gates (1.071) vs 8 gates (0.930); both meet 4 ns, difference 0.141.")

# ---------------------------------------------------------------- absent
q("absent", "timing summary for uart_rx16?", ["serial_rx_ovs16"],
  ev(R, "| serial_rx_ovs16 | serial_rx_ovs16 |"),
  "No uart_rx16; the UART-style receiver here is serial_rx_ovs16 (rxclk 6 ns, all met).")
q("absent", "area of lifo16x8?", ["stack_lifo8x8"],
  ev(R, "| stack_lifo8x8 | 71748.000000"),
  "No lifo16x8; the stack design is stack_lifo8x8 (8 x 8), area 71748.000000.")
q("absent", "why did booth_mult8 fail synthesis", ["radix4_booth_seq"],
  ev(R, "| radix4_booth_seq | radix4_booth_seq |"),
  "No booth_mult8; the Booth multiplier is radix4_booth_seq, which synthesized fine (it only misses setup at 4 ns).")
q("absent", "power numbers for stack_lifo8x8?", ["tdm_slot_mux", "nrzi_stuff_tx"],
  ev(R, "- report_power was run only in:"),
  "report_power ran only for tdm_slot_mux and nrzi_stuff_tx; no power figure for stack_lifo8x8.")
q("absent", "which clock pairs are false-pathed in xclk_grouped", ["set_clock_groups"],
  ev(rp("xclk_grouped", "xclk_async.sdc"), "set_clock_groups"),
  "No set_false_path; the SDC declares set_clock_groups -asynchronous between clk_src and clk_dst.")
q("absent", "did the gate-level sim of nonrest_div12 pass?", ["radix4_booth_seq"],
  ev(R, "- Simulation: only radix4_booth_seq"),
  "No simulation (RTL or gate-level) for nonrest_div12; the only sim is radix4_booth_seq's RTL testbench.")
q("absent", "slack on clk_b in the xclk runs?", ["clk_src", "clk_dst"],
  ev(rp("xclk_grouped", "xclk_a_sta.rpt"), "clk_src                   6.00"),
  "There is no clk_b; the clocks are clk_src (6 ns) and clk_dst (6.5 ns).")
q("absent", "verilator lint results on relay_seq_ctl?", ["relay_build.log"],
  ev(R, "- No other tool was run"),
  "Verilator was not run; the only lint-like output is the Yosys warnings in relay_build.log.")
q("absent", "tns for motor_deadband?", ["TOK_ELSE"],
  ev(rp("motor_deadband", "motor_synth.log"), "ERROR:"),
  "motor_deadband never got a netlist (syntax error, unexpected TOK_ELSE), so it was never timed.")
q("absent", "mant_align_top area?", ["mant_align16"],
  ev(R, "| mant_align16 | 31996.000000"),
  "No mant_align_top; the alignment design is mant_align16, area 31996.000000.")
q("absent", "how many cycles is the multicycle path set to in radix4_booth_seq", ["nonrest_div12"],
  ev(R, "| nonrest_div12 | nonrest_div12 |"),
  "radix4_booth_seq has no multicycle exception; the only set_multicycle_path is in nonrest_div12 (2 setup / 1 hold).")
q("absent", "report_clock_skew numbers for nrzi_stuff_tx?", ["report_clock_properties"],
  ev(rp("nrzi_stuff_tx", "nrzi_sta.tcl"), "report_clock_properties"),
  "report_clock_skew was not run (clocks are ideal); nrzi_stuff_tx ran report_clock_properties instead.")
q("absent", "how many DFFNEGX1 in tdm_slot_mux", ["DFFSR"],
  ev(rp("tdm_slot_mux", "tdm_yosys.txt"), "     DFFSR ", -1),
  "No DFFNEGX1 anywhere; tdm_slot_mux's 40 flops are all DFFSR.")
q("absent", "evt_cnt_cdc results?", ["xclk_event_cnt"],
  ev(R, "| xclk_grouped | xclk_event_cnt |"),
  "No evt_cnt_cdc; the Gray-code crossing design is xclk_event_cnt (runs xclk_grouped / xclk_ungrouped).")
q("absent", "whats the slack of sum_tree_top at 3ns", ["sum_tree_hier", "sum_tree_flat"],
  ev(R, "| sum_tree_hier | sum_tree_top |"),
  "sum_tree_top was only timed at 4 ns (sum_tree_hier, sum_tree_flat); no 3 ns run.")
q("absent", "bclk2 clock in nrzi_stuff_tx - period?", ["bclk"],
  ev(rp("nrzi_stuff_tx", "nrzi_sta.rpt"), "(generated)"),
  "Only one generated clock, bclk (20.00 ns).")
q("absent", "post-route utilization of nonrest_div12?", ["91868.000000"],
  ev(rp("nonrest_div12", "div_synth.log"), "Chip area for module"),
  "No place and route in this set; only the synthesized area 91868.000000 exists.")
q("absent", "did the equivalence check between the hier and flat sum_tree netlists pass?", ["55584.000000", "56376.000000"],
  ev(R, "- sum_tree_hier vs sum_tree_flat: cells"),
  "No formal/equivalence check was run; the two runs can only be compared by stat (55584.000000 vs 56376.000000).")
q("absent", "critical path of ticker_scroll?", ["load_en"],
  ev(rp("ticker_scroll", "ticker.log"), "does not have a port named"),
  "ticker_scroll failed elaboration (port load_en), so there is no netlist and no timing.")
q("absent", "area of wb_master_regs?", ["wb_slave_regs"],
  ev(R, "| wb_slave_regs | 90920.000000"),
  "No wb_master_regs; the Wishbone design is wb_slave_regs, area 90920.000000.")
q("absent", "which SDC file does stack_lifo8x8 read?", ["lifo_sta.tcl"],
  ev(rp("stack_lifo8x8", "lifo_sta.tcl"), "create_clock"),
  "No SDC file; constraints are inline in lifo_sta.tcl (only xclk_grouped reads an SDC, xclk_async.sdc).")
q("absent", "hold slack in mant_align16?", ["set_max_delay"],
  ev(rp("mant_align16", "mant_sta.tcl"), "set_max_delay"),
  "mant_align16 is combinational with only set_max_delay 5.5; no min/hold path is reported.")


def main():
    out = []
    for i, (cat, text, must, evid, notes) in enumerate(Q, 1):
        out.append({"id": f"q{i:03d}", "category": cat, "scope": SCOPE, "question": text,
                    "must_contain": must, "evidence": evid, "notes": notes})
    with open(os.path.join(HERE, "questions.jsonl"), "w") as fh:
        for d in out:
            fh.write(json.dumps(d) + "\n")
    cats = {}
    for d in out:
        cats[d["category"]] = cats.get(d["category"], 0) + 1
    print(f"{len(out)} questions: {cats}")


if __name__ == "__main__":
    main()
