#!/usr/bin/env python3
"""Author-side helper: turns the question table below into questions.jsonl,
resolving each evidence anchor to a concrete file:line. Run once before freezing."""
import json, os, sys
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCOPE = "proj:blind20"

# (category, question, must_contain, evidence file (relative to set root), anchor text, notes)
Q = [
# ---------------- factual ----------------
("factual", "nco at 10ns - what chip area did stat -liberty give?", ["44824.000000"], "runs/nco_p10/yosys_run.log", "Chip area for module '\\nco_acc': 44824.000000", "stat -liberty in yosys_run.log prints Chip area 44824.000000 for nco_acc."),
("factual", "whats the worst setup slack in the 10 ns NCO timing?", ["5.921"], "runs/nco_p10/sta_p10.log", "5.921   slack (MET)", "The only full path in sta_p10.log ends with 5.921 slack (MET)."),
("factual", "For the 24-bit NCO at 4ns, which endpoint is worst and by how much does it miss?", ["_580_", "-0.785"], "runs/nco_w24_p4/timing.rpt", "-0.785   slack (VIOLATED)", "timing.rpt shows endpoint _580_/D with slack -0.785 (VIOLATED) as the worst path."),
("factual", "how many DFFSR cells ended up in the ACC_W=24 nco netlist?", ["55"], "runs/nco_w24_p4/synth_w24.log", "DFFSR                          55", "The final stat block in synth_w24.log lists DFFSR 55."),
("factual", "opdec generic synth: how many latch cells are in the final stats?", ["$_DLATCH_N_", "4"], "runs/opdec_generic/yosys.log", "$_DLATCH_N_                     4", "The stat block lists $_DLATCH_N_ 4 and select -count reports 4 objects."),
("factual", "pmu sequencer STA - what clock name and period were used?", ["pclk", "8.00"], "runs/pmu_seq_lib/reports/sta_pmu.log", "pclk                      8.00", "report_clock_properties prints pclk with period 8.00."),
("factual", "worst hold slack on pmu_seq?", ["0.408"], "runs/pmu_seq_lib/reports/sta_pmu.log", "0.408   slack (MET)", "The min path in the min_max report ends with 0.408 slack (MET)."),
("factual", "In the power sequencer run, where does the worst setup path start and what's its slack?", ["fault", "2.285"], "runs/pmu_seq_lib/reports/sta_pmu.log", "2.285   slack (MET)", "The max path starts at input port fault and has 2.285 slack (MET)."),
("factual", "quantizer: data arrival time and slack for the worst din->dout path?", ["4.349", "0.151"], "runs/quantizer_io/quant_timing.rpt", "0.151   slack (MET)", "The -from din -to dout report shows arrival 4.349 and slack 0.151 (MET)."),
("factual", "area of the mapped quantizer?", ["20808.000000"], "runs/quantizer_io/synth_quant.log", "Chip area for module '\\quantizer': 20808.000000", "stat -liberty in synth_quant.log prints 20808.000000."),
("factual", "resync bridge: what period is the sensor clock?", ["snr_clk", "40.00"], "runs/resync_2clk/sta/sta_bridge.log", "snr_clk                  40.00", "report_clock_properties lists snr_clk with period 40.00."),
("factual", "total area reported for resync_bridge after mapping", ["22684.000000"], "runs/resync_2clk/syn/area.rpt", "Chip area for module '\\resync_bridge': 22684.000000", "syn/area.rpt (tee of stat -liberty) shows 22684.000000."),
("factual", "in the hierarchical sigma-delta run how many cells does one integrator module have?", ["174"], "runs/sigdelta_hier/synth_hier.log", "Number of cells:                174", "The sd_integrator paramod stat block lists 174 cells."),
("factual", "Which line does yosys complain about in the first tempmon attempt?", ["rtl/tempmon.v:22", "syntax error, unexpected TOK_WIRE"], "runs/tempmon_v1/yosys.log", "ERROR: syntax error", "yosys.log reports rtl/tempmon.v:22: ERROR: syntax error, unexpected TOK_WIRE."),
("factual", "did the tempmon RTL testbench pass?", ["PASS: tempmon all checks passed"], "runs/tempmon_v2/sim.log", "PASS: tempmon all checks passed", "sim.log ends with PASS: tempmon all checks passed."),
("factual", "what state encoding did yosys pick for the tempmon FSM?", ["one-hot"], "runs/tempmon_v2/tempmon_synth.log", "mapping auto encoding to `one-hot`", "fsm_recode logs mapping auto encoding to one-hot for $fsm$\\st$89."),
("factual", "exact error from the usb destuffer synth?", ["does not have a parameter named 'MAX_ONES'"], "runs/usb_destuff/logs/elab_synth.log", "does not have a parameter named 'MAX_ONES'", "elab_synth.log ends with the hierarchy ERROR about parameter MAX_ONES on cell u_cnt."),
("factual", "xtal_div: what period does STA derive for the generated core clock?", ["core_clk", "10.00"], "runs/xtal_div_gclk/sta_gclk.log", "core_clk                 10.00", "report_clock_properties lists core_clk 10.00 (generated) from ref_clk 2.50 divided by 4."),
("factual", "zerox lint - which identifier got implicitly declared?", ["lockout_active"], "runs/zerox_lint/zerox_yosys.log", "is implicitly declared", "The warning at rtl/zerox.v:53 names \\lockout_active as implicitly declared."),
("factual", "nvm_rd check: which net has conflicting drivers and from which cells?", ["rd_busy", "$procdff$60", "$procdff$65"], "runs/nvm_rd_chk/nvm_rd_yosys.log", "multiple conflicting drivers for nvm_rd.\\rd_busy", "check lists rd_busy driven by Q of $procdff$60 ($dff) and $procdff$65 ($adff)."),
("factual", "tns for the rate limiter?", ["-26.71"], "runs/ratelim_fp/reports/sta_ratelim.log", "tns -26.71", "report_tns prints tns -26.71."),
("factual", "what total power does ratelim report?", ["1.47e-02"], "runs/ratelim_fp/reports/sta_ratelim.log", "Total                  1.26e-02", "The Total row of report_power shows 1.47e-02 total."),
("factual", "Area of a single pk_lane in the packer run?", ["5088.000000"], "runs/packer_hier/packer_area.txt", "Chip area for module '\\pk_lane': 5088.000000", "packer_area.txt lists pk_lane chip area 5088.000000."),
("factual", "packer STA: which SDC port names could not be found?", ["in_byte[*]", "out_word[*]", "out_be[*]", "out_valid"], "runs/packer_hier/sta_packer.log", "port 'out_valid' not found", "The first four lines of sta_packer.log warn these four port names were not found."),
("factual", "ltp length in the tally run?", ["length=77"], "runs/tally_abc_d/out/yosys_tally.log", "Longest topological path in tally (length=77)", "ltp -noff prints length=77 before mapping."),
("factual", "tally chip area", ["230832.000000"], "runs/tally_abc_d/out/yosys_tally.log", "Chip area for module '\\tally': 230832.000000", "stat -liberty prints 230832.000000 for tally."),
("factual", "window_max sim: what did the final check print?", ["final window max=900 age=1", "TEST PASSED"], "runs/window_max_3p5/sim/rtl_sim.log", "TEST PASSED", "rtl_sim.log prints final window max=900 age=1 then TEST PASSED."),
("factual", "in the window_max setup report what's the fanout on in_vld?", ["81"], "runs/window_max_3p5/sta/timing_wm.rpt", "in_vld (net)", "The -fields net column shows 81 fanout on in_vld (net)."),
# ---------------- statistical ----------------
("statistical", "how many runs died in yosys before producing a netlist, and which?", ["tempmon_v1", "usb_destuff", "nvm_rd_chk"], "README.md", "| tempmon_v1 |", "Three rows have an ERROR in the errors column and no cell counts: tempmon_v1, usb_destuff, nvm_rd_chk."),
("statistical", "which timed runs did NOT meet setup?", ["nco_w24_p4", "quantizer_io", "ratelim_fp", "tally_abc_d"], "README.md", "| tally_abc_d |", "Negative wns rows: nco_w24_p4, quantizer_io, ratelim_fp, tally_abc_d and window_max_3p5."),
("statistical", "biggest mapped area in the set?", ["tally_abc_d", "230832.000000"], "README.md", "| tally_abc_d |", "tally_abc_d has the largest area column value 230832.000000."),
("statistical", "smallest liberty-mapped design by area?", ["quantizer_io", "20808.000000"], "README.md", "| quantizer_io |", "Among area values, 20808.000000 (quantizer_io) is the lowest; next is resync_2clk 22684.000000."),
("statistical", "area per cell for nco_p10?", ["44824.000000", "190"], "README.md", "| nco_p10 |", "44824.000000 / 190 cells = about 235.9 area units per cell."),
("statistical", "cells per flop in the tally run", ["1172", "173"], "README.md", "| tally_abc_d |", "1172 cells / 173 flops = about 6.77 cells per flop."),
("statistical", "sigdelta: how many more cells does the hierarchical run have than the flattened one?", ["350", "332"], "README.md", "| sigdelta_hier |", "350 (hier) - 332 (flat) = 18 more cells when hierarchy is kept."),
("statistical", "how much area did going from 16 to 24 bit accumulator cost on the NCO?", ["69440.000000", "44824.000000"], "README.md", "| nco_w24_p4 |", "69440.000000 - 44824.000000 = 24616 more area (about 1.55x)."),
("statistical", "list the timed runs that closed setup", ["nco_p10", "pmu_seq_lib", "resync_2clk", "xtal_div_gclk"], "README.md", "| resync_2clk |", "wns 0.00 rows: nco_p10, packer_hier, pmu_seq_lib, resync_2clk, tempmon_v2, xtal_div_gclk."),
("statistical", "which run has the most flops?", ["tally_abc_d", "173"], "README.md", "| tally_abc_d |", "The flops column maximum is 173 for tally_abc_d."),
("statistical", "Among designs that have flops, which mapped run has the fewest?", ["tempmon_v2", "11"], "README.md", "| tempmon_v2 |", "tempmon_v2 has 11 flops, fewer than pmu_seq_lib 16 and resync_2clk 25."),
("statistical", "worst total negative slack across the set?", ["window_max_3p5", "-89.36"], "README.md", "| window_max_3p5 |", "The most negative tns is -89.36 for window_max_3p5."),
("statistical", "for window_max, tns divided by wns - roughly how many endpoint-equivalents of the worst violation?", ["-89.36", "-2.10"], "README.md", "| window_max_3p5 |", "-89.36 / -2.10 = about 42.6."),
("statistical", "how many successful runs were tech-independent (no liberty), name them", ["opdec_generic", "sigdelta_hier", "sigdelta_flat", "zerox_lint"], "README.md", "| zerox_lint |", "Rows with cells but no area and no STA: opdec_generic, sigdelta_flat, sigdelta_hier, zerox_lint."),
("statistical", "which runs time more than one clock?", ["resync_2clk", "xtal_div_gclk"], "README.md", "| xtal_div_gclk |", "Only these two rows list two clocks (sys_clk/snr_clk and ref_clk/core_clk)."),
("statistical", "which designs got run twice?", ["nco_acc", "sigdelta_top", "tempmon"], "README.md", "| sigdelta_flat |", "The top column repeats nco_acc, sigdelta_top and tempmon (two rows each)."),
("statistical", "area per flop in ratelim?", ["50972.000000", "24"], "README.md", "| ratelim_fp |", "50972.000000 / 24 flops = about 2123.8 per flop."),
("statistical", "do the two sigma-delta runs end up with different flop counts?", ["29"], "README.md", "| sigdelta_hier |", "Both sigdelta rows show 29 flops; only the combinational cell count differs."),
("statistical", "which liberty-mapped run has the lowest cell count?", ["resync_2clk", "72"], "README.md", "| resync_2clk |", "resync_2clk has 72 cells, lowest among mapped runs (pmu_seq_lib 118 next)."),
("statistical", "difference in wns between ratelim and window_max?", ["-2.50", "-2.10"], "README.md", "| ratelim_fp |", "-2.50 vs -2.10: ratelim is 0.40 ns worse."),
("statistical", "in which runs is the first slack listed positive even though wns is negative?", ["quantizer_io", "tally_abc_d"], "README.md", "| quantizer_io |", "quantizer_io first slack 0.151 with wns -0.78; tally_abc_d 4.77 with wns -7.43."),
("statistical", "how many runs show something in the errors column?", ["nco_p10", "nvm_rd_chk", "tempmon_v1", "usb_destuff"], "README.md", "| nvm_rd_chk |", "Four rows have errors: nco_p10 (STA script error), nvm_rd_chk, tempmon_v1, usb_destuff."),
("statistical", "which runs kept hierarchy?", ["sigdelta_hier", "packer_hier"], "README.md", "| packer_hier |", "Only sigdelta_hier and packer_hier keep hierarchy; the flows of others say flatten or have a single module."),
("statistical", "what fraction of the window_max cells are flops?", ["53", "277"], "README.md", "| window_max_3p5 |", "53 / 277 = about 19.1 percent."),
("statistical", "how many more cells does the 24-bit NCO have vs the 16-bit one, and the ratio?", ["345", "190"], "README.md", "| nco_w24_p4 |", "345 - 190 = 155 more cells, about 1.82x."),
("statistical", "shortest clock period anywhere in the set?", ["ref_clk 2.5", "xtal_div_gclk"], "README.md", "| xtal_div_gclk |", "The clocks column minimum is ref_clk 2.5 in xtal_div_gclk (window_max is 3.5)."),
("statistical", "runs with more than 50 flops?", ["tally_abc_d", "nco_w24_p4", "window_max_3p5"], "README.md", "| window_max_3p5 |", "Flop counts above 50: tally_abc_d 173, nco_w24_p4 55, window_max_3p5 53."),
("statistical", "which timed run has zero flops?", ["quantizer_io", "0"], "README.md", "| quantizer_io |", "quantizer_io is the only STA row with 0 flops (virtual clock vclk)."),
("statistical", "rank the violating runs by wns, worst first", ["-7.43", "-2.50", "-2.10"], "README.md", "| tally_abc_d |", "tally -7.43, ratelim -2.50, window_max -2.10, then nco_w24_p4 -0.785 and quantizer -0.78."),
("statistical", "sum of tns across all violating runs?", ["-2.912", "-6.58", "-26.71", "-22.11"], "README.md", "| ratelim_fp |", "-2.912 -6.58 -26.71 -22.11 -89.36 = -147.672."),
("statistical", "area ratio pmu_seq vs tempmon?", ["23920.000000", "33668.000000"], "README.md", "| pmu_seq_lib |", "23920 / 33668 = about 0.71; tempmon is larger."),
("statistical", "average cell area in the packer hierarchy total?", ["28620.000000", "164"], "README.md", "| packer_hier |", "28620.000000 / 164 = about 174.5 per cell."),
# ---------------- reasoning ----------------
("reasoning", "tempmon first try blew up on line 22 but that line looks fine to me - what's actually wrong?", ["trip_cnt", "rtl/tempmon.v:22"], "runs/tempmon_v1/yosys.log", "ERROR: syntax error", "The declaration reg [2:0] trip_cnt on line 20 lacks its semicolon, so the parser only fails at the next token, wire on line 22; adding ; fixes it (tempmon_v2)."),
("reasoning", "why does the usb bitstuff run fail at hierarchy and how do I fix it?", ["MAX_ONES", "LIMIT"], "runs/usb_destuff/logs/elab_synth.log", "does not have a parameter named 'MAX_ONES'", "u_cnt overrides MAX_ONES but ones_counter only declares LIMIT; rename the override to .LIMIT(6)."),
("reasoning", "nvm_rd check -assert failed, explain + fix", ["rd_busy", "multiple conflicting drivers"], "runs/nvm_rd_chk/nvm_rd_yosys.log", "multiple conflicting drivers for nvm_rd.\\rd_busy", "rd_busy is assigned in the main FSM always block and in a second ecc_err always block, giving two flops on one net; merge the ecc_err clear into the FSM block."),
("reasoning", "where do the latches in opdec come from?", ["alu_sel", "imm_sel", "Latch inferred"], "runs/opdec_generic/yosys.log", "Latch inferred for signal `\\opdec.\\alu_sel'", "alu_sel and imm_sel get no default in the always @* (not assigned when valid=0, in default, and imm_sel in LD/NOP), so proc_dlatch infers latches; add defaults at the top."),
("reasoning", "why does the 24 bit nco miss 4ns when the 16 bit one had lots of margin at 10?", ["_580_", "-0.785"], "runs/nco_w24_p4/timing.rpt", "-0.785   slack (VIOLATED)", "The phase_acc + ftw_q adder is a ripple of AOI21/OAI21 cells whose delay grows with ACC_W=24 while the period dropped to 4 ns, so _580_ (phase_acc[22]) misses by -0.785."),
("reasoning", "nco_p10 STA printed an Error halfway - is the timing result still valid?", ["report_worst_slack -max is not a known keyword or flag"], "runs/nco_p10/sta_p10.log", "report_worst_slack -max is not a known keyword", "Only the report_worst_slack line failed because this OpenSTA accepts just -digits; the checks, wns/tns and power were still reported."),
("reasoning", "the check at the end of the nco_p10 yosys log says wave_out and sync_pulse have no driver, is the netlist broken?", ["is used but has no driver"], "runs/nco_p10/yosys_run.log", "is used but has no driver", "After mapping, outputs are driven by DFFSR liberty cells yosys has no port info for (no read_liberty -lib), so check cannot see them as drivers; a false alarm, STA links and times the paths."),
("reasoning", "why does ltp report length 0 for the quantizer? it's all logic", ["length=0"], "runs/quantizer_io/synth_quant.log", "Longest topological path in quantizer (length=0)", "ltp ran after abc mapped to OSU035 cells, which yosys treats as unknown boxes without port directions, so no path is traced; run ltp before abc or load the cells with read_liberty -lib."),
("reasoning", "quantizer din->dout has positive slack but wns is negative - where is the failure?", ["shift[1]", "-0.78"], "runs/quantizer_io/quant_timing.rpt", "shift[1] (input)                     dout[0] (output)", "The failing paths start at shift[1], which drives the variable arithmetic shift and rounding-bit select before saturation, giving -0.78 on dout."),
("reasoning", "what is the ratelim critical path and what would you do about it?", ["_516_", "_514_", "-2.50"], "runs/ratelim_fp/reports/sta_ratelim.log", "-2.50   slack (VIOLATED)", "From _516_ (tick_cnt[0]) through the tick compare, bucket+rate add, burst clamp and subtract into _514_ (bucket[10]); register tick or the refill result to split it."),
("reasoning", "why do I get no paths from cfg_rate in the ratelim run?", ["No paths found.", "set_false_path"], "runs/ratelim_fp/reports/sta_ratelim.log", "No paths found.", "ratelim.sdc declares set_false_path -from [get_ports cfg_*], so paths starting at cfg_rate are not timed."),
("reasoning", "window_max misses by 2ns on a tiny design, what's going on?", ["in_vld", "81", "3.140"], "runs/window_max_3p5/sta/timing_wm.rpt", "in_vld (net)", "in_vld fans out to 81 pins and is driven by an INVX1 driving cell, so its input transition costs 3.140 ns before any logic; buffer or register in_vld or use a stronger driver."),
("reasoning", "tally fails by over 7ns - which logic is it and why?", ["_2161_", "13.15", "-7.43"], "runs/tally_abc_d/out/sta_tally.rpt", "_2161_/D (DFFPOSX1)", "The violating endpoints are the top_ch flops; the argmax is a linear scan of eight 10-bit compares in one cycle (13.15 arrival vs 5.72 required); use a tree or pipeline it."),
("reasoning", "tally's first path says 4.77 MET but wns says -7.43, contradiction?", ["4.77", "-7.43"], "runs/tally_abc_d/out/sta_tally.rpt", "4.77   slack (MET)", "The first report is restricted -to top_ch output ports (flop to port); the violations are on the top_ch register D pins, which the unrestricted report and wns show."),
("reasoning", "packer STA warns port 'in_byte[*]' not found even though the RTL has in_byte - why?", ["in_byte_0_", "port 'in_byte[*]' not found"], "runs/packer_hier/sta_packer.log", "port 'in_byte[*]' not found", "splitnets -ports -format __ renamed bus ports to in_byte_0_ etc. in packer_hier.v, so bus-style names in the SDC no longer match."),
("reasoning", "report_checks -to out_vld on the packer says no paths, why?", ["out_valid", "out_vld"], "runs/packer_hier/packer.sdc", "out_valid", "The SDC sets the output delay on out_valid (typo), which does not exist, so out_vld has no output delay and is unconstrained."),
("reasoning", "packer area says 1040 for the top but the total is much larger - which one do I report?", ["1040.000000", "28620.000000"], "runs/packer_hier/packer_area.txt", "Chip area for top module '\\packer': 28620.000000", "With hierarchy kept, the packer module alone is 1040.000000 since submodule area is unknown there; stat -top totals the hierarchy as 28620.000000."),
("reasoning", "xtal_div: why is the core_clk->ref_clk multicycle check showing nothing in the first STA pass?", ["No paths found.", "_248_/Q"], "runs/xtal_div_gclk/sta_gclk.log", "No paths found.", "The generated clock was put on the core_clk output port, so it never reaches the internal evt_count flops (unclocked); the fix pass defines it on _248_/Q and the path appears."),
("reasoning", "in the fixed xtal_div pass, why is the required time 10.00 on the core->ref path when ref_clk is 2.5ns?", ["7.14", "set_multicycle_path 4"], "runs/xtal_div_gclk/sta_gclk_fix.log", "7.14   slack (MET)", "set_multicycle_path 4 -setup from core_clk to ref_clk moves the capture edge to 4 x 2.5 = 10.00, giving 7.14 slack."),
("reasoning", "resync bridge has no sys->snr crossing paths reported; are the CDC paths ok?", ["set_clock_groups -asynchronous", "No paths found."], "runs/resync_2clk/sta/sta_bridge.log", "No paths found.", "The clocks are declared asynchronous groups so STA cuts the crossings; the crossings rely on the sync2 double-flop synchronizers and the toggle handshake, not STA."),
("reasoning", "zerox: what does the resize warning on u_lvl mean for the debug output?", ["Resizing cell port zerox.u_lvl.lvl_in from 12 bits to 8 bits"], "runs/zerox_lint/zerox_yosys.log", "Resizing cell port zerox.u_lvl.lvl_in", "The 12-bit filt is connected to an 8-bit port, so only filt[7:0] reaches dbg_level instead of the top bits; slice filt[11:4] explicitly."),
("reasoning", "is the literal width warning in zerox harmless?", ["Literal has a width of 4 bit, but value requires 5 bit", "rtl/zerox.v:50"], "runs/zerox_lint/zerox_yosys.log", "Literal has a width of 4 bit", "4'd20 is truncated to 4, so lockout loads 4 instead of 20 cycles; lockout also needs 5 bits."),
("reasoning", "zerox: why only 38 flop bits at gate level when the regs add up to more?", ["38 objects.", "half_period"], "runs/zerox_lint/zerox_yosys.log", "38 objects.", "half_period is 16 bits but only loaded from the 10-bit samp_cnt, so its upper 6 bits are constant zero and get removed."),
("reasoning", "pmu_seq is an obvious state machine, why didn't yosys extract/recode it?", ["Not marking pmu_seq.state as FSM state register"], "runs/pmu_seq_lib/synth.log", "Not marking pmu_seq.state as FSM state register", "fsm_detect judged users would not benefit and the circuit self-resetting (state also feeds the tmo counter compare state != nstate), so it stayed binary; add fsm_encoding to force it."),
("reasoning", "sigma delta flat vs hier: where do the saved cells come from?", ["332", "$_NOT_                          3"], "runs/sigdelta_flat/synth_flat.log", "Number of cells:                332", "Flattening lets opt work across u_int1/u_int2/u_q boundaries, e.g. the feedback inverters merge ($_NOT_ drops from 21 to 3), giving 332 cells."),
("reasoning", "tempmon_v2 warns about the fsm_encoding attribute - should I worry?", ["Users of state reg look like FSM recoding might result in larger circuit"], "runs/tempmon_v2/tempmon_synth.log", "Users of state reg look like FSM recoding", "The attribute forces extraction despite fsm_detect's heuristic; it is advisory, the FSM was recoded one-hot and the RTL sim passed."),
("reasoning", "what does the Replacing memory warning in tally mean?", ["Replacing memory \\cnt with list of registers"], "runs/tally_abc_d/out/yosys_tally.log", "Replacing memory \\cnt with list of registers", "cnt and shadow arrays are reset and accessed element-wise in a loop, so yosys turns them into individual registers instead of a memory; expected here."),
# ---------------- absent ----------------
("absent", "hold slack for the pmu_sequencer run?", ["pmu_seq", "0.408"], "runs/pmu_seq_lib/reports/sta_pmu.log", "0.408   slack (MET)", "There is no pmu_sequencer; the design is pmu_seq (run pmu_seq_lib) with hold slack 0.408."),
("absent", "power numbers for window_max?", ["1.47e-02"], "runs/ratelim_fp/reports/sta_ratelim.log", "Total                  1.26e-02", "window_max_3p5 has no report_power; power exists only for nco_p10 and ratelim_fp (1.47e-02 total)."),
("absent", "tally slack after SPEF back-annotation?", ["-7.43"], "runs/tally_abc_d/out/sta_tally.rpt", "wns -7.43", "No SPEF was read anywhere; tally was timed with ideal clocks and no parasitics, wns -7.43."),
("absent", "did the gate-level sim of tempmon pass?", ["tb/tb_tempmon.v rtl/tempmon.v"], "runs/tempmon_v2/run.sh", "iverilog -g2005", "Only an RTL sim ran (iverilog on tb/tb_tempmon.v rtl/tempmon.v); the netlist was never simulated."),
("absent", "quantizer hold slack?", ["-0.78"], "runs/quantizer_io/quant_timing.rpt", "wns -0.78", "No min-delay report for quantizer (combinational, virtual clock); only max checks with wns -0.78."),
("absent", "area for the uart_rx run?", ["uart_rx"], "README.md", "| usb_destuff |", "No uart_rx design or run exists in this set."),
("absent", "zerox worst slack?", ["38 objects."], "runs/zerox_lint/zerox_yosys.log", "38 objects.", "zerox_lint is generic synthesis only with no STA; the closest facts are the 347 cells and 38 flop bits."),
("absent", "opdec timing at 5ns?", ["$_DLATCH_N_"], "runs/opdec_generic/yosys.log", "$_DLATCH_N_                     4", "opdec was synthesized to generic gates only with no liberty and no STA; it has 4 $_DLATCH_N_ cells."),
("absent", "what's the sigma delta area in um2?", ["332"], "runs/sigdelta_flat/synth_flat.log", "Number of cells:                332", "Both sigdelta runs are tech-independent, so no chip area exists; only cell counts (332 flat)."),
("absent", "NCO results at 8ns?", ["-period 10.0"], "runs/nco_p10/nco_acc.sdc", "-period 10.0", "The NCO was only timed at 10.0 ns (nco_p10) and 4.0 ns (nco_w24_p4), never 8 ns."),
("absent", "usb_bitstuff area after mapping?", ["MAX_ONES"], "runs/usb_destuff/logs/elab_synth.log", "does not have a parameter named 'MAX_ONES'", "usb_destuff failed in hierarchy on MAX_ONES, so there is no stat and no area."),
("absent", "packer power?", ["9.33e-03"], "runs/nco_p10/sta_p10.log", "Total                  8.65e-03", "packer_hier has no report_power; only nco_p10 (9.33e-03) and ratelim_fp report power."),
("absent", "clock skew after CTS on resync?", ["clock network delay (ideal)"], "runs/resync_2clk/sta/sta_bridge.log", "clock network delay (ideal)", "No CTS or propagated clocks; resync_2clk uses ideal clocks, network delay shown as ideal."),
("absent", "MTBF of the resync_bridge synchronizers?", ["u_req_sync"], "runs/resync_2clk/rtl/resync_bridge.v", "u_req_sync", "No MTBF analysis was run; the design only has two-flop sync2 instances u_req_sync and u_ack_sync."),
("absent", "window_min: max_age timing?", ["window_max"], "runs/window_max_3p5/sta/timing_wm.rpt", "wns -2.10", "No window_min exists; the near-miss is window_max (run window_max_3p5, wns -2.10)."),
("absent", "ratelimit run tns?", ["ratelim", "-26.71"], "runs/ratelim_fp/reports/sta_ratelim.log", "tns -26.71", "No ratelimit design; the near-miss is ratelim (ratelim_fp) with tns -26.71."),
("absent", "cell count for the flattened packer?", ["164"], "runs/packer_hier/yosys_packer.log", "Number of cells:                164", "packer was only synthesized with hierarchy kept; the hierarchy total is 164 cells."),
("absent", "did the xtal divider testbench pass?", ["create_generated_clock"], "runs/xtal_div_gclk/xtal_div.sdc", "create_generated_clock", "xtal_div has no testbench or sim log; only STA with a generated clock; sims exist only for tempmon_v2 and window_max_3p5."),
("absent", "crc32_engine worst slack?", ["crc32_engine"], "README.md", "| tally_abc_d |", "There is no crc32_engine design or run in the set."),
("absent", "fft64 utilisation?", ["fft64"], "README.md", "| quantizer_io |", "There is no fft64 design or run in the set."),
("absent", "nvm_rd fmax from STA?", ["check -assert"], "runs/nvm_rd_chk/nvm_rd_yosys.log", "ERROR: Found 1 problems in 'check -assert'", "nvm_rd never reached mapping or STA; yosys stopped at check -assert."),
("absent", "OCV-derated hold slack on xtal_div?", ["0.48"], "runs/xtal_div_gclk/sta_gclk_fix.log", "0.48   slack (MET)", "No set_timing_derate or OCV was applied; the plain hold slack in the fixed pass is 0.48."),
]

def resolve(path, anchor):
    lines = open(os.path.join(ROOT, path), errors="replace").read().splitlines()
    for i, l in enumerate(lines, 1):
        if anchor in l:
            return i
    sys.exit(f"anchor not found: {path}: {anchor!r}")

def main():
    out = []
    for n, (cat, q, mc, ev, anchor, notes) in enumerate(Q, 1):
        line = resolve(ev, anchor)
        ev_str = f"{ev[len('runs/'):] if False else ev}:{line}"
        if ev.startswith("runs/"):
            ev_str = f"{ev}:{line}"
        out.append({"id": f"q{n:03d}", "category": cat, "scope": SCOPE, "question": q,
                    "must_contain": mc, "evidence": ev_str, "notes": notes})
    with open(os.path.join(ROOT, "questions.jsonl"), "w") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    from collections import Counter
    print(len(out), Counter(o["category"] for o in out))

if __name__ == "__main__":
    main()
