#!/usr/bin/env python3
"""Writes questions.jsonl; evidence line numbers are looked up from the run outputs."""
import json, os
ROOT = os.path.dirname(os.path.abspath(__file__))

def L(path, s, nth=1):
    with open(os.path.join(ROOT, path), errors="replace") as f:
        k = 0
        for i, line in enumerate(f, 1):
            if s in line:
                k += 1
                if k == nth:
                    return f"{path}:{i}"
    raise SystemExit(f"not found: {s!r} in {path}")

def Llast(path, s):
    with open(os.path.join(ROOT, path), errors="replace") as f:
        hits = [i for i, line in enumerate(f, 1) if s in line]
    return f"{path}:{hits[-1]}"

R = "README.md"
A = "runs/alpaca_tx_osu/sta_out/timing_10ns.rpt"
AL = "runs/alpaca_tx_osu/logs/yosys_map.log"
G = "runs/agama_div_genclk/sta/genclk.rpt"
LO = "runs/loon_sync_2clk/out files/sta_two_clocks.rpt"
IB = "runs/ibex_mult_flat/timing/max_min_6ns.txt"
HK = "runs/hake_spi_quiet/rpt@spi/setup_hold.txt"
SW = "runs/gar_div_sweep/sweep/period_%sns.rpt"
Q = []
def q(cat, text, mc, ev, notes):
    Q.append((cat, text, mc, ev, notes))

# ---------------- factual
q("factual", "what's the chip area of the uart tx after osu035 mapping?", ["16232"], L(AL, "Chip area for module"), "stat -liberty in logs/yosys_map.log")
q("factual", "setup slack for alpaca_tx_osu at 10ns?", ["7.229"], L(A, "slack (MET)"), "report_checks max slack in timing_10ns.rpt")
q("factual", "hold slack on the uart transmitter run", ["0.375"], L(A, "0.375   slack (MET)"), "min path slack in sta_out/timing_10ns.rpt")
q("factual", "total power reported for alpaca_tx_osu", ["3.31e-03"], L(A, "Total "), "report_power Total row")
q("factual", "how many DFFPOSX1 in the 16-entry fifo (boa_fifo_aw4)?", ["142"], Llast("runs/boa_fifo_aw4/boa_aw4.log", "DFFPOSX1"), "stat in boa_aw4.log")
q("factual", "boa_fifo_aw2 area pls", ["34236"], L("runs/boa_fifo_aw2/boa_aw2.log", "Chip area for module"), "stat -liberty in boa_aw2.log")
q("factual", "How many cells did the generic synth of the ALU end up with in cobra_alu_gen?", ["333"], L("runs/cobra_alu_gen/synth_generic.log", "Number of cells:                333"), "last stat in synth_generic.log")
q("factual", "which blif file did cobra_alu_gen write", ["gen_nets/cobra_alu.blif"], L(R, "| cobra_alu_gen |"), "netlists column; file under gen_nets/")
q("factual", "what does the pwm testbench print at the end?", ["TEST PASSED: duty 64/256"], L("runs/dace_pwm_sim/sim_transcript.log", "TEST PASSED"), "last line of sim_transcript.log")
q("factual", "crc sim verdict? what crc did it actually compute", ["TEST FAILED", "0xf4"], L("runs/eel_crc_sim/simlogs/vvp_run.log", "ERROR: crc mismatch"), "simlogs/vvp_run.log")
q("factual", "chip area of the gray counter, whole hierarchy", ["7852"], L("runs/fox_gray_hier/yosys.log", "Chip area for top module"), "design hierarchy stat in yosys.log")
q("factual", "setup slack fox_gray_hier @ 8ns", ["6.31"], L("runs/fox_gray_hier/sta.rpt", "slack (MET)"), "report_checks max in sta.rpt")
q("factual", "what's the wns for the divider at 2.5 ns", ["-0.46"], L(SW % "2.5", "wns"), "report_wns in sweep/period_2.5ns.rpt")
q("factual", "tns of the divider sweep at 2.5ns?", ["-3.48"], L(SW % "2.5", "tns"), "report_tns in sweep/period_2.5ns.rpt")
q("factual", "How many division vectors did gar_div_sim check and did they pass?", ["TEST PASSED: 6 divisions"], L("runs/gar_div_sim/sim.out", "TEST PASSED"), "sim.out last line")
q("factual", "exact error yosys gives in genet_prio_nosub", ["genet_pipe_reg", "is not part of the design"], L("runs/genet_prio_nosub/genet_sys.log", "ERROR: Module"), "ERROR line in genet_sys.log")
q("factual", "flop count in hake_spi_quiet's stat report?", ["31"], L("runs/hake_spi_quiet/rpt@spi/cell_stat.txt", "DFFPOSX1"), "DFFPOSX1 line in rpt@spi/cell_stat.txt")
q("factual", "spi master setup slack at 5 ns", ["2.29"], L(HK, "slack (MET)"), "first slack in rpt@spi/setup_hold.txt")
q("factual", "area of the flattened multiplier?", ["56696"], L("runs/ibex_mult_flat/flat_map.log", "Chip area for module"), "stat -liberty in flat_map.log")
q("factual", "ibex_mult_flat power total", ["1.05e-02"], L(IB, "Total "), "report_power Total row in timing/max_min_6ns.txt")
q("factual", "how many LATCH cells in kea_latch_map", ["16"], L("runs/kea_latch_map/kea_map.log", "LATCH                          16"), "stat in kea_map.log")
q("factual", "whats the period of the generated clock clk_div4 in agama_div_genclk", ["20.00"], L(G, "clk_div4                 20.00"), "report_clock_properties in sta/genclk.rpt")
q("factual", "worst setup slack in loon_sync_2clk", ["-0.92"], L(LO, "slack (VIOLATED)"), "first max path in out files/sta_two_clocks.rpt")
q("factual", "line number of the syntax error in the lfsr edit according to iverilog?", ["dikdik_lfsr_edit.v:12: syntax error"], L("runs/dikdik_lfsr_syntax/build/iverilog.log", "dikdik_lfsr_edit.v:12: syntax error"), "first line of build/iverilog.log")
q("factual", "did the yosys check in jay_deb_lint find anything?", ["Found and reported 0 problems"], L("runs/jay_deb_lint/lint/yosys_check.log", "Found and reported"), "check -assert output in lint/yosys_check.log")
q("factual", "number of DFFSR cells in the clock divider run", ["8"], L("runs/agama_div_genclk/agama_yosys.log", "DFFSR                           8"), "stat in agama_yosys.log")
q("factual", "data arrival time on the worst path of gar_divider at 3 ns?", ["2.68"], L(SW % "3", "data arrival time"), "sweep/period_3ns.rpt")
q("factual", "loon_sync area after mapping", ["9340"], L("runs/loon_sync_2clk/out files/yosys_loon.log", "Chip area for module"), "stat -liberty in out files/yosys_loon.log")

# ---------------- statistical
q("statistical", "how many runs failed in total?", ["5"], L(R, "- failed runs (5)"), "summary failed runs line")
q("statistical", "which runs are marked FAIL", ["cobra_alu_stafail", "dikdik_lfsr_syntax", "eel_crc_sim", "genet_prio_nosub"], L(R, "- failed runs"), "summary line; ibex_mult_flat too")
q("statistical", "Which mapped run has the biggest area and what is it?", ["boa_fifo_aw4", "120216"], L(R, "- largest area"), "summary largest area")
q("statistical", "smallest chip area across everything mapped?", ["3476", "kea_latch_map"], L(R, "smallest area"), "summary smallest area")
q("statistical", "sum of chip area over all the mapped runs", ["316256"], L(R, "- total area over"), "summary total area")
q("statistical", "how many runs have an STA report at all", ["7"], L(R, "- runs with an STA report (7)"), "summary line")
q("statistical", "which runs end with negative wns?", ["gar_div_sweep", "loon_sync_2clk"], L(R, "- runs with negative wns"), "summary line")
q("statistical", "total cell count over every run that has a stat", ["2503"], L(R, "total cells over"), "summary most/fewest cells line")
q("statistical", "fewest cells of any run?", ["37", "fox_gray_hier"], L(R, "fewest cells"), "summary line")
q("statistical", "how many runs map to osu035 vs generic", ["10 mapped OSU035", "4 generic"], L(R, "- flows:"), "summary flows line")
q("statistical", "how many simulations are there and which one fails", ["3", "eel_crc_sim"], L(R, "- simulations:"), "summary simulations line")
q("statistical", "count of warnings across the whole set?", ["21"], L(R, "- total warnings"), "summary total warnings")
q("statistical", "total error lines over all runs", ["167"], L(R, "total error lines"), "summary total warnings/errors line")
q("statistical", "how many blif netlists got written", ["blif 2"], L(R, "- netlist files by extension"), "summary netlist extension counts")
q("statistical", "how many verilog netlists are there in the set vs edif", ["v 12", "edf 1"], L(R, "- netlist files by extension"), "summary netlist extension counts")
q("statistical", "which runs use a generated clock", ["agama_div_genclk"], L(R, "- runs with a generated clock"), "summary line")
q("statistical", "any run with latches?", ["kea_latch_map"], L(R, "- runs with latches"), "summary latches line")
q("statistical", "how many distinct designs do the 18 runs cover", ["15"], L(R, "designs used: 15"), "summary first line")
q("statistical", "which run has the most cells", ["677", "boa_fifo_aw4"], L(R, "- most cells"), "summary line")
q("statistical", "list the runs that report hold (min) slack", ["agama_div_genclk", "alpaca_tx_osu", "hake_spi_quiet", "loon_sync_2clk"], L(R, "| alpaca_tx_osu |"), "hold column non-empty for these four plus ibex_mult_flat")
q("statistical", "which runs ran report_power?", ["alpaca_tx_osu", "ibex_mult_flat"], L(R, "| ibex_mult_flat |"), "power column non-empty in two rows")
q("statistical", "of the runs with timing, which has the largest positive setup slack", ["alpaca_tx_osu", "7.229"], L(R, "| alpaca_tx_osu |"), "slack column max over STA rows: 7.229 > 6.31 (fox) > 4.01 (agama)")
q("statistical", "How many runs were driven by a Makefile?", ["gar_div_sweep"], L(R, "| gar_div_sweep |"), "only row with 'make' in flow")
q("statistical", "which runs were done with yosys -q", ["hake_spi_quiet"], L(R, "| hake_spi_quiet |"), "only flow with -q")
q("statistical", "worst setup slack anywhere in the set - which run?", ["loon_sync_2clk", "-0.92"], L(R, "| loon_sync_2clk |"), "min of slack column: -0.92 (loon) < -0.46 (gar_div_sweep)")
q("statistical", "rank the two fifo runs and the multiplier by area", ["120216", "56696", "34236"], L(R, "| boa_fifo_aw4 |"), "area column of boa_fifo_aw4, ibex_mult_flat, boa_fifo_aw2")
q("statistical", "how many runs write a json netlist", ["cobra_alu_gen"], L(R, "json 1"), "summary netlist extensions json 1; row cobra_alu_gen")
q("statistical", "which runs are lint-only", ["jay_deb_lint"], L(R, "1 lint"), "flows summary: 1 lint, row jay_deb_lint")
q("statistical", "how many runs have zero warnings", ["8"], L(R, "| dace_pwm_sim |"), "warnings column: 8 rows with 0 (cobra_alu_gen, dace_pwm_sim, dikdik_lfsr_syntax, eel_crc_sim, gar_div_sim, genet_prio_nosub, hake_spi_quiet, jay_deb_lint)")
q("statistical", "the design with two runs in the set that both map to osu035 — which one and the areas", ["boa_fifo", "34236", "120216"], L(R, "| boa_fifo_aw2 |"), "rows boa_fifo_aw2 and boa_fifo_aw4")

# ---------------- reasoning
q("reasoning", "why did cobra_alu_stafail fail? the netlist looks fine in yosys", ["syntax error", "No paths found"], L("runs/cobra_alu_stafail/sta_attempt/sta.log", "No paths found"), "abc -g leaves the logic as assign expressions (~, &, |) with no liberty cells; OpenSTA verilog reader rejects them (158 Error lines) and report_checks gives No paths found")
q("reasoning", "ibex_mult_flat says slack 0.74 MET but the run is FAIL - can I trust that timing?", ["line 2125", "0.74"], L(IB, "line 2125"), "read_verilog errored on assign { ... } concatenation lines 2125/2126 of mapped/ibex_mult_flat.v, STA still ran on a partially read netlist")
q("reasoning", "what netlist construct trips OpenSTA in the flattened multiplier?", ["unexpected '{'", "assign"], L("runs/ibex_mult_flat/mapped/ibex_mult_flat.v", "assign { _300_[15:10]"), "line 2125 of netlist is assign { ... } = { ... }; sta error says unexpected '{', expecting ID")
q("reasoning", "tightest period in the divider sweep that still meets setup, and the margin?", ["3", "0.04"], L(SW % "3", "slack (MET)"), "2.5 ns violates -0.46, 3 ns slack 0.04 MET")
q("reasoning", "roughly what fmax does gar_divider reach on osu035 based on the sweep", ["2.68", "-0.28"], L(SW % "3", "data arrival time"), "arrival 2.68 + setup 0.28 = 2.96 ns min period, about 338 MHz")
q("reasoning", "is the gar_div_sweep violation at 2.5ns a single path or many endpoints?", ["-3.48", "-0.46"], L(SW % "2.5", "tns"), "tns -3.48 vs wns -0.46 means several endpoints fail")
q("reasoning", "loon_sync_2clk is negative, is that a real cdc problem or a constraint issue?", ["clk_b", "clk_a", "-0.92"], L(LO, "Startpoint: rst (input port clocked by clk_b)"), "worst path is rst (input delay on clk_b) into a clk_a flop; no set_clock_groups/false path between asynchronous clocks, so 10/7 ns edges 49 vs 50 are timed")
q("reasoning", "which clock edges does sta pair up on the failing loon path", ["49.00", "50.00"], L(LO, "49.00   49.00   clock clk_b (rise edge)"), "launch clk_b rise at 49 ns, capture clk_a rise at 50 ns: 1 ns window")
q("reasoning", "why did the eel crc test fail? is the rtl wrong?", ["0xf4", "0xA1"], L("runs/eel_crc_sim/simlogs/vvp_run.log", "crc mismatch"), "design gives 0xF4 which is the plain CRC-8 check value; tb expects CRC-8/I-432-1 0xA1 (with xorout 0x55); expectation mismatch, not the RTL")
q("reasoning", "what went wrong in dikdik_lfsr_syntax", ["syntax error", "TOK_ALWAYS"], L("runs/dikdik_lfsr_syntax/build/yosys.log", "TOK_ALWAYS"), "sed edit dropped the semicolon after the fb assignment, parser hits always on line 12")
q("reasoning", "genet_prio_nosub - what do i need to add to make it elaborate", ["genet_pipe_reg", "genet_sys"], L("runs/genet_prio_nosub/genet_sys.log", "ERROR: Module"), "genet_sys instantiates genet_pipe_reg which is not defined in any file read")
q("reasoning", "how much bigger is the 16-deep fifo than the 4-deep one, area-wise?", ["120216", "34236"], L(R, "| boa_fifo_aw4 |"), "120216/34236 = 3.5x, +85980")
q("reasoning", "the spi run had abc with a delay target - what was it, and did the 5ns clock close?", ["3000", "2.29"], L(HK, "slack (MET)"), "run.sh abc -D 3000; setup slack 2.29 MET at 5 ns")
q("reasoning", "kea_latch_map has 16 latches but the area is tiny - why", ["LATCH", "3476"], L("runs/kea_latch_map/kea_map.log", "Chip area for module"), "LATCH cell has area 0 in the osu035 liberty, so 3476 comes only from the 32 combinational cells")
q("reasoning", "does the uart tx meet timing at 10 ns, with how much margin for setup and hold", ["7.229", "0.375"], L(A, "7.229   slack (MET)"), "setup 7.229 MET, hold 0.375 MET, wns 0.00")
q("reasoning", "what limits the worst path in alpaca_tx_osu - the input or flop to flop?", ["start", "input port"], L(A, "Startpoint: start"), "worst max path starts at input port start with 1.0 ns input delay")
q("reasoning", "In the divider's critical path, what fraction of the 2.68 ns is the launching flop's clk->q?", ["0.39", "2.68"], L(SW % "3", "_368_/Q (DFFPOSX1)"), "clk->Q 0.39 of 2.68 ns, rest is ~13 gate levels of logic")
q("reasoning", "compare the spi master (abc -D) and the uart tx: which has more setup margin relative to its clock", ["2.29", "7.229"], L(R, "| hake_spi_quiet |"), "spi 2.29 of 5 ns (46%), uart 7.229 of 10 ns (72%)")
q("reasoning", "hake_spi_quiet has no yosys log - where are the results?", ["rpt@spi/cell_stat.txt", "rpt@spi/setup_hold.txt"], L("runs/hake_spi_quiet/run.sh", "tee -o"), "yosys -q, stat written with tee -o into rpt@spi/")
q("reasoning", "agama: the slow_cnt outputs are checked against which clock and what's the slack", ["clk_div4", "18.95"], L(G, "18.95   slack (MET)"), "output delay on clk_div4 (20 ns generated), slack 18.95")
q("reasoning", "is the gray counter's critical path inside a sub-module?", ["u_cnt"], L("runs/fox_gray_hier/sta.rpt", "Endpoint: u_cnt/"), "endpoint u_cnt/_44_ in the fox_bincnt instance, from input en")
q("reasoning", "which part of fox_gray dominates area, counter or converter?", ["4428", "1120"], L("runs/fox_gray_hier/yosys.log", "4428.000000"), "fox_bincnt 4428 vs fox_b2g 1120, top 2304")
q("reasoning", "the divider testbench passes - does that cover a divisor bigger than the dividend?", ["17 / 20 = 0 rem 17"], L("runs/gar_div_sim/sim.out", "17 / 20"), "vector 17/20 in sim.out")
q("reasoning", "why does the generic alu netlist in cobra_alu_stafail have fewer cells than cobra_alu_gen", ["316", "333"], L("runs/cobra_alu_stafail/cobra_synth.log", "Number of cells:                316"), "extra abc -g AND,NAND,OR,NOR,XOR,MUX remaps: 316 vs 333 from plain synth")
q("reasoning", "hold on the multiplier: which path is closest and does it pass", ["a[0]", "0.37"], L(IB, "0.37   slack (MET)"), "min path from a[0] input to _637_, slack 0.37 MET (on partially read netlist)")
q("reasoning", "did jay_deb_lint actually find anything with -Wall?", ["lint/iverilog_wall.log (empty)"], L(R, "| jay_deb_lint |"), "iverilog -Wall log is empty, yosys check 0 problems")
q("reasoning", "agama has 10 flops but only 2 DFFPOSX1 - why", ["DFFSR", "8"], L("runs/agama_div_genclk/agama_yosys.log", "DFFSR                           8"), "slow_cnt uses async reset (posedge rst) so maps to DFFSR; div[1:0] are DFFPOSX1")

# ---------------- absent
q("absent", "what's the timing slack of the fifo?", ["boa_fifo"], L(R, "| boa_fifo_aw2 |"), "no STA on either fifo run; only area")
q("absent", "show me the power numbers for the spi master", ["hake_spi_quiet", "alpaca_tx_osu", "ibex_mult_flat"], L(R, "| hake_spi_quiet |"), "report_power only in alpaca_tx_osu and ibex_mult_flat")
q("absent", "did anyone simulate the uart tx?", ["alpaca_tx_osu", "dace_pwm_sim", "gar_div_sim"], L(R, "| alpaca_tx_osu |"), "uart only synthesised+STA; sims are dace_pwm_sim, eel_crc_sim, gar_div_sim")
q("absent", "hold slack of the gray counter run?", ["fox_gray_hier"], L("runs/fox_gray_hier/sta.rpt", "Path Type: max"), "fox_gray_hier only ran report_checks -path_delay max")
q("absent", "area of the alu mapped to osu035", ["cobra_alu_gen", "cobra_alu_stafail"], L(R, "| cobra_alu_gen |"), "ALU only synthesised generically, no liberty area")
q("absent", "what's the fmax of the i2s transmitter", ["alpaca_uart_tx", "hake_spi"], L(R, "| alpaca_tx_osu |"), "no i2s design; serial designs are the uart tx and spi master")
q("absent", "lfsr cell count after synthesis?", ["dikdik_lfsr_syntax"], L("runs/dikdik_lfsr_syntax/build/yosys.log", "ERROR"), "only LFSR run failed at parse, no stat")
q("absent", "did the debouncer get synthesised, how many flops", ["jay_deb_lint"], L(R, "| jay_deb_lint |"), "debouncer only linted")
q("absent", "gate-level sim of the divider netlist results?", ["gar_div_sim", "gar_div_sweep"], L(R, "| gar_div_sim |"), "only RTL sim; netlist only used for STA")
q("absent", "what's the TNS of the latch regfile", ["kea_latch_map"], L(R, "| kea_latch_map |"), "no STA in kea_latch_map")
q("absent", "SDF back-annotated timing for the multiplier?", ["ibex_mult_flat"], L(IB, "read_verilog"), "no SDF anywhere; ibex only ideal-clock STA")
q("absent", "the pwm block: area on osu035?", ["dace_pwm_sim"], L(R, "| dace_pwm_sim |"), "pwm only simulated")
q("absent", "pll lock time in the clock divider run", ["agama_div_genclk"], L(G, "generated"), "no PLL, only a flop divider with a generated clock")
q("absent", "which run uses the sky130 library", ["OSU"], L(R, "- flows:"), "only OSU035 liberty used")
q("absent", "where is the placed and routed def for loon_sync", ["loon_sync"], L(R, "| loon_sync_2clk |"), "no P&R; synthesis+STA only")
q("absent", "coverage report for the crc testbench?", ["eel_crc_sim"], L("runs/eel_crc_sim/simlogs/vvp_run.log", "TEST FAILED"), "no coverage; just pass/fail transcript")
q("absent", "results of the crc synthesis", ["eel_crc_sim"], L(R, "| eel_crc_sim |"), "crc only simulated")
q("absent", "which run used yosys abc9?", ["hake_spi_quiet"], L(R, "| hake_spi_quiet |"), "no abc9; only plain abc, abc -D in hake_spi_quiet")
q("absent", "hold violations in the priority encoder", ["genet_prio_nosub"], L(R, "| genet_prio_nosub |"), "priority encoder never elaborated (missing genet_pipe_reg), no STA")
q("absent", "json netlist of the divider?", ["gar_div_sweep", "cobra_alu_gen"], L(R, "| gar_div_sweep |"), "divider only has gar_divider_osu.v; the only json is cobra_alu_gen")
q("absent", "clock skew / cts numbers for agama", ["agama_div_genclk"], L(G, "Startpoint"), "ideal clocks, no CTS")

import collections
out = []
for n, (cat, text, mc, ev, notes) in enumerate(Q, 1):
    out.append(json.dumps({"id": f"q{n:03d}", "category": cat, "scope": "proj:blind59", "question": text,
                           "must_contain": mc, "evidence": ev, "notes": notes}))
with open(os.path.join(ROOT, "questions.jsonl"), "w") as f:
    f.write("\n".join(out) + "\n")
print(len(Q), collections.Counter(c for c, *_ in Q))
