#!/usr/bin/env python3
"""Write questions.jsonl for runs_blind42.

Each entry gives the evidence as (file, text to find[, n-th match]); the line number is looked up here so it
stays right if a report is regenerated. Run once before split.py; questions.jsonl is frozen after that.
"""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))
SCOPE = "proj:blind42"


def line_of(path, pat, nth=1):
    with open(os.path.join(ROOT, path), errors="replace") as f:
        lines = f.read().splitlines()
    hits = [i + 1 for i, l in enumerate(lines) if pat in l]
    if len(hits) < nth:
        raise SystemExit(f"pattern {pat!r} not found {nth}x in {path}")
    return f"{path}:{hits[nth - 1]}"


R = "runs/"
Q = []


def q(cat, text, must, ev, notes):
    path, pat = ev[0], ev[1]
    nth = ev[2] if len(ev) > 2 else 1
    Q.append((cat, text, must, line_of(path, pat, nth), notes))


# ------------------------------------------------------------------ factual
q("factual", "what's the chip area of the spi master after osu035 mapping?",
  ["28244"], (R + "barnacle_osu/yosys_map.log", "Chip area for top module"),
  "stat -liberty, design hierarchy total for barnacle_spim")
q("factual", "barnacle_osu hold slack?",
  ["0.540"], (R + "barnacle_osu/sta@8ns/hold.rpt", "0.540   slack"),
  "worst Path Type: min slack in hold.rpt (flop _161_ to itself)")
q("factual", "How much total power does report_power give for the SPI master run?",
  ["7.89e-03"], (R + "barnacle_osu/sta@8ns/power.rpt", "100.0%"),
  "Total row of power.rpt, total power column")
q("factual", "how many DFFPOSX1 did the divder map to",
  ["47"], (R + "cormorant_sweep/build/synth.log", "DFFPOSX1                       47"),
  "final stat -liberty in build/synth.log")
q("factual", "tns of the divider at 3ns?",
  ["-6.22"], (R + "cormorant_sweep/reports/sweep_3.0ns.rpt", "tns"),
  "report_tns in sweep_3.0ns.rpt")
q("factual", "In the cormorant sweep, where does the worst path start and end at the 3.0 ns point?",
  ["divisor[1]", "_456_"], (R + "cormorant_sweep/reports/sweep_3.0ns.rpt", "Startpoint"),
  "Startpoint/Endpoint lines of sweep_3.0ns.rpt")
q("factual", "what file name did the crc run use for the EDIF netlist",
  ["dipper_crc8.edf"], (R + "dipper_formats/synth.log", "write_edif"),
  "write_edif command echoed in synth.log; file is export/dipper_crc8.edf")
q("factual", "how many $_XOR_ cells in dipper_formats?",
  ["24"], (R + "dipper_formats/synth.log", "$_XOR_", 2),
  "generic stat in synth.log")
q("factual", "eider pwm: number of DFFSR flops after mapping?",
  ["54"], (R + "eider_quiet/_q/eider_stat.txt", "DFFSR"),
  "stat written by yosys tee into _q/eider_stat.txt")
q("factual", "what area did the 4-channel pwm come out at (WIDTH=10 build)?",
  ["68924"], (R + "eider_quiet/_q/eider_stat.txt", "Chip area"),
  "Chip area line of _q/eider_stat.txt")
q("factual", "fescue_hier: area of just the ram submodule?",
  ["54176"], (R + "fescue_hier/synth_hier.log", "Chip area for module '$paramod$d1d40166"),
  "per-module stat for the $paramod fescue_ram module")
q("factual", "total power for the fifo",
  ["1.39e-02"], (R + "fescue_hier/reports.hier/sta_fifo.rpt", "Total "),
  "report_power Total row in reports.hier/sta_fifo.rpt")
q("factual", "gypsum_w8 critical path: start and end points?",
  ["a[0]", "zero"], (R + "gypsum_w8/timing.rpt", "Startpoint"),
  "Startpoint a[0] / Endpoint zero in timing.rpt")
q("factual", "cell count for the 16-bit saturating ALU build",
  ["543"], (R + "gypsum_w16/yosys.log", "Number of cells:                543"),
  "final stat -liberty in gypsum_w16/yosys.log")
q("factual", "did the uart tx testbench pass?",
  ["TEST PASSED"], (R + "hornet_sim/sim/sim.log", "TEST PASSED"),
  "last line of sim/sim.log")
q("factual", "any warning when compiling the hornet testbench w/ iverilog?",
  ["timescale for hornet_uarttx inherited from another file"], (R + "hornet_sim/sim/compile.log", "timescale"),
  "sim/compile.log line 1")
q("factual", "what does iverilog -Wall complain about in the gray counter lint run?",
  ["wrap_det", "implicit definition"], (R + "jackdaw_lint/lint/iverilog_wall.txt", "implicit definition"),
  "lint/iverilog_wall.txt")
q("factual", "kinglet_latchmap - max time borrow available on the ale latches?",
  ["4.77"], (R + "kinglet_latchmap/timing/latch_sta.rpt", "max time borrow"),
  "Time Borrowing Information block in latch_sta.rpt")
q("factual", "first error opensta printed in kinglet_rawnet",
  ["line 34 syntax error, unexpected REG"], (R + "kinglet_rawnet/sta_report.txt", "Error:"),
  "first Error: line of sta_report.txt")
q("factual", "area of loquat_cdc mapped?",
  ["13776"], (R + "loquat_twoclk/synth.log", "Chip area"),
  "stat -liberty in loquat_twoclk/synth.log")
q("factual", "what period did sta derrive for the generated clk_slow in the clock divider run",
  ["20.00"], (R + "mullein_genclk/timing~gen/genclk_sta.log", "clk_slow                 20.00"),
  "report_clock_properties: clk_slow 20.00 (generated), divide_by 4 of 5 ns")
q("factual", "which pin was the generated clock put on (mullein)?",
  ["_133_/Q"], (R + "mullein_genclk/timing~gen/genclk_sta.log", "generated clock source pin"),
  "puts line from genclk.tcl in genclk_sta.log")
q("factual", "tns in run-2024_06_11/sta_6ns.rpt?",
  ["-86.50"], (R + "oolite_abcd/run-2024_06_11/sta_6ns.rpt", "tns"),
  "report_tns in sta_6ns.rpt")
q("factual", "How many XNOR2X1 cells are in the MAC netlist?",
  ["117"], (R + "oolite_abcd/run-2024_06_11/yosys_abcd.log", "XNOR2X1                       117"),
  "final stat -liberty in yosys_abcd.log")
q("factual", "total cells for the debouncer after the flat generic synth",
  ["32"], (R + "plantain_sim/synth_out/generic_flat.log", "Number of cells:                 32"),
  "stat in synth_out/generic_flat.log")
q("factual", "what sequence period did the lfsr tb measure",
  ["19685"], (R + "sapsucker_taps/sim.results/run.log", "period = 19685"),
  "sim.results/run.log line 1")
q("factual", "vetch_nomod: which module is missing, and in which instance?",
  ["vetch_thresh", "u_cold"], (R + "vetch_nomod/yosys_run.log", "ERROR"),
  "ERROR line of yosys_run.log")
q("factual", "exact yosys error for the arbiter wip build?",
  ["syntax error, unexpected TOK_ALWAYS"], (R + "rhyolite_wip/out.wip/synth.log", "ERROR"),
  "out.wip/synth.log ERROR line (line 24 of rtl/rhyolite_arb.v)")
q("factual", "area of the sclk generator submodule in barnacle?",
  ["2700"], (R + "barnacle_osu/yosys_map.log", "Chip area for module '$paramod\\barnacle_sclkgen"),
  "per-module stat for $paramod\\barnacle_sclkgen\\DIV=4")

# ------------------------------------------------------------------ statistical
q("statistical", "how many runs failed and which ones?",
  ["kinglet_rawnet", "rhyolite_wip", "sapsucker_taps", "vetch_nomod"], ("README.md", "- failed runs"),
  "README summary failed runs (4)")
q("statistical", "which run has the biggest area",
  ["oolite_abcd", "112980"], ("README.md", "- largest area"),
  "README summary largest area")
q("statistical", "sum of chip area over all the mapped runs that printed a stat?",
  ["465976"], ("README.md", "- total area"),
  "README summary total area over 11 mapped runs")
q("statistical", "total cell count across the whole set",
  ["2970"], ("README.md", "total cells over"),
  "README summary: total cells over 14 runs with a stat")
q("statistical", "Which runs end up with negative WNS?",
  ["cormorant_sweep", "oolite_abcd"], ("README.md", "- runs with negative wns"),
  "README summary negative wns")
q("statistical", "how many runs have an sta report at all",
  ["11"], ("README.md", "- runs with an STA report"),
  "README summary: 11 runs")
q("statistical", "which runs wrote json netlists?",
  ["dipper_formats", "fescue_hier", "plantain_sim"], ("README.md", "| fescue_hier |"),
  "netlists column of README: .json in dipper_formats, fescue_hier, plantain_sim (3 json in summary)")
q("statistical", "list the sims and their pass/fail",
  ["hornet_sim", "plantain_sim", "sapsucker_taps", "FAIL"], ("README.md", "- simulations"),
  "README summary simulations line")
q("statistical", "which runs have latches in them",
  ["kinglet_latchmap", "kinglet_rawnet"], ("README.md", "- runs with latches"),
  "README summary runs with latches")
q("statistical", "total number of warnings over all runs?",
  ["32"], ("README.md", "- total warnings"),
  "README summary total warnings: 32")
q("statistical", "how many error lines in total across everything",
  ["21"], ("README.md", "total error lines"),
  "README summary total error lines: 21")
q("statistical", "smallest design by cell count?",
  ["plantain_sim", "32"], ("README.md", "fewest cells"),
  "README summary fewest cells")
q("statistical", "which mapped run has the most flip-flops",
  ["fescue_hier", "75"], ("README.md", "| fescue_hier |"),
  "flops column of README: fescue_hier 75 is the max")
q("statistical", "which runs are driven by a Makefile?",
  ["cormorant_sweep", "rhyolite_wip"], ("README.md", "| cormorant_sweep |"),
  "flow column contains 'make' for cormorant_sweep and rhyolite_wip")
q("statistical", "how many different designs does this project use",
  ["16"], ("README.md", "designs used"),
  "README summary: 18 runs, 16 designs")
q("statistical", "how many runs were mapped to osu035 vs generic?",
  ["12", "1 generic"], ("README.md", "- flows:"),
  "README summary flows line")
q("statistical", "which of the runs with report_power burns more, and how much?",
  ["fescue_hier", "1.39e-02"], ("README.md", "| fescue_hier |"),
  "power column: fescue_hier 1.39e-02 vs barnacle_osu 7.89e-03")
q("statistical", "among runs without errors, which has the largest worst setup slack",
  ["fescue_hier", "5.40"], ("README.md", "| fescue_hier |"),
  "slack column over status ok runs: fescue_hier 5.40 > barnacle 4.849 > mullein 3.66 ...; kinglet_rawnet 8.55 is a failed run")
q("statistical", "how many runs did a hold (min) check?",
  ["5", "loquat_twoclk", "mullein_genclk"], ("README.md", "| mullein_genclk |"),
  "hold column not '-': barnacle_osu, fescue_hier, kinglet_latchmap, loquat_twoclk, mullein_genclk")
q("statistical", "smallest hold slack in the whole set?",
  ["0.19", "mullein_genclk"], ("README.md", "| mullein_genclk |"),
  "hold column minimum 0.19 (mullein_genclk)")
q("statistical", "which runs define more than one clock",
  ["kinglet_latchmap", "loquat_twoclk", "mullein_genclk"], ("README.md", "| loquat_twoclk |"),
  "clocks column with two entries")
q("statistical", "which runs were flattened?",
  ["gypsum_w8", "loquat_twoclk", "oolite_abcd", "plantain_sim"], ("README.md", "| loquat_twoclk |"),
  "flow column 'flat': gypsum_w16, gypsum_w8, loquat_twoclk, oolite_abcd, plantain_sim")
q("statistical", "of the generic (unmapped) synth results, which is biggest?",
  ["hornet_sim", "75"], ("README.md", "| hornet_sim |"),
  "cells for generic synth: dipper 57, hornet 75, plantain 32")
q("statistical", "which failed run has zero error lines",
  ["sapsucker_taps"], ("README.md", "| sapsucker_taps |"),
  "errors column 0 but status FAIL because of the TEST FAILED line")
q("statistical", "which run has the most error lines",
  ["rhyolite_wip", "11"], ("README.md", "| rhyolite_wip |"),
  "errors column max 11")
q("statistical", "noisiest run in terms of warnings?",
  ["fescue_hier", "6"], ("README.md", "| fescue_hier |"),
  "warnings column max 6 (ABC warnings, 3 modules)")
q("statistical", "worst tns over the set and where",
  ["-86.50", "oolite_abcd"], ("README.md", "| oolite_abcd |"),
  "tns column: oolite_abcd -86.50, cormorant_sweep -6.22 at 3.0 ns")
q("statistical", "what's the shortest clock period anybody ran sta with",
  ["3.0", "cormorant_sweep"], ("README.md", "| cormorant_sweep |"),
  "clocks column minimum: cormorant_sweep sweep starts at 3.0 ns")
q("statistical", "which designs got synthesised in more than one run?",
  ["gypsum_alu", "kinglet_addrlatch"], ("README.md", "| gypsum_w16 |"),
  "design column appears twice: gypsum_alu (gypsum_w8, gypsum_w16), kinglet_addrlatch (kinglet_latchmap, kinglet_rawnet)")
q("statistical", "how many blif files are there and from which runs",
  ["2", "dipper_formats", "oolite_abcd"], ("README.md", "netlist files by extension"),
  "summary blif 2; netlists column shows dipper_formats and oolite_abcd")
q("statistical", "area of the 8-bit vs the 16-bit sat alu builds?",
  ["29324", "66668"], ("README.md", "| gypsum_w16 |"),
  "area column gypsum_w8 29324, gypsum_w16 66668 (about 2.3x)")

# ------------------------------------------------------------------ reasoning
q("reasoning", "whats the tightest period that still passes in the divider sweep, and with how much slack",
  ["3.5", "0.160"], (R + "cormorant_sweep/reports/sweep_3.5ns.rpt", "slack (MET)"),
  "3.0 ns violates (-0.340); 3.5 ns is the smallest period with MET slack 0.160")
q("reasoning", "which stage eats most of the delay on the cormorant critical path?",
  ["_297_", "OAI21X1", "1.666"], (R + "cormorant_sweep/reports/sweep_3.0ns.rpt", "_297_/Y"),
  "one OAI21X1 stage is 1.666 of the 3.039 ns arrival; the rest are 0.09-0.28")
q("reasoning", "Does oolite_abcd meet timing at 6 ns? If not by how much is it off?",
  ["-4.26", "9.96", "5.70"], (R + "oolite_abcd/run-2024_06_11/sta_6ns.rpt", "slack (VIOLATED)"),
  "arrival 9.96 vs required 5.70 -> slack -4.26, VIOLATED")
q("reasoning", "the abcd run asked abc for -D 4000, did the result get anywhere near 4 ns?",
  ["-D 4000", "9.96"], (R + "oolite_abcd/run-2024_06_11/yosys_abcd.log", "-D 4000", 2),
  "abc delay target 4000 ps, but STA arrival on the worst path is 9.96 ns (6 ns clock still fails)")
q("reasoning", "on the mac worst path, which single cell has the largest delay",
  ["_0754_", "AND2X1", "1.75"], (R + "oolite_abcd/run-2024_06_11/sta_6ns.rpt", "_0754_/Y"),
  "AND2X1 _0754_ 1.75 right after the x/w register, then the XOR/XNOR adder chain")
q("reasoning", "why did kinglet_rawnet blow up in opensta?",
  ["$_DLATCH_P_", "unexpected REG"], (R + "kinglet_rawnet/sta_report.txt", "unexpected REG"),
  "dfflibmap did not map the latch: stat still has $_DLATCH_P_, written as reg/always in the netlist, OpenSTA parser errors")
q("reasoning", "kinglet_rawnet still prints a slack of 8.55, can I trust that number?",
  ["missing declaration for port ale"], (R + "kinglet_rawnet/sta_report.txt", "missing declaration for port ale"),
  "netlist only partly parsed: ale port lost and latch logic dropped, so the report covers an incomplete design")
q("reasoning", "vetch_nomod failed, what do I need to change to make it go through?",
  ["vetch_thresh", "vetch_thresh.v"], (R + "vetch_nomod/yosys_run.log", "ERROR"),
  "hierarchy -check: vetch_thresh not part of the design; run.sh reads only vetch_tempmon.v and vetch_avg4.v; add vetch_thresh.v")
q("reasoning", "what's actually wrong in the rhyolite wip rtl? error says line 24",
  ["expired", "24"], (R + "rhyolite_wip/out.wip/synth.log", "ERROR"),
  "line 22 'wire expired = (hold_cnt == MAX_HOLD - 1)' has no semicolon, so the parser fails at the always on line 24")
q("reasoning", "why does the lfsr regression fail when the default rtl is maximal length?",
  ["B800", "19685", "65535"], (R + "sapsucker_taps/sim.results/run.log", "TEST FAILED"),
  "run.sh overrides TAPS with 16'hB800 (default 16'hB400), giving period 19685 instead of 65535")
q("reasoning", "loquat: what changes between related_clocks.rpt and async_groups.rpt?",
  ["_47_", "_48_", "0.34"], (R + "loquat_twoclk/sta/related_clocks.rpt", "0.34   slack (MET)"),
  "related clocks time the clk_a->clk_b path _47_->_48_ (slack 0.34); with set_clock_groups -asynchronous it is gone")
q("reasoning", "how much time does sta give the clk_a -> clk_b crossing in loquat, and why so little?",
  ["20.00", "21.00"], (R + "loquat_twoclk/sta/related_clocks.rpt", "20.00   20.00   clock clk_a (rise edge)"),
  "10 ns and 7 ns clocks: closest launch/capture edges 20.00 and 21.00, so only 1 ns for the synchroniser path")
q("reasoning", "is the 16 bit sat ALU meeting the 10ns virtual clock and with what margin",
  ["1.47", "6.53"], (R + "gypsum_w16/timing.rpt", "slack (MET)"),
  "arrival 6.53 vs required 8.00 -> slack 1.47 MET")
q("reasoning", "gypsum_w8: after the 2ns in and 2ns out delays, how long is the actual logic path?",
  ["4.51", "3.49"], (R + "gypsum_w8/timing.rpt", "slack (MET)"),
  "arrival 4.51 including 2.00 input delay -> 2.51 ns of logic; slack 3.49")
q("reasoning", "does the spi master make 8ns, and what's limiting?",
  ["4.849", "busy"], (R + "barnacle_osu/sta@8ns/setup.rpt", "4.849"),
  "worst setup path in the sys_clk group is flop _169_ to output busy, slack 4.849 MET")
q("reasoning", "fifo critical path - which submodules does it go thru?",
  ["u_ptrs/_097_", "u_ram", "dout[0]"], (R + "fescue_hier/reports.hier/sta_fifo.rpt", "Startpoint: u_ptrs/_097_"),
  "read pointer flop in u_ptrs -> MUX2X1/OAI cells in u_ram -> dout[0]; slack 5.40")
q("reasoning", "what dominates the fifo area?",
  ["54176", "64196"], (R + "fescue_hier/synth_hier.log", "Chip area for top module"),
  "fescue_ram 54176 of 64196 total (~84%): 64 DFFPOSX1 + 96 MUX2X1 storage")
q("reasoning", "in mullein_genclk is there a path launched on clk_fast and captured on clk_slow? slack?",
  ["_116_", "_129_", "4.42"], (R + "mullein_genclk/timing~gen/genclk_sta.log", "4.42   slack"),
  "path group clk_slow max: _116_ (kick_hold, clk_fast) to _129_ (clk_slow), slack 4.42")
q("reasoning", "what's the tightest hold check in the clock divider run and what kind of path is it",
  ["_133_/Q", "0.19"], (R + "mullein_genclk/timing~gen/genclk_sta.log", "0.19   slack"),
  "min path from the clk_slow source pin _133_/Q back into the divider flop _133_, slack 0.19")
q("reasoning", "why do the ale-group setup paths in kinglet_latchmap show exactly 0.00 slack?",
  ["time borrowed from endpoint", "1.00"], (R + "kinglet_latchmap/timing/latch_sta.rpt", "time borrowed from endpoint"),
  "latch endpoints borrow time: actual borrow 1.00 of max 4.77, slack reported as 0.00 MET")
q("reasoning", "kinglet_latchmap has 8 LATCH cells but same area as the raw run, how?",
  ["9920", "LATCH"], (R + "kinglet_latchmap/logs/yosys.log", "Chip area"),
  "area 9920 with 8 LATCH equals the raw run where $_DLATCH_P_ area was unknown -> LATCH cell contributes 0 area in this liberty")
q("reasoning", "why is console.log empty in eider_quiet, where did the stats go?",
  ["-q", "eider_stat.txt"], (R + "eider_quiet/run.sh", "tee -q -o"),
  "yosys -q prints nothing; stat went to _q/eider_stat.txt via tee -q -o")
q("reasoning", "eider at 6 ns: how much positive slack is left?",
  ["wns 0.00", "tns 0.00"], (R + "eider_quiet/_q/wns_tns.txt", "wns"),
  "only report_wns/report_tns run, they clip at 0: timing met but the margin is not reported")
q("reasoning", "plantain: is the synthesized debouncer the same config that was simulated?",
  ["STABLE_CYCLES(8)", "16"], (R + "plantain_sim/rtl/plantain_tb.v", "STABLE_CYCLES(8)"),
  "tb instantiates STABLE_CYCLES=8, synth uses the default 16 (no chparam)")
q("reasoning", "jackdaw lint: is the implicit wire serious or did the checks come out clean otherwise",
  ["wrap_det", "0 problems"], (R + "jackdaw_lint/lint/yosys_check.log", "Found and reported 0 problems"),
  "only warning is implicit 1-bit wrap_det (harmless width); yosys check reports 0 problems, iverilog exit 0")
q("reasoning", "no area for the crc run, why?",
  ["$_DFFE_PN0P_"], (R + "dipper_formats/synth.log", "$_DFFE_PN0P_", 2),
  "generic synth without liberty: cells are yosys internal ($_DFFE_PN0P_, $_XOR_...), so no chip area")
q("reasoning", "the rhyolite make: did it stop at the iverilog failure or keep going?",
  ["make exit status: 2", "Error 1"], (R + "rhyolite_wip/make_output.txt", "make exit status"),
  "make -k: compile.log target fails (Error 21), synth target still runs and fails (Error 1), exit 2")
q("reasoning", "divider at 3.0: is it the setup time or the logic that kills it?",
  ["3.039", "2.699", "-0.301"], (R + "cormorant_sweep/reports/sweep_3.0ns.rpt", "library setup time"),
  "arrival 3.039 already exceeds the 3.0 period; required 2.699 after -0.301 setup")

# ------------------------------------------------------------------ absent
q("absent", "timing report for the uart tx?",
  ["hornet_sim"], ("README.md", "| hornet_sim |"),
  "hornet_sim is RTL sim + generic synth only, no STA")
q("absent", "what slack did the i2c controller get",
  ["barnacle_osu"], ("README.md", "| barnacle_osu |"),
  "no I2C design; the serial master in the set is the SPI master barnacle_osu")
q("absent", "power numbers for the mac?",
  ["barnacle_osu", "fescue_hier"], ("README.md", "| oolite_abcd |"),
  "oolite_abcd has no report_power; only barnacle_osu and fescue_hier ran it")
q("absent", "hold slack of oolite_abcd?",
  ["oolite_abcd", "mullein_genclk"], ("README.md", "| oolite_abcd |"),
  "oolite_abcd only reports max paths; hold exists for barnacle_osu, fescue_hier, kinglet_latchmap, loquat_twoclk, mullein_genclk")
q("absent", "did anyone run a gate-level sim of the debouncer netlist",
  ["plantain_sim"], ("README.md", "| plantain_sim |"),
  "only RTL simulation in plantain_sim; netlist is JSON, never simulated")
q("absent", "what's the divider slack at 2.5ns in the sweep",
  ["cormorant_sweep"], (R + "cormorant_sweep/Makefile", "PERIODS"),
  "sweep only covers 3.0 3.5 4.0 5.0 6.0")
q("absent", "was spef / parasitics annotated in any sta run?",
  ["ideal"], (R + "barnacle_osu/sta@8ns/setup.rpt", "clock network delay (ideal)"),
  "no read_spef/SDF anywhere; ideal clocks, wireload-free")
q("absent", "area of vetch_tempmon?",
  ["vetch_nomod", "vetch_thresh"], ("README.md", "| vetch_nomod |"),
  "synthesis stopped at hierarchy -check, no stat")
q("absent", "which run used the sky130 lib",
  ["OSU"], ("README.md", "- flows:"),
  "no sky130; all mapped runs use the OSU035 liberty")
q("absent", "results of the rhyolite arbiter simulation?",
  ["rhyolite_wip"], ("README.md", "| rhyolite_wip |"),
  "no testbench for the arbiter; rhyolite_wip only compiles and fails on a syntax error")
q("absent", "ripple vs carry-lookahead comparison for the alu - where is it",
  ["gypsum_alu"], ("README.md", "| gypsum_w8 |"),
  "no adder-architecture study; only WIDTH 8 vs WIDTH 16 + GYPSUM_SAT builds of gypsum_alu")
q("absent", "fifo at 5 ns, does it close?",
  ["fescue_hier"], ("README.md", "| fescue_hier |"),
  "fescue_hier only analysed at 10 ns")
q("absent", "drc / lvs results for the clock divider layout?",
  ["mullein_genclk"], ("README.md", "| mullein_genclk |"),
  "no place and route or layout in the set")
q("absent", "coverage numbers for the uart testbench",
  ["hornet_sim"], (R + "hornet_sim/sim/sim.log", "TEST PASSED"),
  "no coverage collected; only the pass/fail transcript")
q("absent", "jackdaw gray counter mapped area pls",
  ["jackdaw_lint"], ("README.md", "| jackdaw_lint |"),
  "jackdaw_lint is lint only, never synthesised")
q("absent", "how many cells does the lfsr synthesize to?",
  ["sapsucker_taps"], ("README.md", "| sapsucker_taps |"),
  "sapsucker_lfsr only simulated")
q("absent", "equivalence check result rtl vs netlist for eider?",
  ["eider_quiet"], ("README.md", "| eider_quiet |"),
  "no equiv/formal run; eider_quiet is synth + wns/tns only")
q("absent", "barnacle tns?",
  ["setup.rpt"], (R + "barnacle_osu/sta@8ns/setup.rpt", "slack (MET)", 2),
  "barnacle_osu never ran report_tns/report_wns; only setup.rpt, hold.rpt, power.rpt")
q("absent", "multicycle path constraints on the divider, what did they give?",
  ["cormorant_sweep"], (R + "cormorant_sweep/sweep.tcl.in", "create_clock"),
  "no set_multicycle_path anywhere; plain single-cycle sweep")
q("absent", "dipper crc slack?",
  ["dipper_formats"], ("README.md", "| dipper_formats |"),
  "dipper_formats has no STA, generic synth only")
q("absent", "what happened in the async fifo dual clock run",
  ["fescue_hier", "loquat_twoclk"], ("README.md", "| loquat_twoclk |"),
  "no async FIFO; fescue_fifo is single-clock, loquat_cdc is the two-clock design")
q("absent", "opensta on the debouncer?",
  ["plantain_sim"], ("README.md", "| plantain_sim |"),
  "plantain_sim has no STA, only sim and generic synth")


def main():
    import random
    random.Random(4242).shuffle(Q)          # mix categories, fixed order
    with open(os.path.join(ROOT, "questions.jsonl"), "w") as f:
        for i, (cat, text, must, ev, notes) in enumerate(Q, 1):
            obj = {"id": f"q{i:03d}", "category": cat, "scope": SCOPE, "question": text,
                   "must_contain": must, "evidence": ev, "notes": notes}
            f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    cats = {}
    for c, *_ in Q:
        cats[c] = cats.get(c, 0) + 1
    print(len(Q), cats)


if __name__ == "__main__":
    main()
