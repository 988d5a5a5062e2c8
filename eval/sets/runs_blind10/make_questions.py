#!/usr/bin/env python3
"""Write questions.jsonl (hand-typed questions; evidence line found by a text snippet). Standard library only."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
S = "proj:blind10"

# (category, question, must_contain, file, snippet, occurrence (1-based; -1 = last), notes)
Q = [
 # ---------------- factual
 ("factual", "fletcher_fast slack?", ["-0.744"], "runs/fletcher_fast/fl_fast_sta.rpt", "slack (VIOLATED)", 1, "single max path at 6 ns, in_byte[2] -> _492_"),
 ("factual", "Where does the failing path in the 6 ns Fletcher run start and end?", ["in_byte[2]", "_492_"], "runs/fletcher_fast/fl_fast_sta.rpt", "Startpoint: in_byte[2]", 1, "input port to s2 flop"),
 ("factual", "cell count for fletcher16 after abc?", ["264"], "runs/fletcher_fast/fl_fast_synth.log", "Number of cells:                264", 1, "final stat; the earlier 244 is the pre-mapping stat"),
 ("factual", "hold slack on the divider?", ["0.396"], "runs/seq_divider8/div_timing.rpt", "0.396   slack (MET)", 1, "min path _390_ -> _408_"),
 ("factual", "What encoding did yosys give the divider's state machine, and how many state bits?", ["one-hot", "4"], "README.md", "- FSM extraction: seq_divider8", 1, "fsm_recode auto -> one-hot"),
 ("factual", "area of the rr_state submodule in the round-robin arbiter?", ["4100"], "runs/rr_arbiter4/rr_yosys.txt", "Chip area for module '\\rr_state'", 1, "hierarchy kept, per-module stat"),
 ("factual", "Total chip area for rr_arbiter4 including the submodules?", ["12564"], "runs/rr_arbiter4/rr_yosys.txt", "Chip area for top module '\\rr_arbiter4'", 1, "design hierarchy total"),
 ("factual", "what total power does OpenSTA give for the sigma-delta modulator?", ["9.76e-03"], "runs/sd_mod2/sd_sta.rpt", "Total                  8.46e-03", 1, "report_power, watts, default activity"),
 ("factual", "sd_mod2 setup slack at 10ns", ["2.511"], "runs/sd_mod2/sd_sta.rpt", "2.511   slack (MET)", 1, "_759_ -> _734_"),
 ("factual", "How much area is bs_acc in the bit-serial multiplier?", ["21912"], "runs/bitser_mult/bsm.log", "Chip area for module '\\bs_acc'", 1, "per-module stat"),
 ("factual", "bitser_mult worst setup slack, and which flop does that path end at?", ["0.250", "u_acc/_226_"], "runs/bitser_mult/bsm_sta.rpt", "0.250   slack (MET)", 1, "input port start -> u_acc/_226_"),
 ("factual", "how many DFFPOSX1 in sfifo_af?", ["84"], "runs/sfifo_af/sfifo_yosys.log", "DFFPOSX1                       84", 1, "64 storage bits + pointers, count, rd_data, flags"),
 ("factual", "Hold slack for the sync fifo?", ["0.445"], "runs/sfifo_af/sfifo_timing.rpt", "0.445   slack (MET)", 1, "min path _624_ -> _624_"),
 ("factual", "pwm_capture: setup slack in the pclk domain?", ["4.364"], "runs/pwm_capture/pwmcap_sta.rpt", "4.364   slack (MET)", 1, "_474_ -> _447_"),
 ("factual", "What's the area of the PWM capture block?", ["55128"], "runs/pwm_capture/pwmcap_yosys.log", "Chip area for module '\\pwm_capture'", 1, "stat -liberty"),
 ("factual", "hamdist16 printed a resize warning - which port, and from/to what width?", ["u_p3.cnt", "2", "3"], "runs/hamdist16/ham_synth.log", "Resizing cell port", 1, "from 2 bits to 3 bits"),
 ("factual", "Which flop is the endpoint of the violating path in hamdist16, and what's the slack?", ["_325_", "-0.287"], "runs/hamdist16/ham_timing.rpt", "-0.287   slack (VIOLATED)", 1, "_327_ -> _325_ at 3.5 ns"),
 ("factual", "what period does STA derive for tick_clk in ts_compare?", ["32.00"], "runs/ts_compare/tsc_sta.rpt", "tick_clk                 32.00", 1, "generated, divide_by 4 of 8 ns"),
 ("factual", "ts_compare worst setup slack + startpoint?", ["4.624", "rst"], "runs/ts_compare/tsc_sta.rpt", "4.624   slack (MET)", 1, "rst -> _483_"),
 ("factual", "onehot_check has a min-delay violation - on which output and by how much?", ["multi", "-0.282"], "runs/onehot_check/onehot_sta.rpt", "-0.282   slack (VIOLATED)", 1, "sel[13] -> multi, set_min_delay 0.5"),
 ("factual", "Which signals became latches in op_decode_lat?", ["alu_fn", "imm_en", "shamt"], "README.md", "- Inferred latches: op_decode_lat", 1, "three Latch inferred lines; wr_en has a default"),
 ("factual", "Generic cell count of the pulse stretcher?", ["52"], "runs/pulse_stretch/pstretch_generic.log", "Number of cells:                 52", -1, "final stat, no liberty"),
 ("factual", "whiten_lfsr9 didn't parse - what line and token does yosys report?", ["38", "TOK_END"], "runs/whiten_lfsr9/whiten_yosys.log", "ERROR: syntax error", 1, "parse error"),
 ("factual", "what module is missing in the evt_logger run?", ["evt_fifo4"], "runs/evt_logger/evt_synth.out", "ERROR: Module", 1, "hierarchy -check error"),
 # ---------------- statistical
 ("statistical", "how many runs failed in yosys? which?", ["2", "whiten_lfsr9", "evt_logger"], "README.md", "- Yosys reached `End of script.`", 1, "syntax error + elaboration error"),
 ("statistical", "How many runs went through OpenSTA?", ["11"], "README.md", "- Timed with OpenSTA:", 1, "11 timed runs"),
 ("statistical", "biggest design by area?", ["sfifo_af", "69732"], "README.md", "- Largest area:", 1, "area ranking"),
 ("statistical", "Which mapped run is the smallest in area?", ["op_decode_lat", "2916"], "README.md", "- Largest area:", 1, "latch cells have no area"),
 ("statistical", "total DFFPOSX1 across all runs?", ["463"], "README.md", "- Sequential cell DFFPOSX1:", 1, "11 runs"),
 ("statistical", "which run has the highest cell count?", ["sd_mod2", "408"], "README.md", "- Total cells", 1, "cell ranking"),
 ("statistical", "Of everything timed, which run has the worst setup slack?", ["fletcher_fast", "-0.744"], "README.md", "- Worst setup slack:", 1, "ranking"),
 ("statistical", "Among runs that meet setup, which one has the least margin?", ["bitser_mult", "0.250"], "README.md", "- Smallest positive setup slack:", 1, "smallest positive slack"),
 ("statistical", "how many timed runs have a setup violation?", ["2", "fletcher_fast", "hamdist16"], "README.md", "- Timed runs with a setup (max) violation:", 1, "two setup-violating runs"),
 ("statistical", "Which timed runs have any failing check at all, setup or min-delay?", ["fletcher_fast", "hamdist16", "onehot_check"], "README.md", "- Timed runs with a setup (max) violation:", 1, "onehot_check fails its set_min_delay"),
 ("statistical", "Tightest flop-to-flop hold slack in the set, and where?", ["ts_compare", "0.220"], "README.md", "- Hold / min-delay paths reported:", 1, "min over MET hold paths; onehot -0.282 is a min-delay on a comb path"),
 ("statistical", "How many runs have hold/min paths in their reports?", ["7"], "README.md", "- Runs with at least one hold (min) path reported:", 1, "count"),
 ("statistical", "mean chip area over runs that have an area?", ["34637.23"], "README.md", "- Runs with an area:", 1, "13 runs"),
 ("statistical", "sum of area over the timed runs?", ["442520"], "README.md", "- Total area of the 11 timed runs:", 1, "11 timed runs"),
 ("statistical", "which run has the highest area per cell?", ["status_merge", "186.46"], "README.md", "- Highest area per cell:", 1, "area / cells"),
 ("statistical", "area per cell for the sync fifo?", ["178.34"], "README.md", "| 1 | sfifo_af |", 1, "69732 / 391"),
 ("statistical", "cells per flop in the sigma-delta run?", ["9.95"], "README.md", "| 2 | sd_mod2 |", 1, "408 / 41"),
 ("statistical", "how much more setup slack does fletcher_slow have than fletcher_fast?", ["6.000"], "README.md", "- Slack difference slow - fast:", 1, "5.256 - (-0.744)"),
 ("statistical", "Add up the yosys 'Warnings: ... total' numbers across all runs.", ["46"], "README.md", "Warnings: N unique messages, M total", 1, "hamdist16 1 + status_merge 45"),
 ("statistical", "How many 'multiple conflicting drivers' warnings are in the status merge log?", ["36"], "README.md", "- status_merge totals:", 1, "over three check passes"),
 ("statistical", "fmax for the divider?", ["187.9"], "README.md", "| seq_divider8 | div_timing.rpt |", 1, "1000 / 5.321"),
 ("statistical", "Which liberty-mapped runs have no flip-flops?", ["onehot_check", "op_decode_lat"], "README.md", "- Most flops:", 1, "comb checker and latch decoder"),
 ("statistical", "In bitser_mult, what share of the area is the accumulator submodule?", ["70.67"], "README.md", "- bitser_mult area shares:", 1, "21912 / 31008"),
 ("statistical", "which runs have a nonzero tns, and what are the values?", ["fletcher_fast", "-4.09", "hamdist16", "-0.43"], "README.md", "- `tns` line printed in:", 1, "tns lines"),
 ("statistical", "How many designs were synthesized but never timed? name them", ["3", "op_decode_lat", "status_merge", "pulse_stretch"], "README.md", "- Synthesized but never timed:", 1, "3 untimed runs"),
 ("statistical", "Which timed design needs the longest clock period (single-clock paths)?", ["sd_mod2", "7.489"], "README.md", "- Largest minimum period:", 1, "period - slack; ts_compare tick_clk is cross-clock"),
 ("statistical", "how many of the synthesized runs are latch-free?", ["13"], "README.md", "- Inferred latches: op_decode_lat", 1, "14 synthesized, only op_decode_lat has latches"),
 ("statistical", "rr_arbiter4: how many cells do the two rr_pick copies add up to?", ["16"], "README.md", "- rr_arbiter4: rr_pick is instantiated 2 times", 1, "8 cells x 2"),
 # ---------------- reasoning
 ("reasoning", "fletcher_fast misses at 6 ns. What's the shortest clock period that would pass?", ["6.744"], "README.md", "| fletcher_fast | fl_fast_sta.rpt |", 1, "6 + 0.744"),
 ("reasoning", "would the fletcher16 checksum close at 7 ns?", ["6.744"], "README.md", "| fletcher_fast | fl_fast_sta.rpt |", 1, "min period 6.744 < 7 -> yes, ~0.256 margin"),
 ("reasoning", "why do fletcher_fast and fletcher_slow have exactly the same cell count and area?", ["264", "41016"], "README.md", "- Netlists: fletcher_fast cells", 1, "same RTL and script; the period only enters STA"),
 ("reasoning", "What actually changed between the two Fletcher runs, and what stayed the same?", ["-0.744", "5.256"], "README.md", "- fletcher_slow at 12 ns:", 1, "only the clock (6 vs 12 ns); same path in_byte[2] -> _492_, same arrival 6.468"),
 ("reasoning", "The fast Fletcher endpoint table lists 6 violators, but do the listed ones account for the whole tns?", ["-4.09"], "runs/fletcher_fast/fl_fast_sta.rpt", "tns -4.09", 1, "6 rows sum to about -3.52, so more endpoints violate than the -group_count 6 table shows"),
 ("reasoning", "What's the minimum period for hamdist16, and would it pass at 4 ns?", ["3.787"], "README.md", "| hamdist16 | ham_timing.rpt |", 1, "3.5 + 0.287 = 3.787 < 4 -> yes"),
 ("reasoning", "does the resize warning in hamdist16 actually break the distance result?", ["c3"], "runs/hamdist16/hamdist16.v", "wire [1:0]  c3;", 1, "c3 declared 2 bits; a nibble with 4 differing bits counts 4 -> truncated to 0"),
 ("reasoning", "The hamdist sim shows mismatches. What's the root cause?", ["u_p3"], "runs/hamdist16/ham_sim.log", "a=f000 b=0000 dist=0 expected=4", 1, "top nibble count truncated by the 2-bit c3 on u_p3.cnt"),
 ("reasoning", "yosys says whiten_lfsr9.v line 38, but where is the real bug?", ["37", "semicolon"], "runs/whiten_lfsr9/whiten_lfsr9.v", "dout <= din ^ pn", 1, "missing ; at end of line 37"),
 ("reasoning", "how do I fix the evt_logger elaboration error?", ["evt_fifo4", "evt_fifo.v"], "runs/evt_logger/evt_fifo.v", "module evt_fifo (", 1, "instance uses evt_fifo4 but evt_fifo.v defines evt_fifo"),
 ("reasoning", "Why did op_decode_lat end up with latches?", ["alu_fn", "default"], "runs/op_decode_lat/opdec.log", "Latch inferred for signal `\\op_decode_lat.\\alu_fn'", 1, "always @* case without default; not all outputs assigned in every branch"),
 ("reasoning", "Is the 2916 area of the opcode decoder the whole story?", ["$_DLATCH_N_", "6"], "runs/op_decode_lat/opdec.log", "Area for cell type $_DLATCH_N_ is unknown!", 1, "6 unmapped latch cells carry no area"),
 ("reasoning", "what do the conflicting-driver warnings in status_merge mean for the actual hardware?", ["link_sts"], "README.md", "- status_merge netlist `status_merge_gl.v` ends with:", 1, "the two assigns short link_sts to dma_sts; status only reflects dma_sts"),
 ("reasoning", "what happened to err_sticky[7:4] in status_merge after synthesis?", ["constant"], "runs/status_merge/merge_synth.log", "Driver-driver conflict for \\err_sticky [7]", 1, "resolved using constant 0; upper sticky bits are lost"),
 ("reasoning", "How would you fix status_merge so it stops warning about multiple drivers?", ["sts_word", "err_sticky"], "runs/status_merge/status_merge.v", "assign sts_word[3:0] = link_sts;", 1, "drive sts_word[7:4] from link_sts; merge the two always blocks into one"),
 ("reasoning", "onehot_check fails a min-delay check - why and what would fix it?", ["0.218", "0.5"], "runs/onehot_check/onehot_sta.rpt", "-0.282   slack (VIOLATED)", 1, "shortest path 0.218 < set_min_delay 0.5; relax the constraint or add delay"),
 ("reasoning", "onehot_check prints worst slack 4.29, so it's clean, right?", ["-0.282"], "README.md", "- onehot_check (no clock", 1, "report_worst_slack covers max only; the min-delay path is VIOLATED"),
 ("reasoning", "What's the biggest single delay on the sigma-delta critical path and why?", ["_759_", "1.313"], "runs/sd_mod2/sd_sta.rpt", "_759_/Q (DFFPOSX1)", 1, "launch flop (bit_out feedback) drives 1.178 of load"),
 ("reasoning", "In bitser_mult, why is the u_opa -> u_acc path checked against 12 ns instead of 4?", ["multicycle", "9.632"], "runs/bitser_mult/bsm_sta.rpt", "9.632   slack (MET)", 1, "set_multicycle_path -setup 3 through u_acc/mcand"),
 ("reasoning", "Which stage dominates bitser_mult's worst path?", ["u_ctrl/_19_", "0.855"], "runs/bitser_mult/bsm_sta.rpt", "u_ctrl/_19_/Y (NOR2X1)", 1, "load signal fanning out into the datapath"),
 ("reasoning", "why is there no cap_clk to pclk path in pwm_capture's report?", ["asynchronous"], "runs/pwm_capture/pwmcap_sta.rpt", "No paths found.", 1, "set_clock_groups -asynchronous"),
 ("reasoning", "What dominates the pclk-side worst path in pwm_capture?", ["_382_", "1.461"], "runs/pwm_capture/pwmcap_sta.rpt", "_382_/Y (XOR2X1)", 1, "toggle-change detect fanning out to the hi_time/period load enables"),
 ("reasoning", "In ts_compare, why does the tick_clk path launch at 24 ns?", ["32"], "runs/ts_compare/tsc_sta.rpt", "24.000   24.000   clock clk (rise edge)", 1, "launched by clk, captured by tick_clk at 32; nearest earlier clk edge is 24, so 8 ns to work with"),
 ("reasoning", "what's the slowest cell on ts_compare's worst path and why is it so slow?", ["_245_", "1.420"], "runs/ts_compare/tsc_sta.rpt", "_245_/Y (INVX1)", 1, "rst inverter with high fanout to every flop's reset mux"),
 ("reasoning", "Which gate dominates the divider's critical path?", ["_228_", "1.039"], "runs/seq_divider8/div_timing.rpt", "_228_/Y (OAI21X1)", 1, "plus _376_ 0.950 before it"),
 ("reasoning", "Could the round-robin arbiter run at 3.5 ns?", ["3.275"], "README.md", "| rr_arbiter4 | rr_sta.rpt |", 1, "5 - 1.725 = 3.275 < 3.5 -> yes"),
 # ---------------- absent
 ("absent", "worst slack of fletcher32?", ["fletcher16"], "README.md", "| fletcher_fast | fletcher16 |", 1, "no such design; fletcher16 exists"),
 ("absent", "chip area of pulse_stretch?", ["liberty"], "README.md", "| pulse_stretch | pulse_stretch |", 1, "generic synth without liberty"),
 ("absent", "hold slack in sd_mod2?", ["not"], "README.md", "- Runs with at least one hold (min) path reported:", 1, "only a max path reported"),
 ("absent", "how many cells did whiten_lfsr9 map to?", ["fail"], "README.md", "| whiten_lfsr9 | whiten_lfsr9 |", 1, "syntax error, no netlist"),
 ("absent", "setup slack of status_merge?", ["not"], "README.md", "- Synthesized but never timed:", 1, "never timed"),
 ("absent", "area of evt_logger?", ["fail"], "README.md", "| evt_logger | evt_logger |", 1, "elaboration failed"),
 ("absent", "slack for seq_divider16?", ["seq_divider8"], "README.md", "| seq_divider8 | seq_divider8 |", 1, "only the 8-bit divider"),
 ("absent", "cell count of rr_arbiter8?", ["rr_arbiter4"], "README.md", "| rr_arbiter4 | rr_arbiter4 |", 1, "only the 4-requester arbiter"),
 ("absent", "timing of hamdist32?", ["hamdist16"], "README.md", "| hamdist16 | hamdist16 |", 1, "only the 16-bit unit"),
 ("absent", "what did verilator lint say about sfifo_af?", ["not"], "README.md", "- No other tool was run:", 1, "no verilator run"),
 ("absent", "power of fletcher_fast?", ["not"], "README.md", "- report_power was run only in:", 1, "report_power only in sd_mod2"),
 ("absent", "hold slack of hamdist16?", ["not"], "README.md", "- Runs with at least one hold (min) path reported:", 1, "max paths only"),
 ("absent", "what clock period was pulse_stretch timed at?", ["not"], "README.md", "- Synthesized but never timed:", 1, "never timed"),
 ("absent", "recovery/removal slack on pwm_capture's reset?", ["not"], "README.md", "| pwm_capture | pwm_capture |", 1, "synchronous reset, false path from rst, no DFFSR, no recovery checks"),
 ("absent", "What did the simulation of sfifo_af print?", ["hamdist16"], "README.md", "- Icarus Verilog:", 1, "only hamdist16 was simulated"),
 ("absent", "area of async_fifo_af?", ["sfifo_af"], "README.md", "| sfifo_af | sfifo_af |", 1, "near-miss name; only the single-clock FIFO exists"),
 ("absent", "tns for ts_compare?", ["not"], "README.md", "- Timed runs whose report has no `tns` line:", 1, "ts_compare printed worst slack and wns only"),
 ("absent", "which FSM encoding did yosys pick for bitser_mult?", ["seq_divider8"], "README.md", "- FSM extraction:", 1, "no FSM extracted there"),
 ("absent", "setup slack of pwm_gen in this project?", ["not"], "README.md", "16 run folders under", 1, "not a run of this set"),
 ("absent", "max fanout violations reported for sd_mod2?", ["not"], "README.md", "| sd_mod2 | sd_mod2 |", 1, "no report_check_types there (only sfifo_af ran it); the fanout field was requested but not printed"),
 ("absent", "area of onehot_decode?", ["onehot_check"], "README.md", "| onehot_check | onehot_check |", 1, "near-miss name"),
]


def find(path, snip, occ):
    with open(os.path.join(HERE, path)) as fh:
        lines = fh.read().split("\n")
    hits = [i for i, l in enumerate(lines, 1) if snip in l]
    if not hits or (occ > 0 and len(hits) < occ):
        raise SystemExit(f"snippet not found: {path}: {snip!r} #{occ}")
    return hits[occ - 1] if occ > 0 else hits[occ]


def main():
    with open(os.path.join(HERE, "questions.jsonl"), "w") as fh:
        for k, (cat, q, mc, path, snip, occ, notes) in enumerate(Q, 1):
            d = {"id": f"q{k:03d}", "category": cat, "scope": S, "question": q, "must_contain": mc,
                 "evidence": f"{path}:{find(path, snip, occ)}", "notes": notes}
            fh.write(json.dumps(d) + "\n")
    cats = {}
    for c, *_ in Q:
        cats[c] = cats.get(c, 0) + 1
    print(len(Q), "questions", cats)


if __name__ == "__main__":
    main()
