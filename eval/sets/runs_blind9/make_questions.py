#!/usr/bin/env python3
"""Write questions.jsonl (hand-typed questions; evidence line found by a text snippet). Standard library only."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
S = "proj:blind9"

# (category, question, must_contain, file, snippet, occurrence (1-based), notes)
Q = [
 # ---------------- factual
 ("factual", "what's the worst setup slack in cordic_tight?", ["-1.711"], "runs/cordic_tight/cordic_tight_sta.rpt", "slack (VIOLATED)", 1, "single max path at 7 ns"),
 ("factual", "In the tight CORDIC run, where does the critical path start?", ["z_in[11]"], "runs/cordic_tight/cordic_tight_sta.rpt", "Startpoint: z_in[11]", 1, "input port z_in[11] -> _1208_"),
 ("factual", "How many cells does cordic_step2 map to in the cordic_tight run?", ["635"], "runs/cordic_tight/cordic_synth.log", "Number of cells:                635", 1, "final stat after abc"),
 ("factual", "hold slack reported for the watchdog?", ["0.442"], "runs/watchdog_fsm/wd_timing.rpt", "0.442   slack (MET)", 1, "min path _195_ -> _195_"),
 ("factual", "Which state encoding did Yosys choose for the watchdog FSM, and how many state bits does it use?", ["one-hot", "4"], "README.md", "FSM extraction: watchdog_fsm", 1, "fsm_recode auto -> one-hot, 4 state bits"),
 ("factual", "freq_counter: what's the setup slack in the sig_clk domain?", ["1.578"], "runs/freq_counter/fc_sta.rpt", "1.578   slack (MET)", 1, "worst sig_clk path _372_ -> _407_"),
 ("factual", "chip area of the frequency counter?", ["47084"], "runs/freq_counter/fc_yosys.log", "Chip area for module '\\freq_counter'", 1, "stat -liberty"),
 ("factual", "What period does OpenSTA give the generated clk_half in clk_en_gen?", ["10.00"], "runs/clk_en_gen/cen_sta.rpt", "clk_half                 10.00", 1, "report_clock_properties, divide_by 2 of 5 ns clk"),
 ("factual", "axis_slice worst setup slack and its startpoint pls", ["0.818", "aresetn"], "runs/axis_slice/axis_timing.rpt", "0.818   slack (MET)", 1, "aresetn -> _236_"),
 ("factual", "How big is the credit_pool submodule in the credit_ctrl run (area)?", ["9192"], "runs/credit_ctrl/credit.log", "Chip area for module '\\credit_pool'", 1, "hierarchy kept, per-module stat"),
 ("factual", "Which endpoint fails setup in credit_ctrl and by how much?", ["u_pool/_122_", "-0.008"], "runs/credit_ctrl/credit_sta.rpt", "-0.008   slack (VIOLATED)", 1, "u_pool/_120_ -> u_pool/_122_"),
 ("factual", "number of DFFPOSX1 flops in ring_buf after mapping", ["149"], "runs/ring_buf/ring_yosys.txt", "DFFPOSX1                      149", 1, "memory mapped to flops"),
 ("factual", "ring buffer hold slack?", ["0.395"], "runs/ring_buf/ring_sta.rpt", "0.395   slack (MET)", 1, "min path _1170_ -> _1170_"),
 ("factual", "Which signal got a latch in barrel_rot?", ["amt_hold"], "runs/barrel_rot/rot_synth.log", "Latch inferred for signal", 1, "proc_dlatch"),
 ("factual", "What chip area does yosys report for the barrel rotator?", ["7068"], "runs/barrel_rot/rot_synth.log", "Chip area for module '\\barrel_rot'", 1, "excludes the 3 unmapped latches"),
 ("factual", "lzc16 gave a port resizing warning - on which instance port?", ["u_hi.cnt"], "runs/lzc16/lzc_synth.log", "Resizing cell port", 1, "from 3 bits to 4 bits"),
 ("factual", "setup slack of the leading-zero counter at 5ns", ["3.651"], "runs/lzc16/lzc_timing.rpt", "3.651   slack (MET)", 1, "_098_ -> _100_"),
 ("factual", "token_bucket: which output does yosys say has no driver?", ["starved"], "runs/token_bucket/token_check.log", "starved is used but has no driver", 1, "check before synth"),
 ("factual", "How many generic cells did the thermometer decoder synthesize to?", ["146"], "runs/therm_dec/therm.log", "Number of cells:                146", 2, "final stat, no liberty"),
 ("factual", "area of cam8?", ["73908"], "runs/cam8/cam8_synth.log", "Chip area for module '\\cam8'", 1, "flattened"),
 ("factual", "What hold slack does the CAM run show?", ["0.457"], "runs/cam8/cam8_sta.rpt", "0.457   slack (MET)", 1, "min path _796_ -> _796_"),
 ("factual", "In the manchester run, what's the area of the manch_dec module?", ["3156"], "runs/manchester/manch_yosys.log", "Chip area for module '\\manch_dec'", 1, "hierarchy kept"),
 ("factual", "bitslip_align failed - which line and what token did yosys complain about?", ["23", "TOK_ID"], "runs/bitslip_align/bitslip_yosys.log", "ERROR: syntax error", 1, "parse error"),
 ("factual", "Which module could not be found when elaborating cfg_shadow?", ["shadow_bank"], "runs/cfg_shadow/shadow_yosys.log", "ERROR: Module", 1, "hierarchy -check error"),
 ("factual", "What did the manchester loopback sim print at the end?", ["19", "13"], "runs/manchester/sim.log", "done: bits decoded", 1, "bits decoded=19 code errors=13"),
 ("factual", "cordic_relaxed setup slack at 15 ns?", ["6.289"], "runs/cordic_relaxed/relaxed_timing.rpt", "6.289   slack (MET)", 1, "same path as tight run"),
 # ---------------- statistical
 ("statistical", "How many runs failed in yosys, and which ones?", ["2", "bitslip_align", "cfg_shadow"], "README.md", "Yosys reached `End of script.`", 1, "syntax error + elaboration error"),
 ("statistical", "how many of the runs were timed with OpenSTA?", ["10"], "README.md", "- Timed with OpenSTA:", 1, "10 timed runs"),
 ("statistical", "Which run has the largest chip area?", ["ring_buf", "121392"], "README.md", "- Largest area:", 1, "area ranking"),
 ("statistical", "smallest mapped design by area?", ["manchester", "5520"], "README.md", "- Largest area:", 1, "smallest of 13 runs with area"),
 ("statistical", "Total DFFPOSX1 count summed over every run?", ["503"], "README.md", "- Sequential cell DFFPOSX1:", 1, "12 runs"),
 ("statistical", "Which run has the most cells?", ["ring_buf", "669"], "README.md", "- Total cells", 1, "cell ranking"),
 ("statistical", "across all timed runs, which one has the worst setup slack?", ["cordic_tight", "-1.711"], "README.md", "- Worst setup slack:", 1, "ranking"),
 ("statistical", "Of the runs that pass timing, which one is closest to failing setup?", ["axis_slice", "0.818"], "README.md", "- Smallest positive setup slack:", 1, "smallest positive slack"),
 ("statistical", "How many timed runs violate setup?", ["2", "cordic_tight", "credit_ctrl"], "README.md", "- Timed runs with a violation:", 1, "two violating runs"),
 ("statistical", "smallest hold slack anywhere in the project?", ["clk_en_gen", "0.166"], "README.md", "- Hold (min) paths reported:", 1, "min over hold paths"),
 ("statistical", "How many runs report any hold (min) paths?", ["4"], "README.md", "- Runs with at least one hold (min) path reported:", 1, "watchdog_fsm, clk_en_gen, ring_buf, cam8"),
 ("statistical", "What's the mean chip area across the runs that have one?", ["42312"], "README.md", "- Runs with an area:", 1, "13 runs"),
 ("statistical", "median cell count over the mapped runs?", ["117"], "README.md", "- Total cells", 1, "13 runs"),
 ("statistical", "Sum of chip area over all the timed runs?", ["518592"], "README.md", "- Total area of the 10 timed runs:", 1, "10 timed runs"),
 ("statistical", "How many flip-flops in total across the timed runs?", ["477"], "README.md", "- Total area of the 10 timed runs:", 1, "sum of DFF cells"),
 ("statistical", "Which design has the highest area per cell?", ["lzc16", "201.19"], "README.md", "- Highest area per cell:", 1, "area / cells"),
 ("statistical", "average area per cell for cam8?", ["155.27"], "README.md", "| 4 | cam8 |", 1, "73908 / 476"),
 ("statistical", "In cordic_tight, how many cells per flip-flop?", ["17.16"], "README.md", "| 2 | cordic_tight |", 1, "635 / 37"),
 ("statistical", "How much more setup slack does cordic_relaxed have than cordic_tight?", ["8.000"], "README.md", "- Slack difference relaxed - tight:", 1, "6.289 - (-1.711)"),
 ("statistical", "Add up the yosys warning totals over all runs - what do you get?", ["29"], "README.md", "Warnings: N unique messages, M total", 1, "lzc16 9 + token_bucket 20"),
 ("statistical", "How many 'multiple conflicting drivers' warning lines are in the token bucket log?", ["12"], "README.md", "multiple conflicting drivers for token_bucket.\\tokens [3]", 1, "4 bits x 3 check passes"),
 ("statistical", "Rank the top three runs by area.", ["ring_buf", "cordic", "cam8"], "README.md", "| 1 | ring_buf |", 1, "cordic_tight and cordic_relaxed tie at 96048"),
 ("statistical", "fmax of the watchdog?", ["253.0"], "README.md", "| watchdog_fsm | wd_timing.rpt |", 1, "1000/3.952"),
 ("statistical", "Which mapped run has zero flip-flops?", ["barrel_rot"], "README.md", "- Most flops:", 1, "only latches there"),
 ("statistical", "credit_ctrl: how many of the hierarchy's cells sit in credit_pool?", ["64", "99"], "README.md", "- credit_ctrl: `credit_ctrl` cells", 1, "per-module stat"),
 ("statistical", "which runs have a non-zero tns?", ["cordic_tight", "-21.56", "credit_ctrl", "-0.01"], "README.md", "- `tns` line printed in:", 1, "tns lines"),
 ("statistical", "How many runs were synthesized but never timed?", ["4"], "README.md", "- Synthesized but never timed:", 1, "barrel_rot, token_bucket, therm_dec, manchester"),
 ("statistical", "Which timed design needs the longest clock period?", ["cordic", "8.711"], "README.md", "- Largest minimum period:", 1, "period - slack"),
 ("statistical", "How many MUX2X1 cells are in the mapped ring buffer?", ["160"], "runs/ring_buf/ring_yosys.txt", "MUX2X1                        160", 1, "read mux for the mapped memory"),
 # ---------------- reasoning
 ("reasoning", "Why did barrel_rot get a latch, and where in the RTL?", ["amt_hold", "25"], "runs/barrel_rot/rot_synth.log", "Latch inferred for signal", 1, "always @* at barrel_rot.v:25 with if (rot_en) and no else"),
 ("reasoning", "Is the 7068 area of the barrel rotator the full picture?", ["$_DLATCH_P_", "3"], "runs/barrel_rot/rot_synth.log", "Area for cell type $_DLATCH_P_ is unknown!", 1, "3 unmapped latch cells have no area"),
 ("reasoning", "cordic_tight fails at 7 ns. What's the shortest period it would pass at?", ["8.711"], "README.md", "| cordic_tight | cordic_tight_sta.rpt |", 1, "7 + 1.711"),
 ("reasoning", "would the cordic block close timing at 9 ns?", ["8.711"], "README.md", "| cordic_tight | cordic_tight_sta.rpt |", 1, "min period 8.711 < 9 -> yes, about 0.289 ns margin"),
 ("reasoning", "Why do cordic_tight and cordic_relaxed end up with the same cells and area?", ["635", "96048"], "README.md", "- Netlists: cordic_tight cells", 1, "the period only enters STA; synthesis is not timing driven here"),
 ("reasoning", "How much do I need to relax the credit_ctrl clock to fix the violation?", ["3.008"], "README.md", "| credit_ctrl | credit_sta.rpt |", 1, "3 + 0.008"),
 ("reasoning", "In credit_ctrl, why is the path into u_stall captured at 6 ns instead of 3?", ["multicycle", "4.930"], "runs/credit_ctrl/credit_sta.rpt", "6.000    6.000   clock clk (rise edge)", 1, "set_multicycle_path -setup 2 through u_stall/lowmark"),
 ("reasoning", "what's causing the multiple driver warnings in token_bucket?", ["tokens"], "runs/token_bucket/token_check.log", "multiple conflicting drivers for token_bucket.\\tokens [3]", 1, "tokens assigned in two always blocks (refill and consume)"),
 ("reasoning", "token_bucket maps to 17 flops - why that many?", ["17", "tokens"], "README.md", "- token_bucket: DFFPOSX1 17", 1, "tokens flopped twice: 8 + 1 + 4 + 4"),
 ("reasoning", "lzc16's final check says zcnt has no driver. Is the output really floating?", ["zcnt"], "runs/lzc16/lzc_synth.log", "Wire lzc16.\\zcnt [4] is used but has no driver", 1, "check ran after mapping without the liberty cells loaded; DFFPOSX1 are unknown boxes; STA times _098_ -> _100_"),
 ("reasoning", "Does the u_hi.cnt resize in lzc16 break the result?", ["hi_cnt", "3"], "runs/lzc16/lzc16.v", "wire [2:0] hi_cnt;", 1, "bit 3 only set when upper byte is zero, then lo path is used"),
 ("reasoning", "lzc16 warns about an implicitly declared identifier - which one, at what line, and what should I do?", ["hi_zero", "37"], "runs/lzc16/lzc_synth.log", "lzc16.v:37: Warning", 1, "declare wire hi_zero (and lo_zero at 38)"),
 ("reasoning", "Yosys points at line 23 of bitslip_align.v, but where is the real mistake?", ["22", "semicolon"], "runs/bitslip_align/bitslip_align.v", "hist     <= {nib_in, hist[7:4]}", 1, "missing ; at end of line 22"),
 ("reasoning", "how do I fix the cfg_shadow elaboration failure?", ["shadow_bank", "shadow_reg"], "runs/cfg_shadow/cfg_shadow.v", "module shadow_reg", 1, "instance uses shadow_bank but the file defines shadow_reg"),
 ("reasoning", "Which stage dominates cam8's worst setup path?", ["_434_", "2.360"], "runs/cam8/cam8_sta.rpt", "2.360    4.360 ^ _434_/Y (INVX1)", 1, "inverter on wr_en with big fanout"),
 ("reasoning", "In ring_buf's worst path, which gate is slowest and why?", ["_0599_", "2.001"], "runs/ring_buf/ring_sta.rpt", "_0599_/Y (NOR2X1)", 1, "pointer bit fans out to the read mux"),
 ("reasoning", "Why is the reset input the worst path in axis_slice?", ["_164_", "1.504"], "runs/axis_slice/axis_timing.rpt", "_164_/Y (OAI21X1)", 1, "OAI21X1 driving 0.753 load, slew 2.249"),
 ("reasoning", "How far could I shrink the axis_slice clock before it fails?", ["3.182"], "README.md", "| axis_slice | axis_timing.rpt |", 1, "4 - 0.818"),
 ("reasoning", "Why is there no path reported from sig_clk to ref_clk in freq_counter?", ["false"], "runs/freq_counter/fc_sta.rpt", "No paths found.", 1, "set_false_path both directions"),
 ("reasoning", "Could the freq_counter sig_clk domain run at 2.5 ns?", ["2.422"], "README.md", "| freq_counter | fc_sta.rpt | sig_clk |", 1, "4 - 1.578 = 2.422 <= 2.5"),
 ("reasoning", "clk_en_gen's tightest hold path starts at '_86_/Q (clock source clk_half)'. What is that flop?", ["_86_", "0.166"], "runs/clk_en_gen/cen_sta.rpt", "Startpoint: _86_/Q (clock source 'clk_half')", 1, "the divide-by-2 toggle flop that makes clk_half, feeding back to itself"),
 ("reasoning", "The manchester loopback sim flags most bits as code errors. What does that tell you?", ["13", "19"], "runs/manchester/sim.log", "done: bits decoded", 1, "decoder half-bit phase misaligned with the registered encoder output"),
 ("reasoning", "What's the slowest single cell on the watchdog's setup path?", ["_133_", "0.860"], "runs/watchdog_fsm/wd_timing.rpt", "_133_/Y (AND2X1)", 1, "AND2X1 0.860"),
 ("reasoning", "Biggest single delay in cordic_tight's failing path?", ["_0721_", "0.795"], "runs/cordic_tight/cordic_tight_sta.rpt", "_0721_/Y (XNOR2X1)", 1, "XNOR2X1 between the two micro-rotations"),
 ("reasoning", "What's the largest stage delay on credit_ctrl's violating path?", ["u_pool/_064_", "0.730"], "runs/credit_ctrl/credit_sta.rpt", "u_pool/_064_/Y (OR2X1)", 1, "OR2X1 inside credit_pool"),
 ("reasoning", "Explain the 149 flops in ring_buf.", ["16", "149"], "README.md", "- ring_buf: `Mapping memory", 1, "16 x 8 memory bits + pointers + count + rdata"),
 # ---------------- absent
 ("absent", "what's the worst slack of cordic_step4?", ["cordic_step2"], "README.md", "| cordic_tight | cordic_step2 |", 1, "no such design; cordic_step2 exists"),
 ("absent", "chip area of therm_dec?", ["liberty"], "README.md", "| therm_dec | therm_dec |", 1, "generic synth without liberty"),
 ("absent", "hold slack for cordic_tight?", ["not"], "README.md", "- Runs with at least one hold (min) path reported:", 1, "only max paths reported"),
 ("absent", "How many cells did bitslip_align synthesize to?", ["fail"], "README.md", "| bitslip_align | bitslip_align |", 1, "syntax error, no netlist"),
 ("absent", "setup slack of the token bucket?", ["not"], "README.md", "- Synthesized but never timed:", 1, "never timed"),
 ("absent", "What's the critical path delay in barrel_rot?", ["not"], "README.md", "- Synthesized but never timed:", 1, "never timed"),
 ("absent", "area of cfg_shadow?", ["fail"], "README.md", "| cfg_shadow | cfg_shadow |", 1, "elaboration failed"),
 ("absent", "What's the slack of ring_buffer32?", ["ring_buf"], "README.md", "| ring_buf | ring_buf |", 1, "only ring_buf (16x8)"),
 ("absent", "how many cells in cam16?", ["cam8"], "README.md", "| cam8 | cam8 |", 1, "only the 8-entry CAM exists"),
 ("absent", "timing of lzc32?", ["lzc16"], "README.md", "| lzc16 | lzc16 |", 1, "only lzc16 exists"),
 ("absent", "What did verilator lint report for axis_slice?", ["not"], "README.md", "- Icarus Verilog:", 1, "no verilator run"),
 ("absent", "Total power of cam8?", ["not"], "README.md", "| cam8 | cam8 |", 1, "no power analysis"),
 ("absent", "hold slack of axis_slice?", ["not"], "README.md", "- Runs with at least one hold (min) path reported:", 1, "max paths only"),
 ("absent", "what clock period was the manchester codec timed at?", ["not"], "README.md", "- Synthesized but never timed:", 1, "never timed"),
 ("absent", "recovery slack of the watchdog reset?", ["not"], "README.md", "| watchdog_fsm | watchdog_fsm |", 1, "synchronous reset, no recovery check, no DFFSR"),
 ("absent", "What did the iverilog simulation of cam8 print?", ["manchester"], "README.md", "- Icarus Verilog:", 1, "only manchester was simulated"),
 ("absent", "area of watchdog_timer?", ["watchdog_fsm"], "README.md", "| watchdog_fsm | watchdog_fsm |", 1, "close name"),
 ("absent", "tns for lzc16?", ["not"], "README.md", "- `tns` line printed in:", 1, "lzc16 printed only worst slack"),
 ("absent", "Which FSM encoding did yosys pick for token_bucket?", ["watchdog_fsm"], "README.md", "- FSM extraction:", 1, "no FSM extracted there"),
 ("absent", "What's the setup slack of ddr_tx_lane in this project?", ["not"], "README.md", "16 run folders under", 1, "not a run of this set"),
]


def find(path, snip, occ):
    with open(os.path.join(HERE, path)) as fh:
        lines = fh.read().split("\n")
    n = 0
    for i, l in enumerate(lines, 1):
        if snip in l:
            n += 1
            if n == occ:
                return i
    raise SystemExit(f"snippet not found: {path}: {snip!r} #{occ}")


def main():
    with open(os.path.join(HERE, "questions.jsonl"), "w") as fh:
        for k, (cat, q, mc, path, snip, occ, notes) in enumerate(Q, 1):
            d = {"id": f"q{k:03d}", "category": cat, "scope": S, "question": q, "must_contain": mc,
                 "evidence": f"{path}:{find(path, snip, occ)}", "notes": notes}
            fh.write(json.dumps(d) + "\n")
    print(len(Q), "questions")


if __name__ == "__main__":
    main()
