#!/usr/bin/env python3
"""Writes questions.jsonl.  Evidence lines are located by searching for a
substring in the named file, so they stay right if a run is regenerated."""
import json, os, sys

SCOPE = "proj:blind19"
Q = []

def add(cat, question, must, where, key, notes, nth=1):
    Q.append(dict(cat=cat, question=question, must=must, where=where, key=key, notes=notes, nth=nth))

F, S, R, A = "factual", "statistical", "reasoning", "absent"
RM = "README.md"
def row(run):  # README row key
    return "| " + run + " |"

# ---------------- factual ----------------
add(F, "what's the chip area for agc_loop in the 8ns run?", ["105972.000000"], "runs/agc_loop_8ns/synth.log", "Chip area for module", "The stat -liberty block in synth.log prints the area 105972.000000.")
add(F, "agc 8ns: worst setup slack + which flop is the endpoint?", ["-2.863", "_1357_"], "runs/agc_loop_8ns/timing_8ns.rpt", "slack (VIOLATED)", "First report_checks path ends at _1357_/D with slack -2.863.")
add(F, "in the 8 ns agc report, what is the data arrival time on the worst path", ["10.645"], "runs/agc_loop_8ns/timing_8ns.rpt", "data arrival time", "The worst path arrives at 10.645 ns.")
add(F, "How many DFFPOSX1 did booth_mul end up with after dfflibmap?", ["45"], "runs/booth_mul_fsm/yosys_run.log", "mapped 45 $_DFF_P_ cells to \\DFFPOSX1 cells.", "dfflibmap reports mapping 45 $_DFF_P_ cells to DFFPOSX1.")
add(F, "booth mult - hold slack on the worst min path?", ["0.21"], "runs/booth_mul_fsm/sta_booth.log", "0.21   slack (MET)", "The min path in the min_max report shows 0.21 slack (MET).")
add(F, "total power estimate for the booth multiplier?", ["8.92e-03"], "runs/booth_mul_fsm/sta_booth.log", "Total                  8.01e-03", "report_power Total row gives 8.92e-03 W.")
add(F, "area of envelope_det once the semicolon was fixed?", ["32812.000000"], "runs/envelope_det_rev2/envdet_synth.log", "Chip area for module", "rev2 stat -liberty prints 32812.000000.")
add(F, "env detector rev2: what's total power from opensta", ["6.11e-03"], "runs/envelope_det_rev2/sta_envdet_100mhz.log", "Total                  5.01e-03", "report_power Total row gives 6.11e-03.")
add(F, "what period did STA derive for bclk in the audio clock gen?", ["81.38"], "runs/audio_clkgen_sta/sta_multiclock.log", "bclk                     81.38", "report_clock_properties lists bclk 81.38 (generated, mclk/4).")
add(F, "audio_clkgen - cfg_clk period?", ["37.00"], "runs/audio_clkgen_sta/sta_multiclock.log", "cfg_clk                  37.00", "report_clock_properties shows cfg_clk period 37.00.")
add(F, "did the keypad scanner RTL sim pass? how many keys did it check", ["TEST PASSED", "keys seen: 4, errors: 0"], "runs/kbd_scan_sim/sim_rtl.log", "TEST PASSED", "sim_rtl.log ends with 4 keys seen, 0 errors, TEST PASSED.")
add(F, "gf mult: worst path start/end and slack?", ["a[6]", "y[5]", "1.735"], "runs/galois_mul_comb/sta_gf.log", "1.735   slack (MET)", "Worst path goes a[6] -> y[5] with 1.735 slack.")
add(F, "slack from b[7] to y[0] in the galois run", ["3.70"], "runs/galois_mul_comb/sta_gf.log", "3.70   slack (MET)", "The -from b[7] -to y[0] report gives 3.70 slack.")
add(F, "leaky bucket worst setup path, where does it start and end?", ["req", "grant", "2.79"], "runs/leaky_bucket_map/sta_lb.log", "Endpoint: grant", "Worst path is req (input) to grant (output), slack 2.79.")
add(F, "lockstep hier run: area of one ls_core instance?", ["19428.000000"], "runs/lockstep_hier/yosys_hier.log", "Chip area for module '\\ls_core'", "stat prints ls_core area 19428.000000.")
add(F, "cell count for the flattened lockstep netlist", ["312"], "runs/lockstep_flat/flat_area.rpt", "Number of cells:", "flat_area.rpt reports 312 cells.")
add(F, "median3 mapped area?", ["42320.000000"], "runs/median3_sta/median3_yosys.log", "Chip area for module", "stat -liberty in median3_yosys.log gives 42320.000000.")
add(F, "mbist - worst hold slack and which input does it start from", ["-0.556", "bist_start"], "runs/mbist_hold/mbist_sta_hold.txt", "-0.556   slack (VIOLATED)", "The min path from bist_start to _231_ has -0.556 slack.")
add(F, "interp_lin 12-bit: TNS?", ["-22.65"], "runs/interp_lin_w12/sta_interp.log", "tns -22.65", "report_tns prints tns -22.65.")
add(F, "how many latches in hyst_cmp after generic synth", ["3 objects.", "$_DLATCH_N_"], "runs/hyst_cmp_generic/hyst_cmp.log", "3 objects.", "select -count t:$_DLATCH* prints 3 objects; stat shows $_DLATCH_N_ 3.")
add(F, "bresenham: length of the longest comb path (ltp, no flops)?", ["length=21"], "runs/bresenham_tcl/bresenham_yosys.log", "Longest topological path", "ltp -noff reports length=21.")
add(F, "what's the error in the jitter buffer run exactly", ["does not have a port named 'wr_data'"], "runs/jitter_buf_elab/jb_yosys.log", "ERROR: Module", "hierarchy errors: jb_mem has no port named wr_data (cell u_mem).")
add(F, "envelope_det rev1 - which line does yosys complain about?", ["envelope_det.v:19"], "runs/envelope_det_rev1/envdet_synth.log", "ERROR: syntax error", "The parser error is reported at envelope_det.v:19.")
add(F, "median3 sta log has a warning at the top, what is it", ["port 's_valid' not found"], "runs/median3_sta/sta_median3_5ns.log", "s_valid", "OpenSTA warns median3.sdc line 3: port 's_valid' not found.")
add(F, "how many flops does the mailbox end up with (generic cells)", ["$_DFFE_PN0P_", "32"], "runs/mailbox_check/mailbox_stat.txt", "$_DFFE_PN0P_", "mailbox_stat.txt lists 32 $_DFFE_PN0P_.")
add(F, "kbd_scan fsm: how many state bits after recoding?", ["Number of state bits:       5"], "runs/kbd_scan_sim/kbd_scan_synth.log", "Number of state bits", "FSM_INFO reports 5 state bits (one-hot of 5 states).")
add(F, "exact width warning yosys gave for leaky_bucket?", ["Resizing cell port leaky_bucket.u_add.b from 8 bits to 12 bits."], "runs/leaky_bucket_map/lb_yosys.out", "Resizing cell port", "hierarchy pass printed this Resizing cell port warning.")
add(F, "how many BUFX2 got inserted in the mbist netlist?", ["BUFX2", "7"], "runs/mbist_hold/synth_mbist.log", "BUFX2                           7", "stat after insbuf lists BUFX2 7.")

# ---------------- statistical ----------------
add(S, "which run has the biggest mapped area?", ["105972.000000", "agc_loop"], RM, row("agc_loop_8ns"), "Both agc_loop runs print 105972.000000, larger than every other area in the table.")
add(S, "smallest mapped area in the set?", ["17860.000000", "audio_clkgen_sta"], RM, row("audio_clkgen_sta"), "audio_clkgen_sta at 17860.000000 is the smallest liberty area column value.")
add(S, "which runs have negative wns", ["agc_loop_8ns", "-2.86", "interp_lin_w12", "-2.28"], RM, row("interp_lin_w12"), "Only agc_loop_8ns (-2.86) and interp_lin_w12 (-2.28) have negative wns.")
add(S, "of the runs with a timing report, which ones don't meet timing on their first reported path?", ["-2.863", "-2.284", "-0.556"], RM, row("mbist_hold"), "First slack is negative for agc_loop_8ns, interp_lin_w12 and mbist_hold (the latter a hold path).")
add(S, "how many runs died in yosys with an ERROR?", ["envelope_det_rev1", "jitter_buf_elab"], RM, row("jitter_buf_elab"), "Two runs have an ERROR in the errors column: envelope_det_rev1 and jitter_buf_elab.")
add(S, "which runs never touched the liberty (generic gates only)?", ["bresenham_tcl", "hyst_cmp_generic", "kbd_scan_sim", "mailbox_check"], RM, row("mailbox_check"), "These four synthesized but have no area (no liberty stat).")
add(S, "most flops in any run?", ["45", "booth_mul_fsm"], RM, row("booth_mul_fsm"), "booth_mul_fsm has 45 flops, above interp_lin_w12 (43) and lockstep (41).")
add(S, "agc_loop 8ns: cells per flop?", ["690", "21"], RM, row("agc_loop_8ns"), "690 cells / 21 flops = about 32.9 cells per flop.")
add(S, "average area per cell for agc_loop?", ["105972.000000", "690"], RM, row("agc_loop_8ns"), "105972 / 690 = about 153.6 area units per cell.")
add(S, "area delta lockstep flat vs hier?", ["61716.000000", "61416.000000"], RM, row("lockstep_flat"), "Flat is 61716 vs hier 61416, so flattening cost 300 units.")
add(S, "how many more cells did the flat lockstep netlist have than the hier one", ["312", "308"], RM, row("lockstep_flat"), "312 - 308 = 4 more cells when flattened.")
add(S, "agc: slack gain going from 8ns to 12ns?", ["-2.863", "1.137"], RM, row("agc_loop_12ns"), "1.137 - (-2.863) = 4.000, exactly the 4 ns period change.")
add(S, "top 3 runs by area", ["105972.000000", "102912.000000", "61716.000000"], RM, row("interp_lin_w12"), "agc_loop (105972), interp_lin_w12 (102912), lockstep_flat (61716) are the three largest.")
add(S, "how many runs constrain more than one clock?", ["mclk 20.345, cfg_clk 37.0, bclk /4"], RM, row("audio_clkgen_sta"), "Only audio_clkgen_sta lists more than one clock in the clocks column.")
add(S, "lowest cell count among runs that actually synthesized?", ["44", "kbd_scan_sim"], RM, row("kbd_scan_sim"), "kbd_scan_sim has 44 cells, the minimum of the cells column.")
add(S, "how many runs have Error lines from OpenSTA", ["booth_mul_fsm", "galois_mul_comb", "interp_lin_w12"], RM, row("galois_mul_comb"), "Three rows show STA Error lines: booth_mul_fsm (2), galois_mul_comb (4), interp_lin_w12 (4).")
add(S, "add up tns over the runs that fail setup", ["-24.31", "-22.65"], RM, row("agc_loop_8ns"), "-24.31 + -22.65 = -46.96 total.")
add(S, "tightest clock period among the timed runs?", ["clk 5.0", "interp_lin_w12", "median3_sta"], RM, row("median3_sta"), "interp_lin_w12 and median3_sta both use 5.0 ns, the shortest period.")
add(S, "count runs where report_wns printed 0.00", ["0.00"], RM, row("lockstep_hier"), "Eight rows show wns 0.00: agc_loop_12ns, envelope_det_rev2, galois_mul_comb, leaky_bucket_map, lockstep_flat, lockstep_hier, mbist_hold, median3_sta.")
add(S, "any run with zero flops?", ["galois_mul_comb", "0"], RM, row("galois_mul_comb"), "galois_mul_comb has 0 flops (purely combinational).")
add(S, "galois mult area per cell", ["24584.000000", "149"], RM, row("galois_mul_comb"), "24584 / 149 = about 165 per cell.")
add(S, "among mapped sequential runs which has the highest cells/flop ratio", ["agc_loop", "690", "21"], RM, row("agc_loop_12ns"), "agc_loop 690/21 = 32.9 beats interp 608/43 = 14.1 and the rest.")
add(S, "which run has the worst tns", ["-24.31", "agc_loop_8ns"], RM, row("agc_loop_8ns"), "agc_loop_8ns tns -24.31 is more negative than interp_lin_w12's -22.65.")
add(S, "flop difference interp_lin_w12 vs median3?", ["43", "34"], RM, row("median3_sta"), "43 - 34 = 9 flops.")
add(S, "booth_mul: how much did the cell count grow from the generic netlist to the mapped one?", ["187", "288"], "runs/booth_mul_fsm/yosys_run.log", "Number of cells:                288", "Generic stat inside synth shows 187 cells, mapped stat 288: +101.")
add(S, "hyst_cmp: latches vs real flops ratio?", ["3 objects.", "1 objects."], "runs/hyst_cmp_generic/hyst_cmp.log", "1 objects.", "select -count gives 3 latches and 1 flop: 3:1.")
add(S, "what share of the lockstep hier area is the two cores?", ["19428.000000", "61416.000000"], "runs/lockstep_hier/yosys_hier.log", "Chip area for top module", "2 x 19428 = 38856 of 61416, about 63%.")
add(S, "mbist: how many hold violators in the endpoint list and range of slack?", ["-0.56", "-0.28"], "runs/mbist_hold/mbist_sta_hold.txt", "_238_/D (DFFSR)", "All 10 listed hold endpoints violate, from -0.56 to -0.28.")
add(S, "bresenham flops vs muxes count", ["36 objects.", "42 objects."], "runs/bresenham_tcl/bresenham_yosys.log", "42 objects.", "select -count reports 36 DFF-type cells and 42 $_MUX_ cells.")
add(S, "in the agc 8ns run how many of the five listed endpoints violate, and what's the spread", ["-2.86", "-2.54"], "runs/agc_loop_8ns/timing_8ns.rpt", "_1353_/D (DFFSR)", "All 5 endpoints violate, slacks from -2.86 to -2.54.")
add(S, "galois: difference in arrival between slowest and fastest output", ["3.26", "2.94"], "runs/galois_mul_comb/sta_gf.log", "y[0] (output)", "y[5] arrives at 3.26 and y[0]/y[2] at 2.94: 0.32 ns spread.")

# ---------------- reasoning ----------------
add(R, "why did envelope_det rev1 blow up in yosys and what's the fix", ["syntax error, unexpected TOK_ALWAYS", "env_nxt"], "runs/envelope_det_rev1/envdet_synth.log", "ERROR: syntax error", "Line 17 'reg [W-1:0] env_nxt' lacks its ';' so the parser hits 'always' on line 19; rev2 adds the semicolon.")
add(R, "jitter_buf doesn't elaborate - what needs changing?", ["wr_data", "din"], "runs/jitter_buf_elab/jb_yosys.log", "ERROR: Module", "jb_mem's data port is 'din', the instance u_mem connects '.wr_data'; rename the connection to .din.")
add(R, "agc 8ns is failing by almost 3ns, what's the path and what would you do", ["10.645", "7.781", "-2.863"], "runs/agc_loop_8ns/timing_8ns.rpt", "-2.863   slack (VIOLATED)", "Path _1352_ (gain[4]) -> _1357_ (gain[9]): the din*gain multiply, magnitude compare and gain update all fit in one cycle (10.645 vs 7.781 required); pipeline the multiply or run at >= ~11 ns.")
add(R, "did abc -D 12000 actually buy anything on the agc 12ns run or was it just the period?", ["105972.000000", "10.645"], "runs/agc_loop_12ns/timing_12ns.rpt", "10.645   data arrival time", "Same area 105972.000000 and same 10.645 arrival as the 8 ns run, so only the longer period fixed it.")
add(R, "where do the latches in hyst_cmp come from", ["Latch inferred for signal `\\hyst_cmp.\\level'", "zone_code"], "runs/hyst_cmp_generic/hyst_cmp.log", "Latch inferred for signal `\\hyst_cmp.\\level'", "level has no else branch (holds between thresholds) and zone_code's case lacks 2'b11/default, so proc_dlatch infers latches.")
add(R, "mailbox irq_b looks dead in the netlist, why?", ["multiple conflicting drivers for mailbox_regs.\\pending", "Resolved using constant", "assign irq_b = 1'h0;"], "runs/mailbox_check/mailbox_regs_syn.v", "assign irq_b = 1'h0;", "pending is assigned in two always blocks; opt_clean resolved the driver conflict to constant 0, so irq_b is tied low.")
add(R, "mailbox: check -assert passed, so how come the design is broken?", ["Found and reported 0 problems.", "Resolved using constant"], "runs/mailbox_check/mailbox_yosys.log", "Resolved using constant", "The conflict was reported by the first check but opt_clean then replaced it with a constant, so the later check -assert saw 0 problems.")
add(R, "interp_lin has a multicycle in the sdc but still violates -- why", ["pin 'y_reg*/D' not found", "-2.284"], "runs/interp_lin_w12/sta_interp.log", "y_reg*/D", "The flattened netlist names flops _NNNN_, so y_reg*/D matches nothing, set_multicycle_path fails and the path is timed in one 5 ns cycle.")
add(R, "if the interp multicycle had applied, would it close?", ["7.056", "set_multicycle_path 2 -setup"], "runs/interp_lin_w12/sta_interp.log", "7.056   data arrival time", "Arrival 7.056 would be well within a 2-cycle (10 ns) requirement, so fixing the pin pattern should close it.")
add(R, "galois STA printed syntax errors but still gave slacks, are the numbers trustworthy?", ["syntax error, unexpected '{', expecting ID.", "gf_mul_mapped.v, line 926"], "runs/galois_mul_comb/sta_gf.log", "line 926", "OpenSTA can't read the concatenated assign lines (internal p1..p7 aliases) and skips them; cells still link, but the netlist should be cleaned (opt_clean -purge / insbuf) before trusting it.")
add(R, "why does mbist fail hold when setup has 3ns of margin", ["-0.556", "1.000", "bist_start"], "runs/mbist_hold/mbist_sta_hold.txt", "1.000    1.000   clock uncertainty", "1.0 ns hold uncertainty plus 0.1 min input delay on bist_start gives arrival 0.422 vs required 0.978; add delay or relax pre-CTS hold margin.")
add(R, "mbist report_wns says 0.00, so is it clean?", ["wns 0.00", "-0.556"], "runs/mbist_hold/mbist_sta_hold.txt", "wns 0.00", "report_wns/tns only look at setup; the min_max report shows hold violated at -0.556.")
add(R, "why didn't yosys recode the booth fsm", ["Users of register don't seem to benefit from recoding."], "runs/booth_mul_fsm/yosys_run.log", "benefit from recoding", "fsm_detect skipped booth_mul.state with this message, so no FSM extraction/recoding happened.")
add(R, "what's up with the two errors at the end of the booth sta log", ["report_worst_slack -max is not a known keyword or flag."], "runs/booth_mul_fsm/sta_booth.log", "report_worst_slack -max", "This OpenSTA's report_worst_slack takes only -digits; the -max/-min flags are rejected, everything before them ran.")
add(R, "kbd_scan has 18 flops but the state reg is only 3 bits, why?", ["mapping auto encoding to `one-hot` for this FSM."], "runs/kbd_scan_sim/kbd_scan_synth.log", "one-hot", "fsm_recode turned the 3-bit st into a 5-bit one-hot code, adding flops.")
add(R, "leaky_bucket warnings, should I worry?", ["from 8 bits to 12 bits", "implicitly declared"], "runs/leaky_bucket_map/lb_yosys.out", "implicitly declared", "req_len (8b) is zero-extended into the 12-bit adder port (benign here) and 'over' is an implicit 1-bit wire; both worth cleaning up.")
add(R, "why is there no timing path from depth in the leaky bucket", ["No paths found.", "set_false_path -from [get_ports {rate depth}]"], "runs/leaky_bucket_map/leaky_bucket.sdc", "set_false_path -from [get_ports {rate depth}]", "rate/depth are false-pathed as static config, so report_checks -from depth[0] finds nothing.")
add(R, "audio_clkgen: why does the cfg_clk->mclk report show nothing", ["No paths found.", "set_clock_groups -asynchronous"], "runs/audio_clkgen_sta/audio_clkgen.sdc", "set_clock_groups", "The SDC declares {mclk bclk} and {cfg_clk} asynchronous; the crossing goes through the en_meta/en_sync synchronizer.")
add(R, "what does bclk' mean in the lrclk path", ["bclk'", "negedge bclk"], "runs/audio_clkgen_sta/sta_multiclock.log", "clocked by bclk')", "The slot/lrclk flops are clocked on negedge bclk (inverted clock), so the launch is the falling edge at 40.69.")
add(R, "median3: why is s_vld showing as unconstrained", ["s_valid", "(Path is unconstrained)"], "runs/median3_sta/sta_median3_5ns.log", "(Path is unconstrained)", "The SDC names the port s_valid, which doesn't exist, so s_vld never got an input delay.")
add(R, "why didn't flattening the lockstep design save area", ["61716.000000", "synth -top lockstep_cmp -flatten"], "runs/lockstep_flat/flat_area.rpt", "Chip area for module", "The two cores and compare logic share nothing to optimize across boundaries; abc just structured it differently: 61716 flat vs 61416 in lockstep_hier, +300.")
add(R, "lockstep hier log says area for ls_core is unknown, is the area wrong?", ["Area for cell type \\ls_core is unknown!", "61416.000000"], "runs/lockstep_hier/yosys_hier.log", "Area for cell type \\ls_core is unknown!", "The per-module top block can't see submodule area; stat -top rolls it up to 61416.000000.")
add(R, "mbist has only 16 flops, where did mem_wdata go? and why the BUFX2s", ["insbuf -buf BUFX2 A Y", "DFFSR                          16"], "runs/mbist_hold/synth_mbist.log", "DFFSR                          16", "All mem_wdata bits are 00/FF so yosys keeps one flop; insbuf buffers the bit-alias assigns (7 BUFX2) so OpenSTA can read it.")
add(R, "iverilog warning on kbd_scan, meaningful?", ["timescale for kbd_scan inherited from another file."], "runs/kbd_scan_sim/iverilog_compile.log", "timescale", "kbd_scan.v has no `timescale, it inherits 1ns/1ps from the testbench; harmless here.")
add(R, "how is galois timed when it has no clock", ["create_clock -name vclk -period 6.0", "1.735"], "runs/galois_mul_comb/gf.sdc", "create_clock -name vclk", "A virtual clock with 1 ns in/out delays times input->output; worst slack 1.735.")
add(R, "booth: why is sequential most of the power", ["67.3%", "DFFPOSX1"], "runs/booth_mul_fsm/sta_booth.log", "67.3%", "45 ungated DFFPOSX1 toggle their clock pins every cycle, so sequential is 67.3% of power.")
add(R, "hyst_cmp zone_code latch: how to get rid of it", ["zone_code", "$_DLATCH_N_"], "runs/hyst_cmp_generic/hyst_cmp.v", "2'b00: zone_code = 2'd1;", "The case on {gt,lt} lacks 2'b11/default; add a default (and an else for level) to avoid the latches.")

# ---------------- absent ----------------
add(A, "timing for median5?", ["median3"], "runs/median3_sta/sta_median3_5ns.log", "1.975   slack (MET)", "There is no median5; the closest is median3 (3-tap) in median3_sta.")
add(A, "area of booth_mul16", ["booth_mul", "44708.000000"], "runs/booth_mul_fsm/yosys_run.log", "Chip area for module", "Only the 8x8 booth_mul exists, area 44708.000000.")
add(A, "envelope_det rev3 results?", ["envelope_det", "32812.000000"], "runs/envelope_det_rev2/envdet_synth.log", "Chip area for module", "Only rev1 (parse failure) and rev2 exist; rev2 area is 32812.000000.")
add(A, "what was agc slack at 10ns", ["1.137", "-period 12.0"], "runs/agc_loop_12ns/timing_12ns.rpt", "1.137   slack (MET)", "agc_loop was only timed at 8 ns (-2.863, agc_loop_8ns) and 12 ns (1.137).")
add(A, "gate-level sim results for kbd_scan?", ["TEST PASSED", "sim_rtl.log"], "runs/kbd_scan_sim/run.sh", "sim_rtl.log", "Only an RTL Icarus sim was run (sim_rtl.log); no gate-level sim.")
add(A, "how much did SPEF parasitics change the audio clkgen slack?", ["clock network delay (ideal)"], "runs/audio_clkgen_sta/sta_multiclock.log", "clock network delay (ideal)", "No SPEF was read; timing uses ideal clocks and wireload-free delays.")
add(A, "power number for agc_loop?", ["8.92e-03", "report_power"], "runs/booth_mul_fsm/sta_booth.tcl", "report_power", "No power report exists for agc_loop; only booth_mul_fsm and envelope_det_rev2 ran report_power.")
add(A, "hold slack for agc_loop_8ns?", ["Path Type: max"], "runs/agc_loop_8ns/timing_8ns.rpt", "Path Type: max", "agc runs only report -path_delay max; no hold analysis.")
add(A, "mailbox setup slack?", ["$_DFFE_PN0P_"], "runs/mailbox_check/mailbox_stat.txt", "$_DFFE_PN0P_", "mailbox_check is generic synthesis only; no liberty map or STA.")
add(A, "hyst_cmp area in um2?", ["$_DLATCH_N_", "98"], "runs/hyst_cmp_generic/hyst_cmp.stat", "Number of cells:", "hyst_cmp was not mapped to a liberty, so only generic cell counts (98 cells) exist.")
add(A, "bresenham worst slack?", ["length=21"], "runs/bresenham_tcl/bresenham_yosys.log", "length=21", "No STA was run on bresenham; only ltp depth length=21.")
add(A, "jitter_buf cell count?", ["does not have a port named 'wr_data'"], "runs/jitter_buf_elab/jb_yosys.log", "ERROR: Module", "jitter_buf never got past hierarchy, so no stats exist.")
add(A, "interp_lin at the default 8 bit width - numbers?", ["chparam -set W 12 -set F 5 interp_lin"], "runs/interp_lin_w12/interp.ys", "chparam", "Only the W=12/F=5 build was run (chparam).")
add(A, "clock skew after CTS on mbist?", ["clock network delay (ideal)"], "runs/mbist_hold/mbist_sta_hold.txt", "clock network delay (ideal)", "No CTS; the clock is ideal, hold margin is modeled by uncertainty.")
add(A, "lockstep_tmr voter area?", ["lockstep_cmp", "61416.000000"], "runs/lockstep_hier/yosys_hier.log", "Chip area for top module", "There is no TMR design; the dual-core lockstep_cmp is 61416.000000 (hier).")
add(A, "galois_div timing?", ["galois_mul", "1.735"], "runs/galois_mul_comb/sta_gf.log", "1.735   slack (MET)", "Only galois_mul (multiply-xor) exists, worst slack 1.735.")
add(A, "audio_pll lock time?", ["audio_clkgen", "81.38"], "runs/audio_clkgen_sta/sta_multiclock.log", "bclk                     81.38", "No PLL; audio_clkgen just divides mclk by 4 for bclk.")
add(A, "galois hold slack", ["Path Type: max"], "runs/galois_mul_comb/sta_gf.log", "Path Type: max", "Only max (setup) paths were reported for galois_mul.")
add(A, "did anyone run LEC between lockstep hier and flat?", ["1.72", "lockstep_cmp"], "runs/lockstep_flat/timing_flat.rpt", "1.72   slack (MET)", "No equivalence check exists; only both STA runs (1.70 hier, 1.72 flat).")
add(A, "booth_mul testbench results?", ["DFFPOSX1", "45"], "runs/booth_mul_fsm/yosys_run.log", "DFFPOSX1                       45", "booth_mul has no simulation; only synthesis and STA.")
add(A, "power of median3?", ["42320.000000"], "runs/median3_sta/median3_yosys.log", "Chip area for module", "No report_power ran for median3; only its area 42320.000000 is known.")
add(A, "tns for the audio clock gen", ["worst slack 19.45"], "runs/audio_clkgen_sta/sta_multiclock.log", "worst slack 19.45", "report_tns was not run for audio_clkgen; report_worst_slack printed 19.45.")

# ---------------- emit ----------------
def locate(path, key, nth):
    lines = open(path).read().splitlines()
    c = 0
    for i, l in enumerate(lines, 1):
        if key in l:
            c += 1
            if c == nth:
                assert l.strip(), (path, key)
                return i
    sys.exit(f"key not found: {path}: {key!r}")

with open("questions.jsonl", "w") as f:
    for n, q in enumerate(Q, 1):
        line = locate(q["where"], q["key"], q["nth"])
        obj = {"id": f"q{n:03d}", "category": q["cat"], "scope": SCOPE,
               "question": q["question"], "must_contain": q["must"],
               "evidence": f"{q['where']}:{line}", "notes": q["notes"]}
        f.write(json.dumps(obj, ensure_ascii=False) + "\n")
from collections import Counter
print(len(Q), Counter(q["cat"] for q in Q))
