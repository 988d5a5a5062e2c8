#!/usr/bin/env python3
"""Writes questions.jsonl; evidence line numbers are looked up from the run outputs."""
import json, os
ROOT = os.path.dirname(os.path.abspath(__file__))
Q = []

def L(path, sub, nth=1):
    lines = open(os.path.join(ROOT, path), errors="replace").read().splitlines()
    hits = [i for i, l in enumerate(lines, 1) if sub in l]
    assert len(hits) >= nth, (path, sub)
    return f"{path}:{hits[nth-1]}"

def R(sub):
    return L("README.md", sub)

def q(cat, text, mc, ev, notes):
    Q.append(dict(id=f"q{len(Q)+1:03d}", category=cat, scope="proj:blind65", question=text,
                  must_contain=mc, evidence=ev, notes=notes))

F, S, Rs, A = "factual", "statistical", "reasoning", "absent"
az = "runs/azalea_tx_signoff/"
jm = "runs/jacamar_mult_tight/"
hk = "runs/hackberry_alu_abcd/out.abcD/"
gg = "runs/goldcrest_gray_sweep/"
cf = "runs/cinquefoil_cdc_dual/timing+2clk/"

# ---------------- factual
q(F, "whats the chip area of the uart tx after mapping?", ["16164"], L(az+"yosys_map.log", "Chip area for module"), "stat -liberty Chip area in yosys_map.log")
q(F, "setup slack on azalea_tx_signoff?", ["6.537"], L(az+"sta_out/timing.rpt", "slack (MET)"), "first (max) path slack in sta_out/timing.rpt")
q(F, "What is the hold slack reported for the UART transmitter run?", ["0.364"], L(az+"sta_out/timing.rpt", "0.364   slack"), "min path slack in sta_out/timing.rpt")
q(F, "total power for the uart tx sign-off?", ["3.37e-03"], L(az+"sta_out/power.rpt", "Total"), "Total row of sta_out/power.rpt")
q(F, "how many DFFPOSX1 in the azalea netlist", ["19"], L(az+"yosys_map.log", "DFFPOSX1", 2), "final stat block of yosys_map.log")
q(F, "jacamar_mult_tight worst setup slack pls", ["-1.264"], L(jm+"timing_4ns.rpt", "slack (VIOLATED)"), "max path in timing_4ns.rpt")
q(F, "tns for the multiplier at 4ns?", ["-5.58"], L(jm+"timing_4ns.rpt", "tns "), "report_tns line in timing_4ns.rpt")
q(F, "How many XNOR2X1 cells did the 8x8 multiplier map to?", ["58"], L(jm+"yosys.log", "XNOR2X1", 2), "final stat in jacamar_mult_tight/yosys.log")
q(F, "mult total power?", ["1.57e-02"], L(jm+"timing_4ns.rpt", "Total "), "report_power Total row in timing_4ns.rpt")
q(F, "alu run w/ abc -D: what's the wns", ["-0.45"], L(hk+"timing_3ns.rpt", "wns"), "report_wns in out.abcD/timing_3ns.rpt")
q(F, "what is the data arrival time on the hackberry critical path?", ["3.17"], L(hk+"timing_3ns.rpt", "data arrival time"), "timing_3ns.rpt arrival line")
q(F, "Which file holds the EDIF netlist of the ALU?", ["hackberry_alu.edif"], L("runs/hackberry_alu_abcd/run.sh", "write_edif"), "write_edif in run.sh; file under out.abcD/")
q(F, "fifo flat: area?", ["64720"], L("runs/chalcedony_fifo_flat/yosys.log", "Chip area"), "stat -liberty in chalcedony_fifo_flat/yosys.log")
q(F, "setup slack of the flattened fifo at 5 ns", ["1.89"], L("runs/chalcedony_fifo_flat/setup_5ns.rpt", "slack (MET)"), "setup_5ns.rpt")
q(F, "how many cells does the hierarchical fifo synth report in total?", ["185"], L("runs/chalcedony_fifo_hier/build (hier)/synth_hier.log", "Number of cells:                185"), "design hierarchy totals in synth_hier.log")
q(F, "pwm at WIDTH=12, chip area?", ["29380"], L("runs/dunnart_pwm_w12/yosys_w12.log", "Chip area"), "stat -liberty in yosys_w12.log")
q(F, "dunnart_pwm_w8 hold slack", ["0.41"], L("runs/dunnart_pwm_w8/timing_w8.rpt", "0.41   slack"), "min path in timing_w8.rpt")
q(F, "what did the spi regression print at the end?", ["TEST PASSED (4 transfers)"], L("runs/fieldfare_spi_regress/sim.log", "TEST PASSED"), "last line of sim.log")
q(F, "which divider vector failed in the sim?", ["37 / 0", "expected q=255"], L("runs/ironstone_div_tb/sim_results/transcript.log", "ERROR"), "ERROR line in sim_results/transcript.log")
q(F, "goldcrest sweep: slack at 3.0ns period?", ["0.63"], L(gg+"sweep.d/period_3.0.rpt", "slack"), "sweep.d/period_3.0.rpt")
q(F, "tns at 1.2 ns for the gray counter", ["-9.21"], L(gg+"sweep.d/period_1.2.rpt", "tns"), "sweep.d/period_1.2.rpt")
q(F, "kittiwake lfsr: how many $_MUX_ cells in the stat?", ["16"], L("runs/kittiwake_lfsr_quiet/_q_reports/stat.txt", "$_MUX_"), "tee'd stat in _q_reports/stat.txt")
q(F, "What format was the LFSR netlist written in, and what's the file called?", ["kittiwake_lfsr.json"], L("runs/kittiwake_lfsr_quiet/run.sh", "write_json"), "write_json in run.sh")
q(F, "how many $_DLATCH_P_ in the latch regfile run", ["16"], L("runs/lodestone_latch_map/yosys_latch.log", "$_DLATCH_P_", 2), "final stat of yosys_latch.log")
q(F, "generated clock period in amethyst_clkdiv_genclk?", ["20.00"], L("runs/amethyst_clkdiv_genclk/genclk_timing.rpt", "(generated)"), "report_clock_properties in genclk_timing.rpt")
q(F, "clk_b domain setup slack in the cdc run?", ["5.08"], L(cf+"report_clk_b.txt", "slack (MET)"), "timing+2clk/report_clk_b.txt max path")
q(F, "what exactly did iverilog complain about in emerald_mac_wip", ["emerald_mac.v:22: syntax error"], L("runs/emerald_mac_wip/compile.log", "syntax error"), "compile.log first line")
q(F, "which module was missing in the goshawk run?", ["goshawk_stage"], L("runs/goshawk_shift_nostage/synth.log", "ERROR"), "ERROR line in synth.log")
q(F, "Did yosys check find problems in the debouncer lint?", ["Found and reported 0 problems"], L("runs/eelgrass_deb_lint/yosys_check.log", "Found and reported"), "CHECK pass in yosys_check.log")

# ---------------- statistical
q(S, "how many runs failed overall?", ["5"], R("failed runs ("), "README summary failed runs")
q(S, "list the failed runs", ["bobwhite_crc_stalink", "emerald_mac_wip", "goshawk_shift_nostage", "jacamar_mult_tight"], R("failed runs ("), "README summary; also ironstone_div_tb")
q(S, "which run has the biggest chip area?", ["chalcedony_fifo_flat", "64720"], R("largest area"), "README summary largest area")
q(S, "smallest area across the mapped runs", ["3040", "lodestone_latch_map"], R("smallest area"), "README summary")
q(S, "total area summed over all mapped runs?", ["255188"], R("total area over"), "README summary total area")
q(S, "How many runs have an STA report at all?", ["9"], R("runs with an STA report"), "README summary")
q(S, "which runs end up with negative wns", ["goldcrest_gray_sweep", "hackberry_alu_abcd", "jacamar_mult_tight"], R("runs with negative wns"), "README summary negative wns")
q(S, "most cells of any run?", ["366", "chalcedony_fifo_flat"], R("most cells"), "README summary most cells")
q(S, "total cell count over the runs that have a stat", ["1886"], R("total cells over"), "README summary")
q(S, "how many mapped osu035 runs vs generic ones", ["10 mapped OSU035", "4 generic"], R("- flows:"), "README flows line")
q(S, "how many simulation runs are there and which passed", ["fieldfare_spi_regress"], R("- simulations:"), "README simulations line; only fieldfare passed")
q(S, "count of netlists per format?", ["blif 3", "edf 1", "edif 1", "json 1"], R("netlist files by extension"), "README summary")
q(S, "total warnings over the whole set", ["21"], R("total warnings"), "README summary")
q(S, "how many error lines across all runs?", ["36"], R("total error lines"), "README summary")
q(S, "which runs use a generated clock", ["amethyst_clkdiv_genclk"], R("generated clock ("), "README summary")
q(S, "any runs with latches?", ["lodestone_latch_map"], R("runs with latches"), "README summary")
q(S, "how many distinct designs are used by the runs?", ["16"], R("designs used"), "README summary")
q(S, "Which runs reported power, and which one is the highest?", ["jacamar_mult_tight", "1.57e-02"], R("| jacamar_mult_tight |"), "power column: azalea 3.37e-03, jacamar 1.57e-02")
q(S, "rank the STA runs by worst setup slack, worst first", ["-1.264", "-1.17", "-0.45"], R("| jacamar_mult_tight |"), "slack column: jacamar -1.264, goldcrest -1.17, hackberry -0.45, ...")
q(S, "which run has the most flops?", ["chalcedony_fifo_flat", "75"], R("| chalcedony_fifo_flat |"), "flops column max 75")
q(S, "which runs wrote BLIF?", ["bobwhite_crc_stalink", "dunnart_pwm_w12", "dunnart_pwm_w8"], R("| bobwhite_crc_stalink |"), "netlists column .blif entries")
q(S, "how many runs checked hold (min paths)? give their worst hold", ["0.22"], R("| amethyst_clkdiv_genclk |"), "hold column: amethyst 0.22 smallest among azalea 0.364, cinquefoil 0.26, dunnart 0.42/0.41, jacamar 0.570")
q(S, "which runs have a Makefile flow", ["goldcrest_gray_sweep"], R("| goldcrest_gray_sweep |"), "flow column 'make'")
q(S, "among runs with sta, which have all paths met (wns 0)?", ["amethyst_clkdiv_genclk", "azalea_tx_signoff", "chalcedony_fifo_flat", "cinquefoil_cdc_dual"], R("| cinquefoil_cdc_dual |"), "wns column 0.00 (also dunnart_pwm_w8/w12)")
q(S, "How many runs have the word 'flat' in their flow?", ["10"], R("- flows:"), "flow column: all 10 mapped runs were synthesised with -flatten")
q(S, "fewest cells of any run", ["42"], R("fewest cells"), "README summary fewest cells 42 (amethyst; also bobwhite and lodestone have 42)")
q(S, "which runs were quiet (yosys -q)?", ["kittiwake_lfsr_quiet"], R("| kittiwake_lfsr_quiet |"), "flow column -q")
q(S, "what's the average chip area of the mapped runs", ["255188"], R("total area over"), "255188 over 10 mapped runs = 25518.8 average")
q(S, "how many runs have an empty log file", ["eelgrass_deb_lint", "ironstone_div_tb", "kittiwake_lfsr_quiet"], R("| eelgrass_deb_lint |"), "log column '(empty)': 3 runs")
q(S, "apart from the mapped runs, which run has any warning?", ["fieldfare_spi_regress"], R("| fieldfare_spi_regress |"), "warnings column: each mapped run has 2 (ABC warnings); among the others only fieldfare_spi_regress has 1")

# ---------------- reasoning
q(Rs, "why did bobwhite_crc_stalink fail?", ["syntax error, unexpected REG", "no network has been linked"], L("runs/bobwhite_crc_stalink/sta.log", "unexpected REG"), "OpenSTA cannot parse the generic (unmapped) yosys netlist: reg declarations and $_ cells; link fails")
q(Rs, "the multiplier shows a timing number but the run is marked FAIL, what's up?", ["syntax error, unexpected '{'", "-1.264"], L(jm+"timing_4ns.rpt", "line 2125"), "OpenSTA rejects the concatenation assigns at lines 2125/2126 of the netlist but still times the rest; setup violated by 1.264")
q(Rs, "is timing met on the 8x8 mult at 4 ns, and by how much is it off?", ["VIOLATED", "-1.264"], L(jm+"timing_4ns.rpt", "slack (VIOLATED)"), "arrival 4.988 vs required 3.724")
q(Rs, "what cell type dominates the jacamar critical path?", ["XNOR2X1"], L(jm+"timing_4ns.rpt", "XNOR2X1"), "most stages in the max path of timing_4ns.rpt are XNOR2X1")
q(Rs, "what's the tightest period in the gray counter sweep that still passes?", ["3.0", "0.63"], L(gg+"sweep.d/period_3.0.rpt", "slack (MET)"), "1.2/1.6/2.0 violate, 3.0 meets with 0.63")
q(Rs, "roughly what min clock period would the gray counter close at, going by the sweep?", ["-0.37"], L(gg+"sweep.d/period_2.0.rpt", "slack (VIOLATED)"), "2.0 ns fails by -0.37 and 3.0 passes with 0.63, so it closes around 2.4 ns")
q(Rs, "how much did the pwm area grow going from WIDTH 8 to 12?", ["19432", "29380"], R("| dunnart_pwm_w12 |"), "29380 - 19432 = 9948 (+51%)")
q(Rs, "compare setup slack w8 vs w12 pwm", ["1.31", "1.03"], R("| dunnart_pwm_w8 |"), "w8 1.31 ns, w12 1.03 ns: wider counter is slower")
q(Rs, "did abc -D actually get the alu to meet 3ns?", ["-0.45", "VIOLATED"], L(hk+"timing_3ns.rpt", "VIOLATED"), "abc -D 2500 still leaves -0.45 at 3 ns")
q(Rs, "in the hackberry report, how much of the path is the input delay?", ["0.40"], L(hk+"timing_3ns.rpt", "input external delay"), "path starts at op[2] with 0.40 input external delay out of 3.17 arrival")
q(Rs, "why does the latch run report such a small area? 3040 seems off", ["$_DLATCH_P_", "is unknown"], L("runs/lodestone_latch_map/yosys_latch.log", "is unknown"), "16 latches left as $_DLATCH_P_ (not mapped to LATCH); their area is unknown, so not counted")
q(Rs, "were the lodestone latches mapped to the OSU LATCH cell?", ["$_DLATCH_P_"], L("runs/lodestone_latch_map/yosys_latch.log", "$_DLATCH_P_", 2), "no: stat still lists $_DLATCH_P_ 16")
q(Rs, "why did the divider regression fail - rtl or tb?", ["expected q=255", "TEST FAILED"], L("runs/ironstone_div_tb/sim_results/transcript.log", "ERROR"), "RTL returns quotient 0 for divide by zero (documented in header); tb expects 255")
q(Rs, "emerald mac run: did the sim even run?", ["syntax error"], L("runs/emerald_mac_wip/compile.log", "syntax error"), "compile failed at emerald_mac.v:22 after the sed patch dropped the ';', no sim.log produced")
q(Rs, "what would fix goshawk_shift_nostage?", ["goshawk_stage"], L("runs/goshawk_shift_nostage/synth.log", "ERROR"), "copy/read goshawk_stage.v (designs/goshawk_shift/goshawk_stage.v) before hierarchy -check")
q(Rs, "in the cdc run which domain has less setup margin?", ["clk_a", "2.45"], L(cf+"report_clk_a.txt", "slack (MET)"), "clk_a 2.45 vs clk_b 5.08")
q(Rs, "does the uart tx meet timing at 10ns, setup and hold both?", ["6.537", "0.364"], L(az+"sta_out/timing.rpt", "6.537"), "both MET; wns 0.00")
q(Rs, "what share of the uart power is sequential?", ["74.4%"], L(az+"sta_out/power.rpt", "Sequential"), "power.rpt Sequential row")
q(Rs, "uart tx: is the power mostly internal or switching?", ["91.7%"], L(az+"sta_out/power.rpt", "91.7%"), "internal 91.7%, switching 8.3%")
q(Rs, "fifo flat vs hier: which has more cells and why", ["366", "185"], L("runs/chalcedony_fifo_flat/yosys.log", "Number of cells:                366"), "flat mapped to OSU cells (366) vs generic gates in hier run (185); different flows")
q(Rs, "how much slack is left on the clkdiv's slow clock domain?", ["3.25"], L("runs/amethyst_clkdiv_genclk/genclk_timing.rpt", "3.25"), "clk_div4 group max path 3.25 MET")
q(Rs, "the genclk report has a hold path starting at a clock source pin, which one?", ["_63_/Q", "clock source 'clk_div4'"], L("runs/amethyst_clkdiv_genclk/genclk_timing.rpt", "clock source 'clk_div4'"), "min path starts at the generated clock source _63_/Q")
q(Rs, "how many gray counter sweep points fail?", ["-1.17", "-0.77", "-0.37"], L(gg+"sweep.d/period_2.0.rpt", "wns"), "3 of 4 periods violate")
q(Rs, "jacamar: arrival vs required at the failing endpoint?", ["4.988", "3.724"], L(jm+"timing_4ns.rpt", "4.988   data arrival time"), "timing_4ns.rpt")
q(Rs, "how many cells did abc -D remove vs the pre-mapping stat in hackberry?", ["287", "191"], L(hk+"yosys_abcD.log", "Number of cells:                191"), "287 generic cells before mapping, 191 after abc -D")
q(Rs, "did the spi sim compile cleanly?", ["timescale for fieldfare_spi inherited"], L("runs/fieldfare_spi_regress/compile.log", "timescale"), "one iverilog warning about inherited timescale, sim passed")
q(Rs, "in the hier fifo, how many chalcedony_ptr instances are there?", ["chalcedony_ptr                  2"], L("runs/chalcedony_fifo_hier/build (hier)/synth_hier.log", "chalcedony_ptr                  2"), "design hierarchy section of synth_hier.log")

# ---------------- absent
q(A, "what's the hold slack of the hackberry alu?", ["hackberry_alu_abcd", "Path Type: max"], L(hk+"timing_3ns.rpt", "Path Type: max"), "only max paths were reported for the ALU; no min report")
q(A, "show me the power report for the fifo", ["chalcedony_fifo_flat", "azalea_tx_signoff", "jacamar_mult_tight"], R("| chalcedony_fifo_flat |"), "report_power only in azalea and jacamar")
q(A, "how did the i2c controller synthesize?", ["fieldfare_spi"], R("| fieldfare_spi_regress |"), "no i2c design; the serial designs are spi and uart")
q(A, "did the ethernet mac pass timing", ["emerald_mac"], R("| emerald_mac_wip |"), "no ethernet mac; emerald_mac is a multiply-accumulate and only had a failed sim compile")
q(A, "area of the emerald mac after mapping?", ["emerald_mac_wip", "syntax error"], L("runs/emerald_mac_wip/compile.log", "syntax error"), "emerald_mac never synthesised; its only run failed compile")
q(A, "what's the wns of the crc8 design?", ["bobwhite_crc_stalink", "no network has been linked"], L("runs/bobwhite_crc_stalink/sta.log", "no network has been linked"), "STA never linked so no wns")
q(A, "Can you give me the simulation coverage for the uart?", ["azalea_tx_signoff"], R("| azalea_tx_signoff |"), "uart was only synthesised and timed; no sim or coverage")
q(A, "whats the max freq of the lfsr", ["kittiwake_lfsr_quiet"], R("| kittiwake_lfsr_quiet |"), "generic synth only, no STA")
q(A, "debouncer cell count after synth?", ["eelgrass_deb_lint"], R("| eelgrass_deb_lint |"), "lint only, no synth")
q(A, "show the gate-level sim of the divider", ["ironstone_div_tb"], R("| ironstone_div_tb |"), "only RTL sim of ironstone_div")
q(A, "which run targets the sky130 library?", ["OSU"], R("- flows:"), "all mapped runs use OSU035")
q(A, "what's the slack at 2.5ns for the gray counter sweep", ["goldcrest_gray_sweep", "PERIODS"], L(gg+"Makefile", "PERIODS"), "2.5 not in PERIODS")
q(A, "did anyone run the fifo hier through STA?", ["chalcedony_fifo_hier", "chalcedony_fifo_flat"], R("| chalcedony_fifo_hier |"), "hier run is generic, no STA; flat run has setup_5ns.rpt")
q(A, "max power of the cdc design", ["cinquefoil_cdc_dual"], R("| cinquefoil_cdc_dual |"), "no report_power in cdc run")
q(A, "goshawk shift area?", ["goshawk_shift_nostage", "goshawk_stage"], R("| goshawk_shift_nostage |"), "run failed at hierarchy; no stat")
q(A, "result of the formal equivalence check between pwm w8 and w12", ["dunnart_pwm"], R("| dunnart_pwm_w8 |"), "no equivalence check ran")
q(A, "where is the SPEF / parasitics for the uart sign-off", ["azalea_tx_signoff", "azalea.sdc"], L("runs/azalea_tx_signoff/sta_signoff.tcl", "read_sdc"), "no read_spef; ideal wires")
q(A, "hold slack of the gray counter at 3ns?", ["goldcrest_gray_sweep"], R("| goldcrest_gray_sweep |"), "sweep only ran max paths")
q(A, "how big is the 16-bit version of the ALU", ["hackberry_alu"], R("| hackberry_alu_abcd |"), "only the 8-bit ALU was synthesised")
q(A, "latch timing (time borrowing) report for lodestone?", ["lodestone_latch_map"], R("| lodestone_latch_map |"), "no STA for the latch run")
q(A, "Did the multiplier get simulated?", ["jacamar_mult_tight", "jacamar_mult"], R("| jacamar_mult_tight |"), "synth + STA only")
q(A, "what's the clock skew in the clkdiv run after CTS", ["amethyst_clkdiv_genclk"], R("| amethyst_clkdiv_genclk |"), "no CTS; clocks ideal")

with open(os.path.join(ROOT, "questions.jsonl"), "w") as f:
    for o in Q:
        f.write(json.dumps(o) + "\n")
from collections import Counter
print(len(Q), Counter(o["category"] for o in Q))
