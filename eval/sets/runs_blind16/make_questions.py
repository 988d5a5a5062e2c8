#!/usr/bin/env python3
"""Write questions.jsonl for runs_blind16 (standard library only).

Each question names its evidence by (file, text snippet[, occurrence]); the line number is found here,
so a rerun of the tools that shifts lines only needs this script rerun.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SCOPE = "proj:blind16"


def ev(path, snippet, nth=1):
    with open(os.path.join(HERE, path)) as fh:
        lines = fh.read().split("\n")
    k = 0
    for i, line in enumerate(lines, 1):
        if snippet in line:
            k += 1
            if k == nth:
                return f"{path}:{i}"
    raise SystemExit(f"snippet not found: {path}: {snippet!r}")


R = "README.md"
Q = []


def q(cat, text, must, evidence, notes):
    Q.append((cat, text, must, evidence, notes))


# ---------------- factual ----------------
q("factual", "peak_hold_det area?", ["43616.000000"],
  ev("runs/peak_hold_det/peak_build.log", "Chip area for module '\\peak_hold_det'"), "stat -liberty chip area of peak_hold_det")
q("factual", "whats the worst setup slack in wrr_sched3 and which input starts that path", ["1.769", "req[2]"],
  ev("runs/wrr_sched3/wrr_sta.txt", "1.769   slack (MET)"), "max path req[2] -> _288_, slack 1.769 MET")
q("factual", "tns for servo_tight?", ["-9.57"], ev("runs/servo_tight/servo_t_sta.rpt", "tns -9.57"), "report_tns line")
q("factual", "otp_fuse_rd didn't build - what exactly did yosys complain about?", ["syntax error, unexpected TOK_ID", "28"],
  ev("runs/otp_fuse_rd/otp_build.log", "ERROR: syntax error"), "parser error at otp_fuse_rd.v:28")
q("factual", "error text from the rom_patch_unit elaboration please", ["hit_idx", "u_match", "patch_match"],
  ev("runs/rom_patch_unit/rom_patch.log", "does not have a port named"), "hierarchy error: missing port hit_idx on patch_match")
q("factual", "wns in mux_sync_timed", ["-0.45"], ev("runs/mux_sync_timed/mux_timed_sta.rpt", "wns -0.45"), "report_wns")
q("factual", "which yosys version produced these runs (the exact version string)?", ["Yosys 0.23 (git sha1 7ce5011c24b)"],
  ev(R, "- Yosys: `Yosys 0.23"), "tool version from README")
q("factual", "In pingpong_buf, what did memory_map turn the mem array into?", ["created 16 $dff cells and 0 static cells of width 8."],
  ev("runs/pingpong_buf/build.log", "created 16 $dff cells"), "memory_map message for \\mem")
q("factual", "period and waveform of the generated clock in prescaler_chain?", ["16.00", "8.00", "div_clk"],
  ev("runs/prescaler_chain/presc_sta.rpt", "(generated)"), "report_clock_properties: div_clk 16.00, waveform 0.00 8.00")
q("factual", "how many cells is the gf8 multiplier after abc", ["163"],
  ev("runs/xor_mul_gf8/gf_stat.txt", "Number of cells:"), "xor_mul_gf8 stat via tee -o: 163 cells")
q("factual", "total power reported for yuv_luma_abc?", ["2.67e-02"],
  ev("runs/yuv_luma_abc/luma_abc_sta.rpt", "Total  "), "report_power Total column")
q("factual", "servo_tight critical path: start and end flop?", ["_429_", "_445_"],
  ev("runs/servo_tight/servo_t_sta.rpt", "Startpoint: _429_"), "worst max path _429_ -> _445_, slack -0.826")
q("factual", "clock period sent_nibble_tx was timed at, and its worst setup slack", ["10", "4.281"],
  ev("runs/sent_nibble_tx/sent_sta.log", "4.281   slack (MET)"), "create_clock -period 10; max slack 4.281")
q("factual", "pingpong_buf worst hold slack + endpoint", ["-1.056", "_1192_"],
  ev("runs/pingpong_buf/pp_timing.txt", "-1.056   slack (VIOLATED)"), "min path rst -> _1192_, -1.056")
q("factual", "how many DFFSR did select -count report in turnstile_ctrl", ["24 objects."],
  ev("runs/turnstile_ctrl/turnstile.log", "24 objects."), "select -count t:DFFSR")
q("factual", "exit status recorded for vcore_mon?", ["exit=1"], ev("runs/vcore_mon/vcore_exit.txt", "exit=1"), "vcore_exit.txt")
q("factual", "pad_ring_cfg warning summary line?", ["5 unique messages, 5 total"],
  ev("runs/pad_ring_cfg/pad_yosys.txt", "Warnings: 5 unique"), "Yosys end-of-run warning summary")
q("factual", "did the run_length_enc testbench pass? how many pairs came out", ["PASS", "pairs=7"],
  ev("runs/run_length_enc/rle_sim.log", "pairs=7"), "Icarus sim summary: pairs=7 bytes_in=40 bytes_out=40 errors=0, PASS")
q("factual", "peak_hold_det: what drives the net hit according to report_net?", ["_458_/Q"],
  ev("runs/peak_hold_det/peak_timing.rpt", "_458_/Q output (DFFSR)"), "report_net -connections hit: driver _458_/Q (DFFSR)")
q("factual", "clk_dst period/waveform in mux_sync_async", ["5.50", "2.75"],
  ev("runs/mux_sync_async/mux_async_sta.rpt", "clk_dst "), "report_clock_properties clk_dst 5.50 0.00 2.75")
q("factual", "tns gf8 mult", ["-0.21"], ev("runs/xor_mul_gf8/gf_sta.rpt", "tns -0.21"), "combinational max-delay tns")
q("factual", "yuv_luma_mcp: tns before the multicycle was applied?", ["-26.36"],
  ev("runs/yuv_luma_mcp/luma_mcp_sta.rpt", "tns -26.36"), "first report_tns in luma_mcp_sta.rpt")
q("factual", "what error did sta print in the peak_hold_det report", ["report_worst_slack -max is not a known keyword or flag"],
  ev("runs/peak_hold_det/peak_timing.rpt", "Error: peak_sta.tcl"), "OpenSTA 2.0.17 rejects -max on report_worst_slack")
q("factual", "servo_relaxed worst slack number and where that path begins", ["16.037", "rst"],
  ev("runs/servo_relaxed/servo_r_sta.rpt", "16.037   slack (MET)"), "max path rst -> _431_ slack 16.037 (report_worst_slack 16.04)")
q("factual", "area of slow_evt_cnt inside prescaler_chain", ["10848.000000"],
  ev("runs/prescaler_chain/presc.log", "Chip area for module '\\slow_evt_cnt'"), "per-module stat in kept hierarchy")
q("factual", "pad_ring_cfg implicit declaration warning - which identifier and which line", ["wk3", "32"],
  ev("runs/pad_ring_cfg/pad_yosys.txt", "is implicitly declared"), "pad_ring_cfg.v:32 Identifier wk3")
q("factual", "xor_mul_gf8: number of XOR2X1 and XNOR2X1 cells?", ["27", "52"],
  ev("runs/xor_mul_gf8/gf_stat.txt", "XNOR2X1"), "XNOR2X1 52, XOR2X1 27 (select -count printed 79 objects.)")

# ---------------- statistical ----------------
q("statistical", "which runs failed? list them", ["turnstile_ctrl", "otp_fuse_rd", "rom_patch_unit", "vcore_mon"],
  ev(R, "- Yosys finished (End of script"), "4 failed runs")
q("statistical", "Which of the timed runs have a setup violation somewhere in their report?",
  ["mux_sync_timed", "xor_mul_gf8", "servo_tight", "yuv_luma_abc"], ev(R, "- Timed runs with a reported setup (max) violation"),
  "five runs; yuv_luma_mcp also (before the multicycle only) - the four listed are required")
q("statistical", "any hold violations in the set? where", ["pingpong_buf", "-1.056"],
  ev(R, "- Timed runs with a reported setup (max) violation"), "only pingpong_buf has a VIOLATED min path")
q("statistical", "which runs synthesized fine but never went through STA", ["pad_ring_cfg", "run_length_enc"],
  ev(R, "- Synthesized but never timed"), "2 runs")
q("statistical", "biggest design by area?", ["pingpong_buf", "123108.000000"], ev(R, "- Largest area:"), "area ranking")
q("statistical", "smallest area among the runs that report one", ["pad_ring_cfg", "20992.000000"], ev(R, "- Largest area:"),
  "pad_ring_cfg smallest of 14 with area")
q("statistical", "sum of chip area over all runs with a liberty area", ["708484.00"], ev(R, "- Runs with an area: 14"), "14 runs")
q("statistical", "mean and median area?", ["50606.00", "36224.00"], ev(R, "- Runs with an area: 14"), "mean/median over 14 runs")
q("statistical", "total cell count across the runs with area, and the average per run", ["3941", "281.50"],
  ev(R, "- Total cells 3941"), "sum and mean of cells")
q("statistical", "which run has the highest area per cell", ["prescaler_chain", "290.81"], ev(R, "- Highest area per cell"),
  "26464/91")
q("statistical", "most flip-flops - which run and how many", ["pingpong_buf", "150"], ev(R, "- Most flops:"), "150 DFFPOSX1")
q("statistical", "how many DFFSR cells in total across all runs, over how many runs", ["266", "9"],
  ev(R, "- Sequential cell DFFSR:"), "sum of DFFSR over final stats")
q("statistical", "total DFFPOSX1 count over the set?", ["260"], ev(R, "- Sequential cell DFFPOSX1:"), "5 runs")
q("statistical", "how many runs got timed with opensta", ["12"], ev(R, "- Timed with OpenSTA: 12"), "12 timed runs")
q("statistical", "worst single-cycle setup slack anywhere in the set?", ["yuv_luma_mcp", "-3.639"],
  ev(R, "- Setup slack ranking, worst first"), "yuv_luma_mcp before its multicycle; among runs without MCP, yuv_luma_abc -2.639")
q("statistical", "which run has the most setup margin", ["servo_relaxed", "16.037"], ev(R, "- Setup slack ranking, worst first"),
  "largest slack in ranking")
q("statistical", "rank the timed runs by minimum achievable period - which needs the longest period?",
  ["yuv_luma_abc", "7.639"], ev(R, "- Minimum period per timed run"), "7.639 ns for both yuv runs")
q("statistical", "add up every negative tns in the set", ["-60.10"], ev(R, "- Negative first `tns` lines"),
  "mux_sync_timed -5.60, xor_mul_gf8 -0.21, servo_tight -9.57, yuv_luma_abc -18.36, yuv_luma_mcp -26.36")
q("statistical", "how many VIOLATED paths are printed in total across the reports", ["8"],
  ev(R, "- Reported paths with VIOLATED slack: 8"), "count includes repeated paths printed by two report_checks")
q("statistical", "which reports have a 'worst slack' line?", ["peak_hold_det", "mux_sync_timed", "servo_relaxed", "servo_tight"],
  ev(R, "- `worst slack` line printed in"), "4 runs")
q("statistical", "timed runs that never printed tns", ["peak_hold_det", "sent_nibble_tx"], ev(R, "- Timed runs whose report has no `tns` line"),
  "no report_tns in their scripts")
q("statistical", "compare mux_sync_async vs mux_sync_timed: wns and worst max slack", ["0.00", "-0.45", "2.228", "-0.453"],
  ev(R, "- mux_sync_async vs mux_sync_timed: wns"), "same netlist; async groups vs timed crossing")
q("statistical", "servo relaxed vs tight: slack difference? is the netlist different?", ["16.863", "37120.000000"],
  ev(R, "- servo_relaxed vs servo_tight worst setup slack"), "same area both runs; slack 16.037 vs -0.826")
q("statistical", "pingpong_buf area is how many times pad_ring_cfg's", ["5.86"], ev(R, "- Area pingpong_buf / pad_ring_cfg"), "123108/20992")
q("statistical", "which runs report power, and the totals", ["peak_hold_det", "1.09e-02", "yuv_luma_abc", "2.67e-02"],
  ev(R, "- report_power was run only in"), "two runs")
q("statistical", "total number of Warning: lines in the yosys logs, and which log has the most", ["24", "turnstile_ctrl"],
  ev(R, "- Runs whose Yosys log holds `Warning:` lines"), "turnstile 15, rom_patch 2, vcore 2, pad 5")
q("statistical", "any latches inferred? where", ["pad_ring_cfg", "view", "vcore_mon", "ov_flag"],
  ev(R, "- Inferred latches: vcore_mon"), "pad_ring_cfg view (6 $_DLATCH_N_), vcore_mon ov_flag (before failure)")
q("statistical", "how many designs vs runs, and which designs were run twice", ["15", "mux_sync_bus", "servo_pulse_gen", "yuv_to_luma"],
  ev(R, "- Run folders: 18"), "18 runs from 15 designs")
q("statistical", "number of timed runs that report at least one hold path", ["9"], ev(R, "- Timed runs with at least one hold (min) path"),
  "9 of 12")
q("statistical", "how many rows does the all_violators list in pingpong_buf have", ["162"], ev(R, "report_check_types -all_violators` prints 162"),
  "162 clk rows")
q("statistical", "area difference sent_nibble_tx minus turnstile_ctrl", ["43140.00"], ev(R, "sent_nibble_tx - turnstile_ctrl"),
  "68896 - 25756")
q("statistical", "yuv power vs peak power ratio", ["2.45"], ev(R, "- report_power Total yuv_luma_abc / peak_hold_det"), "2.67e-02 / 1.09e-02")

# ---------------- reasoning ----------------
q("reasoning", "why did otp_fuse_rd fail and how do i fix it? the line it points at looks fine", ["28", "t <= 3'd0"],
  ev("runs/otp_fuse_rd/otp_build.log", "ERROR: syntax error"),
  "missing semicolon after `t <= 3'd0` on line 27; parser reports the next token on line 28")
q("reasoning", "rom_patch_unit won't elaborate. whats wrong and whats the fix", ["hit_idx", "idx"],
  ev("runs/rom_patch_unit/rom_patch.log", "does not have a port named"), "connect .idx(m_idx) instead of .hit_idx")
q("reasoning", "vcore_mon: check -assert fails with 2 problems. explain both and how to fix the RTL", ["ov_flag", "uv_mask", "ov_force"],
  ev("runs/vcore_mon/vcore_synth.log", "multiple conflicting drivers for vcore_mon"),
  "ov_flag driven by the clocked block and by the combinational ov_force block (latch + adff); uv_mask wire never driven")
q("reasoning", "turnstile_ctrl check -assert reports 15 undriven wires like passes and coin_ret, but the RTL drives them. real bug?",
  ["is used but has no driver", "DFFSR"],
  ev("runs/turnstile_ctrl/turnstile.log", "ERROR: Found 15 problems"),
  "false positives: check runs after dfflibmap/abc and the liberty cells (DFFSR etc.) are not known modules, so their outputs are not seen as drivers; run check before mapping or read the liberty with -lib")
q("reasoning", "I asked for binary FSM encoding on turnstile_ctrl. what encoding is the final netlist using and why",
  ["binary", "one-hot"], ev("runs/turnstile_ctrl/turnstile.log", "mapping auto encoding to `one-hot`"),
  "fsm -encoding binary kept packed binary (3 bits); synth then re-extracted the FSM and its fsm pass mapped auto to one-hot, 5 state bits")
q("reasoning", "why wasn't the st state machine in sent_nibble_tx extracted/recoded by yosys", ["Not marking sent_nibble_tx.st", "self-resetting"],
  ev("runs/sent_nibble_tx/sent_synth.log", "Not marking sent_nibble_tx.st"),
  "fsm_detect refused: users don't benefit from recoding, circuit seems self-resetting (default branch back to S_IDLE); FSM left as plain logic")
q("reasoning", "pingpong_buf fails hold by about a ns. what causes it and what would fix it", ["1.200", "-1.056"],
  ev("runs/pingpong_buf/pp_timing.txt", "-1.056   slack (VIOLATED)"),
  "hold uncertainty 1.2 ns with input min delay 0: rst arrives at 0.076 vs required 1.133; reduce uncertainty / realistic min input delay / add delay")
q("reasoning", "pingpong_buf says wns 0.00 and tns 0.00 yet there are violations. which is it?", ["wns 0.00", "-1.056"],
  ev("runs/pingpong_buf/pp_timing.txt", "wns 0.00"), "report_wns/report_tns cover setup only; the violations are hold (min)")
q("reasoning", "why does mux_sync_timed violate setup when mux_sync_async is clean - same netlist", ["-0.453", "set_clock_groups"],
  ev("runs/mux_sync_timed/mux_timed_sta.rpt", "-0.453   slack (VIOLATED)"),
  "without clock groups the clk_src->clk_dst crossing is timed with 0.5 ns between edges 5.000 and 5.500; async run declares groups")
q("reasoning", "yuv_luma_abc misses 5ns by a lot. whats the critical path and what are the options", ["7.402", "-2.639"],
  ev("runs/yuv_luma_abc/luma_abc_sta.rpt", "-2.639   slack (VIOLATED)"),
  "_1188_ -> _1172_ multiply-add, 27 gates, arrival 7.402; a multicycle of 2 (as in yuv_luma_mcp, the RTL gives two clocks), pipelining, or ~7.64 ns")
q("reasoning", "xor_mul_gf8 violates its max delay - which output and by how much, what would you change", ["p_zero", "2.519"],
  ev("runs/xor_mul_gf8/gf_sta.rpt", "-0.119   slack (VIOLATED)"),
  "a[6] -> p_zero 2.519 vs 2.4 budget; q[4] also fails; relax budget or restructure the zero-detect after the xor tree")
q("reasoning", "servo_tight vs servo_relaxed: same netlist?? why one fails", ["3.073", "2.5", "37120.000000"],
  ev("runs/servo_tight/servo_t_sta.rpt", "-0.826   slack (VIOLATED)"),
  "identical synthesis; only the clock changes (20 vs 2.5 ns); reg path arrival 3.073 > 2.25 required")
q("reasoning", "what limits fmax in wrr_sched3 and what is it roughly", ["req[2]", "3.953", "236.4"],
  ev(R, "| wrr_sched3 | wrr_sta.txt | max | sclk"), "input path req[2] -> _288_ through 14 gates; min period 4.231 ns")
q("reasoning", "did abc -D 3000 buy anything on yuv_to_luma compared to plain abc?", ["102716.000000", "7.402"],
  ev(R, "- yuv_luma_abc (abc -D 3000) vs yuv_luma_mcp"), "same cells/area and same 7.402 arrival: no effect")
q("reasoning", "pad_ring_cfg resizing warnings - what do they mean functionally", ["u_p0", "u_p1", "8 bits to 6 bits"],
  ev("runs/pad_ring_cfg/pad_yosys.txt", "Resizing cell port pad_ring_cfg.u_p1"),
  "full 8-bit wdata hooked to the 6-bit setting port on u_p0/u_p1; upper bits dropped (u_p2/u_p3 slice correctly)")
q("reasoning", "is the latch in pad_ring_cfg intentional?", ["view", "$_DLATCH_N_"],
  ev("runs/pad_ring_cfg/pad_yosys.txt", "Latch inferred for signal `\\pad_ring_cfg.\\view'"),
  "no: readback case lacks sel==3 and default, 6 $_DLATCH_N_ left unmapped (no area)")
q("reasoning", "what happened to the tri-state test bus in pad_ring_cfg", ["assign tst_bus = { locked, wk3, cur3 };", "tst_oe"],
  ev("runs/pad_ring_cfg/pad_ring_cfg_net.v", "assign tst_bus = { locked, wk3, cur3 };"),
  "limited tri-state support: the z was dropped, bus always driven, tst_oe unused")
q("reasoning", "why is weak_pads[3] undriven in pad_ring_cfg?", ["wk3", "1'hx"],
  ev("runs/pad_ring_cfg/pad_ring_cfg_net.v", "assign weak_pads[3] = 1'hx;"),
  "u_p3 .weak goes to implicitly declared wk3 instead of weak_pads[3]; netlist ties weak_pads[3] to x")
q("reasoning", "prescaler_chain: tiny hold slack on a path starting at a clock source pin - explain", ["u_s0/_12_/Q", "0.072"],
  ev("runs/prescaler_chain/presc_sta.rpt", "0.072   slack (MET)"),
  "the flop generating div_clk also feeds u_s0 data logic, so its Q is both generated-clock source and data launch")
q("reasoning", "mux_sync_async: the clk_src to clk_dst report is empty - is that ok?", ["No paths found.", "set_clock_groups"],
  ev("runs/mux_sync_async/mux_async_sta.rpt", "No paths found."), "asynchronous clock groups cut the crossings; correct for a synchronizer but leaves the hold register unchecked")
q("reasoning", "sent_out shows up unconstrained in sent_nibble_tx - why and fix?", ["sent_out", "unconstrained"],
  ev("runs/sent_nibble_tx/sent_sta.log", "(Path is unconstrained)"), "no set_output_delay on outputs; add output delay")
q("reasoning", "peak_hold_det: slowest single stage on the setup path and what would help", ["_338_", "1.108"],
  ev("runs/peak_hold_det/peak_timing.rpt", "_338_/Y (NAND2X1)"), "NAND2X1 driving 0.534 pF with slew 1.599; upsize/buffer the high-fanout net")
q("reasoning", "after the multicycle in yuv_luma_mcp the rst_n recovery check also moved to 8ns - expected?", ["7.578", "8.000"],
  ev(R, "| yuv_luma_mcp | luma_mcp_sta.rpt | max | **async_default** | - | 7.578"),
  "MCP given clock-to-clock applies to every pix_clk path, including the async recovery check; narrow it with -from/-to")
q("reasoning", "ltp said length=0 for turnstile_ctrl, is the design really zero depth?", ["length=0"],
  ev("runs/turnstile_ctrl/turnstile.log", "length=0"), "ltp after mapping: liberty cells are unknown blackboxes, so no topological path through them")
q("reasoning", "prescaler_chain has three stage_div instances but only two stage_div modules in the netlist, why",
  ["u_s1", "u_s2", "6376.000000"], ev(R, "- prescaler_chain: `$paramod"),
  "u_s1 and u_s2 share N=10,W=4 (one $paramod, area 6376), u_s0 N=4,W=2 is the other")
q("reasoning", "is the multicycle in yuv_luma_mcp safe given the rtl", ["ph2", "in_vld"],
  ev("runs/yuv_luma_mcp/yuv_to_luma.v", "ph2 <= ph1;"),
  "y loads on ph2, two clocks after r_q/g_q/b_q load on in_vld, and in_vld comes at most every other clock: 2-cycle setup is valid")
q("reasoning", "mux_sync_timed hold path between clocks passes but would it matter in silicon?", ["0.447", "_218_"],
  ev("runs/mux_sync_timed/mux_timed_sta.rpt", "0.447   slack (MET)"),
  "_182_ -> _218_ is the toggle into the first synchronizer flop; metastability handled by sync2_ff, timing it is meaningless")

# ---------------- absent ----------------
q("absent", "hold slack for servo_tight?", ["servo_relaxed", "0.401"], ev("runs/servo_tight/servo_t_sta.tcl", "report_checks -path_delay max -digits 3"),
  "servo_tight only ran max checks; its hold was never reported; servo_relaxed has hold 0.401")
q("absent", "area of sent_nibble_rx?", ["sent_nibble_tx"], ev(R, "| sent_nibble_tx | sent_nibble_tx"), "no rx design; transmitter only")
q("absent", "power for pingpong_buf?", ["peak_hold_det", "yuv_luma_abc"], ev(R, "- report_power was run only in"), "no power for pingpong_buf")
q("absent", "what did verilator lint say about pad_ring_cfg", ["pad_yosys.txt"], ev(R, "- No other tool was run"),
  "no Verilator; the Yosys log holds the warnings")
q("absent", "gate level sim results for run_length_enc?", ["rle_sim.log"], ev(R, "- Simulation: only run_length_enc"),
  "only RTL Icarus simulation, no gate-level sim")
q("absent", "slack in the mux_sync_fp run", ["mux_sync_async", "mux_sync_timed"], ev(R, "- Run folders: 18"),
  "no false-path run; the two mux_sync_bus runs")
q("absent", "clock skew after CTS in prescaler_chain", ["ideal"], ev("runs/prescaler_chain/presc_sta.rpt", "clock network delay (ideal)"),
  "no CTS; ideal clocks")
q("absent", "fmax of vcore_mon?", ["vcore_mon", "check -assert"], ev(R, "| vcore_mon | vcore_mon"), "failed, never timed")
q("absent", "otp_fuse_rd hold slack", ["syntax error"], ev("runs/otp_fuse_rd/otp_build.log", "ERROR: syntax error"), "no netlist, no STA")
q("absent", "rom_patch_unit cell count?", ["hit_idx"], ev("runs/rom_patch_unit/rom_patch.log", "does not have a port named"),
  "elaboration failed, no stat")
q("absent", "whats the slack on clk_fast in the mux runs", ["clk_src", "clk_dst"], ev("runs/mux_sync_async/mux_async_sta.rpt", "clk_src "),
  "no clk_fast; clocks are clk_src 5 ns and clk_dst 5.5 ns")
q("absent", "how many DFFNEGX1 across all runs", ["DFFPOSX1", "DFFSR"], ev(R, "- Sequential cell DFFPOSX1:"),
  "none used; DFFPOSX1 and DFFSR only (plus latches/generic)")
q("absent", "turnstile_ctrl setup slack?", ["turnstile.log"], ev(R, "- `runs/turnstile_ctrl/`"), "no netlist kept, not timed; only log + exit file")
q("absent", "multicycle setting used in yuv_luma_abc", ["yuv_luma_mcp"], ev("runs/yuv_luma_abc/luma_abc_sta.tcl", "create_clock"),
  "no MCP in yuv_luma_abc; only in yuv_luma_mcp")
q("absent", "gf16 multiplier timing?", ["xor_mul_gf8"], ev(R, "| xor_mul_gf8 | xor_mul_gf8"), "only a GF(2^8) multiplier")
q("absent", "fsm recoding result for wrr_sched3?", ["turnstile_ctrl"], ev(R, "- FSM extraction:"),
  "no FSM result in wrr_sched3; turnstile_ctrl is the recoded FSM (sent_nibble_tx not extracted)")
q("absent", "how was the memory in sent_nibble_tx mapped", ["pingpong_buf"], ev(R, "- Memories mapped by memory_map"),
  "only pingpong_buf has a memory")
q("absent", "generated clock in servo_relaxed?", ["prescaler_chain", "div_clk"], ev(R, "- prescaler_chain `report_clock_properties`"),
  "only prescaler_chain defines a generated clock")
q("absent", "leakage of xor_mul_gf8", ["peak_hold_det", "yuv_luma_abc"], ev(R, "- report_power was run only in"),
  "report_power not run for xor_mul_gf8")
q("absent", "which runs used the sky130 lib", ["osu035_stdcells.lib"], ev(R, "- Cell library: OSU035"), "all runs use OSU035")
q("absent", "peak_hold_min results?", ["peak_hold_det"], ev(R, "| peak_hold_det | peak_hold_det"), "near-miss name")
q("absent", "what false paths were set in mux_sync_async", ["set_clock_groups"], ev("runs/mux_sync_async/mux_async_sta.tcl", "set_clock_groups"),
  "no set_false_path; asynchronous clock groups instead")
q("absent", "tns for sent_nibble_tx", ["4.281"], ev("runs/sent_nibble_tx/sent_sta.tcl", "report_check_types"),
  "no report_tns in the script; worst setup slack 4.281 MET")

with open(os.path.join(HERE, "questions.jsonl"), "w") as fh:
    for i, (cat, text, must, evidence, notes) in enumerate(Q, 1):
        fh.write(json.dumps({"id": f"q{i:03d}", "category": cat, "scope": SCOPE, "question": text,
                             "must_contain": must, "evidence": evidence, "notes": notes}) + "\n")
cats = {}
for c, *_ in Q:
    cats[c] = cats.get(c, 0) + 1
print(len(Q), cats)
