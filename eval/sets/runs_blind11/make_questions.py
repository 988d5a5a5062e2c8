#!/usr/bin/env python3
"""Write questions.jsonl (hand-typed questions; evidence line found by a text snippet). Standard library only."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
S = "proj:blind11"
R = "README.md"

# (category, question, must_contain, file, snippet, occurrence (1-based; -1 = last), notes)
Q = [
 # ---------------- factual
 ("factual", "sqrt_iter8 setup slack @ 8ns?", ["4.094"], "runs/sqrt_iter8/sqrt_timing.rpt", "4.094   slack (MET)", 1, "max path start -> _540_, 8 ns clock"),
 ("factual", "what hold margin does the square-root unit have", ["0.443"], "runs/sqrt_iter8/sqrt_timing.rpt", "0.443   slack (MET)", 1, "min path _504_ -> _504_"),
 ("factual", "which state encoding did yosys choose for the sqrt controller, and how many flops does it take?", ["one-hot", "3"], "runs/sqrt_iter8/sqrt_synth.log", "mapping auto encoding to", 1, "fsm_recode auto -> one-hot, Number of state bits 3"),
 ("factual", "did the sqrt testbench pass? how many vectors", ["12", "0 errors"], "runs/sqrt_iter8/sqrt_sim.log", "summary:", 1, "summary: 12 vectors checked, 0 errors"),
 ("factual", "quad_dec: hold slack on the enc_a path?", ["-0.816"], "runs/quad_dec/quad_sta.rpt", "-0.816   slack (VIOLATED)", 1, "enc_a -> _400_, zero min input delay vs 0.8 hold uncertainty"),
 ("factual", "whats the removal slack on rst_n in the encoder block", ["-1.105"], "runs/quad_dec/quad_sta.rpt", "-1.105   slack (VIOLATED)", 1, "rst_n -> _362_/R removal check"),
 ("factual", "What flop cell does quad_dec end up with and how many of them?", ["DFFSR", "47"], "runs/quad_dec/quad_yosys.log", "DFFSR                          47", 1, "async reset -> DFFSR"),
 ("factual", "area of the histogram block?", ["206992"], "runs/hist_bins16/hist_yosys.log", "Chip area for module '\\hist_bins16'", 1, "stat -liberty"),
 ("factual", "how did yosys turn the bins array of hist_bins16 into logic?", ["16", "12"], "runs/hist_bins16/hist_yosys.log", "created 16 $dff cells", 1, "memory_map: created 16 $dff cells ... of width 12"),
 ("factual", "dual_nco - area of the 16-bit accumulator instance?", ["43904"], "runs/dual_nco/nco_synth.log", "00010000': 43904", 1, "$paramod nco_acc W=16 per-module stat"),
 ("factual", "clk period and waveform in dual_nco's timing run", ["9.00", "4.50"], "runs/dual_nco/nco_sta.rpt", "clk                       9.00", 1, "report_clock_properties; clock comes from dual_nco.sdc"),
 ("factual", "min_find8 worst slack, and where does that path end?", ["-1.601", "_388_"], "runs/min_find8/minf_sta.rpt", "-1.601   slack (VIOLATED)", 1, "_398_ -> _388_ at 5 ns"),
 ("factual", "tns for min_find8?", ["-19.12"], "runs/min_find8/minf_sta.rpt", "tns -19.12", 1, "report_tns"),
 ("factual", "how big is one cmp_sel in area", ["8136"], "runs/min_find8/minf_synth.log", "Chip area for module '\\cmp_sel'", 1, "per-module stat, hierarchy kept"),
 ("factual", "cell count for rtc_calendar?", ["160"], "runs/rtc_calendar/rtc_generic.log", "Number of cells:                160", -1, "generic gates, final stat"),
 ("factual", "pkt_parser wont parse -- what line does yosys complain about and what token?", ["45", "unexpected ':'"], "runs/pkt_parser/pkt_yosys.log", "ERROR: syntax error", 1, "pkt_parser.v:45"),
 ("factual", "tx_framer elab error: which instance and port name?", ["u_chk", "din"], "runs/tx_framer/txf_synth.out", "ERROR: Module", 1, "frm_chk has no port din"),
 ("factual", "chip area of the fan controller?", ["36220"], "runs/fan_tach_ctrl/fan_synth.log", "Chip area for module '\\fan_tach_ctrl'", 1, "stat -liberty"),
 ("factual", "which outputs of hdr_classify turned into latches?", ["prio", "queue"], "runs/hdr_classify/hdr_synth.log", "Latch inferred for signal `\\hdr_classify.\\prio'", 1, "two Latch inferred lines"),
 ("factual", "sat_round16 max-delay slack and the path it's on", ["4.187", "shamt[1]", "res[0]"], "runs/sat_round16/satr_sta.rpt", "4.187   slack (MET)", 1, "set_max_delay 12.0"),
 ("factual", "adpcm_enc4 printed a resize warning, which port and which widths?", ["u_tab.idx", "6", "7"], "runs/adpcm_enc4/adpcm_synth.log", "Resizing cell port", 1, "from 6 bits to 7 bits"),
 ("factual", "edge_rate_nogrp: slack on the clk_evt->clk_ref crossing?", ["0.208"], "runs/edge_rate_nogrp/erm2_sta.rpt", "0.208   slack (MET)", 1, "_726_ -> _669_, launch 49 capture 50"),
 ("factual", "total power for the ws2812 encoder", ["6.79e-02"], "runs/ws2812_enc/ws_sta.rpt", "Total                  6.13e-02", 1, "report_power, watts"),
 ("factual", "what period does sta give clk_half in ws2812_enc", ["10.00"], "runs/ws2812_enc/ws_sta.rpt", "clk_half                 10.00", 1, "generated, divide_by 2 of 5 ns"),
 ("factual", "ps2 receiver setup slack at 6ns?", ["3.205"], "runs/ps2_rx/ps2_sta.rpt", "3.205   slack (MET)", 1, "_320_ -> _330_"),
 # ---------------- statistical
 ("statistical", "how many runs died in yosys and which ones", ["2", "pkt_parser", "tx_framer"], R, "- Yosys reached `End of script.`", 1, "syntax error + elaboration error"),
 ("statistical", "How many runs went through STA?", ["11"], R, "- Timed with OpenSTA:", 1, "11 timed runs"),
 ("statistical", "which designs got synthesized but never timed", ["rtc_calendar", "fan_tach_ctrl", "hdr_classify"], R, "- Synthesized but never timed:", 1, "3 runs"),
 ("statistical", "largest design by area?", ["hist_bins16", "206992"], R, "- Largest area:", 1, "area ranking"),
 ("statistical", "smallest mapped design, area-wise", ["hdr_classify", "6684"], R, "- Largest area:", 1, "latch cells carry no area"),
 ("statistical", "total DFFPOSX1 count over every run?", ["830"], R, "- Sequential cell DFFPOSX1:", 1, "10 runs; quad_dec uses DFFSR instead"),
 ("statistical", "which run has the most cells", ["hist_bins16", "1287"], R, "- Total cells", 1, "cell ranking"),
 ("statistical", "which timed runs have a setup violation?", ["min_find8"], R, "- Timed runs with a setup (max) violation:", 1, "only one"),
 ("statistical", "Which runs fail hold / min-delay checks?", ["quad_dec", "sat_round16"], R, "- Timed runs with a setup (max) violation:", 1, "quad_dec hold+removal, sat_round16 set_min_delay"),
 ("statistical", "how many timed runs are fully clean (every reported path MET)?", ["8"], R, "- Timed runs with a setup (max) violation:", 1, "11 timed minus min_find8, quad_dec, sat_round16"),
 ("statistical", "among the runs that meet setup, which one is closest to failing?", ["adpcm_enc4", "2.177"], R, "- Smallest positive setup slack", 1, "same-clock groups only"),
 ("statistical", "which design needs the slowest clock?", ["adpcm_enc4", "22.823"], R, "- Largest minimum period:", 1, "25 - 2.177"),
 ("statistical", "avg area over the runs that report one?", ["75225.85"], R, "- Runs with an area:", 1, "13 runs"),
 ("statistical", "median cell count across mapped runs", ["363"], R, "- Total cells", 1, "13 runs"),
 ("statistical", "which run has the highest area per cell", ["quad_dec", "238.95"], R, "- Highest area per cell:", 1, "DFFSR cells are large"),
 ("statistical", "cells per flop for the adpcm encoder?", ["28.23"], R, "| 2 | adpcm_enc4 |", 1, "1129 / 40"),
 ("statistical", "total flops in the timed runs combined?", ["833"], R, "- Total area of the 11 timed runs:", 1, "sum of DFF* over 11 timed runs"),
 ("statistical", "how many runs have at least one hold path in their report?", ["8"], R, "- Runs with at least one hold (min) path reported:", 1, "count"),
 ("statistical", "tightest passing hold slack in the whole set, which run", ["ws2812_enc", "0.307"], R, "- Smallest MET hold slack:", 1, "path from the generated clock's source pin"),
 ("statistical", "add up yosys' 'Warnings: ... total' over all runs", ["18"], R, "- Yosys `Warnings: N unique messages, M total` lines:", 1, "fan_tach_ctrl 17 + adpcm_enc4 1"),
 ("statistical", "how many 'multiple conflicting drivers' warnings in the fan log?", ["5"], R, "- fan_tach_ctrl totals:", 1, "fault x2, pwm_out x3"),
 ("statistical", "fmax of sqrt_iter8?", ["256.0"], R, "| sqrt_iter8 | sqrt_timing.rpt |", 1, "1000 / 3.906"),
 ("statistical", "dual_nco: how much bigger is the 16-bit accumulator than the 12-bit one (area)?", ["11756"], R, "- dual_nco: nco_acc elaborated twice", 1, "43904 - 32148"),
 ("statistical", "what % of min_find8's area is the comparators?", ["52.43"], R, "- min_find8: cmp_sel is instantiated 7 times", 1, "7 x 8136 / 108632"),
 ("statistical", "quad_dec - how many flops violate hold?", ["47"], R, "- quad_dec: hold path", 1, "all 47 D pins in -all_violators"),
 ("statistical", "which run has a non-zero tns and what is it", ["min_find8", "-19.12"], R, "- `tns` line printed in:", 1, "others 0.00"),
 ("statistical", "how many sta scripts threw their own error or warning, which runs?", ["ps2_rx", "adpcm_enc4"], R, "- OpenSTA `Error:` lines:", 1, "1 error + 1 warning"),
 ("statistical", "combined area of the untimed runs that have an area", ["42904"], R, "- Untimed runs with an area:", 1, "fan_tach_ctrl + hdr_classify"),
 ("statistical", "best setup slack of any same-clock group in the set?", ["5.605", "clk_ref"], R, "- Worst setup slack:", 1, "clk_ref group of edge_rate_mon (edge_rate_async; the same _705_ -> _667_ path is also in edge_rate_nogrp's third report)"),
 ("statistical", "which timed runs never got a hold check in the report?", ["hist_bins16", "min_find8", "ps2_rx"], R, "- Runs with at least one hold (min) path reported:", 1, "max-only reports"),
 ("statistical", "how many DFFSR cells overall and in which runs?", ["47", "quad_dec"], R, "- Sequential cell DFFSR:", 1, "only quad_dec"),
 # ---------------- reasoning
 ("reasoning", "min_find8 misses at 5ns. shortest period that would close?", ["6.601"], R, "| min_find8 | minf_sta.rpt |", 1, "5 + 1.601"),
 ("reasoning", "would min_find8 make it at 6.5 ns?", ["6.601"], R, "| min_find8 | minf_sta.rpt |", 1, "6.601 > 6.5 -> no, about 0.1 ns short"),
 ("reasoning", "what's making the min_find8 critical path so long?", ["u_c0", "u_d0", "u_e0"], "runs/min_find8/minf_sta.rpt", "u_e0/_110_/Y (AOI22X1)", 1, "path runs through all three comparator levels, ~2 ns per cmp_sel"),
 ("reasoning", "why is quad_dec failing hold when the paths are just synchronizer flops?", ["0.800", "uncertainty"], "runs/quad_dec/quad_sta.rpt", "0.800    0.800   clock uncertainty", 2, "set_clock_uncertainty -hold 0.8 and set_input_delay -min 0.0: data arrives at 0 vs required 0.816"),
 ("reasoning", "quad_dec prints wns 0.00 and tns 0.00 so timing's clean right?", ["-0.816", "-1.105"], R, "- quad_dec: hold path", 1, "wns/tns cover setup only; hold and removal violate"),
 ("reasoning", "why does quad_dec have removal/recovery checks and none of the other runs?", ["DFFSR", "rst_n"], R, "- quad_dec: hold path", 1, "async active-low reset -> DFFSR R pin; other designs use sync reset"),
 ("reasoning", "edge_rate_async prints 'No paths found' for clk_evt to clk_ref. why", ["asynchronous"], "runs/edge_rate_async/erm_async.sdc", "set_clock_groups -asynchronous", 1, "clock groups cut the crossing"),
 ("reasoning", "what's actually different between the two edge_rate_mon runs?", ["0.208", "asynchronous"], R, "- edge_rate_nogrp (no groups):", 1, "same netlist 415 cells; nogrp times crossing (0.208), async groups cut it"),
 ("reasoning", "in edge_rate_nogrp the crossing path launches at 49 and is captured at 50, where does that come from?", ["49", "50"], "runs/edge_rate_nogrp/erm2_sta.rpt", "49.000   49.000   clock clk_evt (rise edge)", 1, "7 ns and 10 ns edges: closest pair 49/50 -> 1 ns window"),
 ("reasoning", "is the 0.208 crossing slack in edge_rate_nogrp something to worry about?", ["asynchronous"], R, "- edge_rate_async (asynchronous groups):", 1, "Gray code + 2-flop sync; unrelated clocks, should be cut as in edge_rate_async"),
 ("reasoning", "why didn't yosys extract ps2_rx's state machine?", ["benefit from recoding"], "runs/ps2_rx/ps2_synth.log", "Not marking ps2_rx.st", 1, "fsm_detect declined"),
 ("reasoning", "the ps2 sta report has no slew/cap violator listing, what went wrong", ["-max_slew", "not a known"], "runs/ps2_rx/ps2_sta.rpt", "Error: ps2_sta.tcl, 8", 1, "OpenSTA 2.0.17 report_check_types takes -max_transition, not -max_slew"),
 ("reasoning", "adpcm sta warns about a port - does that leave the PCM inputs unconstrained?", ["sample_in", "pcm_in"], "runs/adpcm_enc4/adpcm_sta.tcl", "get_ports {in_valid pcm_in", 1, "pcm_in/in_valid got input delay from line 5; sample_in is not a port"),
 ("reasoning", "what does the adpcm resize warning mean functionally? which RTL line", ["tab_idx", "88"], "runs/adpcm_enc4/adpcm_enc4.v", "wire       [5:0]  tab_idx = index;", 1, "7-bit index (0..88) truncated to 6 bits -> entries 64..88 unreachable"),
 ("reasoning", "could adpcm_enc4 run at 20 ns?", ["22.823"], R, "| adpcm_enc4 | adpcm_sta.rpt |", 1, "min period 22.823 > 20 -> no"),
 ("reasoning", "are the latches in hdr_classify intended?", ["queue", "prio"], "runs/hdr_classify/hdr_classify.v", "else if (proto == 8'd1)", 1, "no: IPv4 with other proto and non-VLAN non-ARP leave outputs unassigned"),
 ("reasoning", "hdr_classify reports 6684 area - is that all of it?", ["$_DLATCH_N_", "5"], "runs/hdr_classify/hdr_synth.log", "Area for cell type $_DLATCH_N_ is unknown!", 1, "5 unmapped latches have no area"),
 ("reasoning", "fan_tach_ctrl: what happened to the stall fault flag in the netlist?", ["1'h0"], R, "- fan_tach_ctrl netlist", 1, "driver conflict resolved using constant; fault tied to 0"),
 ("reasoning", "which RTL lines cause the pwm_out conflict in fan_tach_ctrl?", ["status[4]", "status[6:4]"], "runs/fan_tach_ctrl/fan_tach_ctrl.v", "assign status[4]   = pwm_out;", 1, "status[4] driven by tach_s[0] and pwm_out -> nets merged"),
 ("reasoning", "why does the 12-bit nco_acc have 25 flops when acc+phase+sq_out+wrap is 26 bits?", ["25", "sq_out"], "runs/dual_nco/nco_acc.v", "sq_out <= ph_nx[W-1];", 1, "sq_out and phase[11] load the same value -> merged"),
 ("reasoning", "sat_round16 fails min delay - why, and how would you fix it", ["0.244"], "runs/sat_round16/satr_sta.rpt", "0.244   data arrival time", 1, "shortest path 0.244 vs set_min_delay 1.0; relax or pad"),
 ("reasoning", "sat_round16 says worst slack 4.19 so it passes?", ["-0.756"], R, "- sat_round16 (no clock", 1, "worst slack is max only; min-delay violated"),
 ("reasoning", "ws2812 n_pix -> clk_half path starts at 5ns, why not 0?", ["5.000", "10.000"], "runs/ws2812_enc/ws_sta.rpt", "5.000    5.000   clock clk (rise edge)", 1, "input delay on clk; latest clk edge before clk_half capture at 10 is 5"),
 ("reasoning", "where does the power go in ws2812_enc?", ["Sequential", "89.0%"], "runs/ws2812_enc/ws_sta.rpt", "Sequential             5.52e-02", 1, "flops dominate"),
 ("reasoning", "why so many flops in a 16-bin histogram?", ["192"], R, "- hist_bins16: DFFPOSX1", 1, "memory mapped to flops, no RAM macro"),
 ("reasoning", "what's the slowest stage on hist_bins16's worst path and why", ["_1062_", "1.196"], "runs/hist_bins16/hist_sta.rpt", "_1062_/Y (INVX1)", 1, "smp_bin[3] inverter drives 0.609 cap"),
 ("reasoning", "could sqrt_iter8 close at 4 ns?", ["3.906"], R, "| sqrt_iter8 | sqrt_timing.rpt |", 1, "8 - 4.094 = 3.906 < 4 -> yes"),
 ("reasoning", "yosys says pkt_parser.v line 45 but what's actually wrong?", ["end", "P_LENH"], "runs/pkt_parser/pkt_parser.v", "P_LENH: begin", 1, "begin of P_LENH never closed"),
 ("reasoning", "how to fix tx_framer's elaboration error?", ["data_in"], "runs/tx_framer/frm_chk.v", "input      [7:0] data_in,", 1, "rename .din to .data_in"),
 ("reasoning", "biggest stage on quad_dec's setup path?", ["_199_", "1.861"], "runs/quad_dec/quad_sta.rpt", "_199_/Y (XNOR2X1)", 1, "XNOR after launch flop"),
 # ---------------- absent
 ("absent", "slack of sqrt_iter16?", ["sqrt_iter8"], R, "| sqrt_iter8 | sqrt_iter8 |", 1, "only 8-bit root"),
 ("absent", "area of min_find16", ["min_find8"], R, "| min_find8 | min_find8 |", 1, "near-miss name"),
 ("absent", "cell count for hist_bins32?", ["hist_bins16"], R, "| hist_bins16 | hist_bins16 |", 1, "near-miss"),
 ("absent", "max delay slack of sat_round8?", ["sat_round16"], R, "| sat_round16 | sat_round16 |", 1, "near-miss"),
 ("absent", "timing for adpcm_dec4?", ["adpcm_enc4"], R, "| adpcm_enc4 | adpcm_enc4 |", 1, "only the encoder"),
 ("absent", "power of min_find8?", ["not"], R, "- report_power was run only in:", 1, "only ws2812_enc"),
 ("absent", "hold slack hist_bins16?", ["not"], R, "- Runs with at least one hold (min) path reported:", 1, "max only"),
 ("absent", "ps2_rx hold slack", ["not"], R, "- Runs with at least one hold (min) path reported:", 1, "max only"),
 ("absent", "rtc_calendar area?", ["liberty"], R, "| rtc_calendar | rtc_calendar |", 1, "generic synth, stat without liberty"),
 ("absent", "setup slack of fan_tach_ctrl?", ["not"], R, "- Synthesized but never timed:", 1, "never timed"),
 ("absent", "how many cells did pkt_parser map to", ["fail"], R, "| pkt_parser | pkt_parser |", 1, "syntax error"),
 ("absent", "area of tx_framer?", ["fail"], R, "| tx_framer | tx_framer |", 1, "elaboration error"),
 ("absent", "verilator lint output for quad_dec?", ["not"], R, "- No other tool was run:", 1, "no verilator"),
 ("absent", "what did the ws2812_enc simulation show?", ["sqrt_iter8"], R, "- Icarus Verilog:", 1, "only sqrt_iter8 simulated"),
 ("absent", "max slew / max cap violators in ps2_rx?", ["not"], "runs/ps2_rx/ps2_sta.rpt", "Error: ps2_sta.tcl, 8", 1, "report_check_types errored"),
 ("absent", "fanout of the driver on hist_bins16's worst path?", ["not"], R, "- hist_bins16: DFFPOSX1", 1, "fanout field requested but only Cap printed"),
 ("absent", "tns for ws2812_enc?", ["not"], R, "- Timed runs whose report has no `tns` line:", 1, "not reported"),
 ("absent", "ps2_rx FSM encoding?", ["not"], R, "- FSM extraction:", 1, "not extracted"),
 ("absent", "power numbers for hdr_classify?", ["not"], R, "- report_power was run only in:", 1, "never timed"),
 ("absent", "setup slack of ws2811_enc?", ["ws2812_enc"], R, "| ws2812_enc | ws2812_enc |", 1, "near-miss"),
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
