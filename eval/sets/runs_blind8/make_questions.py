#!/usr/bin/env python3
"""Write questions.jsonl for runs_blind8 (standard library only).

Questions are typed by hand below. The evidence "path:line" of each one is found here by
searching its file for a text snippet, so that a rerun of the tools that shifts lines does
not leave stale line numbers (the script stops if a snippet is not found).
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCOPE = "proj:blind8"


def ev(path, snippet, nth=1):
    with open(os.path.join(HERE, path)) as fh:
        lines = fh.read().split("\n")
    hits = [i for i, line in enumerate(lines, 1) if snippet in line]
    if len(hits) < nth:
        sys.exit(f"snippet not found: {path}: {snippet!r} (nth {nth})")
    return f"{path}:{hits[nth - 1]}"


R = "README.md"
Q = []


def q(cat, text, must, evidence, notes):
    Q.append((cat, text, must, evidence, notes))


# ----------------------------------------------------------------------------- factual
q("factual", "what's the chip area of cplx_mult4 after mapping to osu035?", ["74960"],
  ev("runs/cplx_mult4/cmul_synth.log", "Chip area for module '\\cplx_mult4'"),
  "stat -liberty prints 74960.000000")
q("factual", "how many cells did the flattened stopwatch end up with", ["215"],
  ev("runs/stopwatch_flat/flat_synth.log", "Number of cells:                215"),
  "last stat of stopwatch_flat")
q("factual", "elev_ctrl - which state encoding did yosys go with for the fsm?", ["one-hot"],
  ev("runs/elev_ctrl/elev.log", "mapping auto encoding to `one-hot`"),
  "fsm_recode auto -> one-hot")
q("factual", "In the stopwatch run that keeps hierarchy, how big is a single bcd_digit (area)?", ["3600"],
  ev("runs/stopwatch_hier/yosys_hier.log", "Chip area for module '\\bcd_digit'"),
  "per-module stat, one instance")
q("factual", "setup slack of the worst path in the complex multiplier run?", ["-0.385"],
  ev("runs/cplx_mult4/cmul_timing.rpt", "slack (VIOLATED)"),
  "report_checks -digits 3")
q("factual", "tns for cplx_mult4", ["-0.88"],
  ev("runs/cplx_mult4/cmul_timing.rpt", "tns -0.88"),
  "report_tns")
q("factual", "ham74_codec blew up in yosys. which line does the error point at and what token did it trip on?",
  ["19", "TOK_ASSIGN"],
  ev("runs/ham74_codec/ham74_yosys.log", "ERROR: syntax error"),
  "the actual missing semicolon is on line 18; yosys reports 19")
q("factual", "for the timestamp block that didn't elaborate - what port name does yosys say doesn't exist?",
  ["snap_en"],
  ev("runs/tstamp_unit/tstamp.log", "does not have a port named"),
  "tstamp_counter has no port snap_en")
q("factual", "what period does sta report for frame_clk in ddr_tx_lane?", ["20.00"],
  ev("runs/ddr_tx_lane/ddr_sta.rpt", "frame_clk                20.00"),
  "report_clock_properties; generated divide-by-2 of the 10 ns clk")
q("factual", "how many negedge flops (DFFNEGX1) got mapped in the ddr lane", ["1"],
  ev("runs/ddr_tx_lane/ddr_synth.log", "DFFNEGX1                        1"),
  "dq_f register")
q("factual", "recovery slack on rst_n in pulse_width_meas?", ["7.078"],
  ev("runs/pulse_width_meas/pw_timing.rpt", "7.078   slack (MET)"),
  "recovery check against rising-edge clock clk")
q("factual", "which outputs of the power mode decoder ended up as latches?", ["ret_en", "vsel"],
  ev(R, "- Inferred latches: pwr_mode_dec"),
  "Latch inferred for signal lines; iso_en and clk_gate have none")
q("factual", "LATCH cell count in pwr_mode_dec?", ["3"],
  ev("runs/pwr_mode_dec/pwr_yosys.out", "LATCH                           3"),
  "ret_en (1) + vsel (2)")
q("factual", "hold slack for mov_avg4", ["0.457"],
  ev("runs/mov_avg4/movavg_sta.rpt", "0.457   slack (MET)"),
  "report_checks -path_delay min")
q("factual", "ipv4_csum critical path - start and end points?", ["word[2]", "_269_"],
  ev(R, "| ipv4_csum | csum_sta.rpt |"),
  "Startpoint word[2] (input port), Endpoint _269_ (acc bit 14 flop)")
q("factual", "data arrival time on the worst setup path of ipv4_csum", ["5.292"],
  ev("runs/ipv4_csum/csum_sta.rpt", "5.292   data arrival time"),
  "")
q("factual", "In stopwatch_hier which flop starts the worst setup path?", ["u_d0/_37_"],
  ev("runs/stopwatch_hier/sta_hier.rpt", "Startpoint: u_d0/_37_"),
  "inside bcd_digit instance u_d0; endpoint u_d3/_39_")
q("factual", "bin2bcd8 cell count?", ["104"],
  ev("runs/bin2bcd8/b2b_generic.log", "Number of cells:                104", 2),
  "generic gates, no liberty")
q("factual", "what library setup time is taken at the capture flop of the cplx_mult4 critical path", ["0.276"],
  ev("runs/cplx_mult4/cmul_timing.rpt", "library setup time"),
  "printed as -0.276 on the required-time side")
q("factual", "elev_ctrl worst slack (the report_worst_slack number)?", ["5.88"],
  ev("runs/elev_ctrl/elev_timing.rpt", "worst slack 5.88"),
  "")
q("factual", "how many DFFSR cells in pulse_width_meas", ["29"],
  ev("runs/pulse_width_meas/pw_synth.log", "DFFSR                          29"),
  "async active-low reset flops")
q("factual", "the u_add.b resizing warning in ipv4_csum: from what width to what width?", ["8 bits", "16 bits"],
  ev("runs/ipv4_csum/csum_yosys.log", "Resizing cell port ipv4_csum.u_add.b"),
  "Resizing cell port ipv4_csum.u_add.b from 8 bits to 16 bits.")
q("factual", "dbg_port_mux: what does yosys' final warnings summary line say?", ["11 unique", "11 total"],
  ev("runs/dbg_port_mux/mux_check.log", "Warnings: 11 unique messages, 11 total"),
  "")
q("factual", "stopwatch_flat hold check: slack and which flop?", ["0.364", "_355_"],
  ev("runs/stopwatch_flat/sta_flat.rpt", "0.364   slack (MET)"),
  "_355_ -> _355_ (u_pre.cnt[3])")
q("factual", "arrival time at the dq_f output in the ddr lane report", ["5.172"],
  ev("runs/ddr_tx_lane/ddr_sta.rpt", "5.172   data arrival time"),
  "launched at the 5.000 falling edge")
q("factual", "exit code yosys returned for tstamp_unit?", ["1"],
  ev("runs/tstamp_unit/exit_status.txt", "yosys exit status"),
  "")
q("factual", "on the ddr lane's dq_f path, which clock edge launches the data?", ["falling"],
  ev("runs/ddr_tx_lane/ddr_sta.rpt", "Startpoint: _093_ (falling edge-triggered"),
  "_093_ is the DFFNEGX1")

# ----------------------------------------------------------------------------- statistical
q("statistical", "which run is the biggest by area?", ["cplx_mult4", "74960"],
  ev(R, "- Largest area:"), "")
q("statistical", "smallest area among the runs that were mapped to the lib?", ["pwr_mode_dec", "1468"],
  ev(R, "- Largest area:"), "bin2bcd8 has no area (generic)")
q("statistical", "how many of the runs died in yosys, and which ones", ["2", "ham74_codec", "tstamp_unit"],
  ev(R, "- Yosys reached `End of script.`"), "parse error + elaboration error")
q("statistical", "how many runs went through OpenSTA?", ["8"],
  ev(R, "- Timed with OpenSTA:"), "")
q("statistical", "Which timed runs are clean, i.e. don't violate anything?",
  ["stopwatch_hier", "stopwatch_flat", "ddr_tx_lane", "elev_ctrl", "ipv4_csum", "mov_avg4", "pulse_width_meas"],
  ev(R, "- Timed runs with a violation:"), "complement of cplx_mult4")
q("statistical", "total DFFPOSX1 count summed over all runs", ["207"],
  ev(R, "- Sequential cell DFFPOSX1:"), "7 runs")
q("statistical", "total ff count across the set, all flop types", ["237"],
  ev(R, "- Most flops:"), "207 DFFPOSX1 + 1 DFFNEGX1 + 29 DFFSR")
q("statistical", "avg area over the mapped runs?", ["26868.40"],
  ev(R, "- Runs with an area:"), "10 runs with an area")
q("statistical", "median cell count across runs with a liberty", ["136.50"],
  ev(R, "- Total cells 1628"), "")
q("statistical", "which design has the highest area per cell, and what is it?", ["pulse_width_meas", "264.00"],
  ev(R, "- Highest area per cell:"), "DFFSR cells are large")
q("statistical", "stopwatch hier vs flat - how much area does flattening save?", ["2848.00"],
  ev(R, "- stopwatch_flat: cells 215"), "37652 - 34804")
q("statistical", "flat/hier area ratio for the stopwatch", ["0.9244"],
  ev(R, "- stopwatch_flat: cells 215"), "")
q("statistical", "of the runs that pass timing, which one has the least setup margin left?", ["ddr_tx_lane", "2.828"],
  ev(R, "- Setup slack ranking, worst first:"), "half-cycle path to dq_f")
q("statistical", "among runs meeting timing, which has the lowest fmax (largest min period)?",
  ["ipv4_csum", "5.567"],
  ev(R, "- Largest minimum period (clk groups):"), "fmax 179.6 MHz")
q("statistical", "how many runs print a yosys Warnings summary, and how many warnings in total?", ["2", "14"],
  ev(R, "- Yosys `Warnings: N unique messages"), "ipv4_csum 3 + dbg_port_mux 11")
q("statistical", "how many runs have a hold check in their sta report?", ["4"],
  ev(R, "- Runs with at least one hold (min) path reported:"), "")
q("statistical", "which timed runs have no hold analysis at all",
  ["stopwatch_hier", "cplx_mult4", "ipv4_csum", "pulse_width_meas"],
  ev(R, "- Runs with at least one hold (min) path reported:"), "")
q("statistical", "total area summed over everything that has an area", ["268684.00"],
  ev(R, "- Runs with an area:"), "")
q("statistical", "how many bcd_digit copies in the stopwatch hierarchy and what's their combined area?",
  ["4", "14400.00"],
  ev(R, "- Design hierarchy total:"), "4 x 3600")
q("statistical", "what share of stopwatch_hier's area is the bcd digits?", ["38.24"],
  ev(R, "- Design hierarchy total:"), "percent of the hierarchy area")
q("statistical", "smallest hold slack anywhere in the set?", ["ddr_tx_lane", "0.182"],
  ev(R, "- Hold (min) paths reported:"), "_092_/Q (frame_clk source) -> _092_")
q("statistical", "fewest cells among the lib-mapped runs?", ["dbg_port_mux", "16"],
  ev(R, "- Total cells 1628"), "")
q("statistical", "which runs use DFFSR flops, and how many?", ["pulse_width_meas", "29"],
  ev(R, "- Sequential cell DFFSR:"), "only one run")
q("statistical", "cells per flop for cplx_mult4", ["14.12"],
  ev(R, "| 1 | cplx_mult4 |"), "480 / 34")
q("statistical", "tns/wns ratio for the complex multiplier", ["2.32"],
  ev(R, "- wns -0.38, tns -0.88"), "-0.88 / -0.38")
q("statistical", "how many endpoints are failing in cplx_mult4's endpoint table?", ["3"],
  ev(R, "- Endpoint table"), "_885_, _886_, _884_")
q("statistical", "combined area of all the runs that got timed", ["265696.00"],
  ev(R, "- Total area of the 8 timed runs"), "")
q("statistical", "setup slack difference flat minus hier for the stopwatch at 10ns?", ["0.111"],
  ev(R, "- Setup slack at 10 ns: hier"), "6.602 - 6.491")

# ----------------------------------------------------------------------------- reasoning
q("reasoning", "what's actually broken in ham74_codec.v? the log says line 19 but 19 looks fine to me",
  ["semicolon", "p2"],
  ev("runs/ham74_codec/ham74_codec.v", "assign p2 = data_in[0] ^ data_in[2] ^ data_in[3]"),
  "line 18 lacks the trailing ';' so the parser fails at the next 'assign'")
q("reasoning", "yosys and iverilog disagree on the line for the hamming codec error - which line has the real bug?",
  ["18"],
  ev(R, "- ham74_codec error:"), "iverilog reports 18 (left side of continuous assignment) and 19; yosys 19")
q("reasoning", "how do I fix the tstamp_unit elaboration error?", ["snap", "u_cnt"],
  ev("runs/tstamp_unit/tstamp_top.v", "input  wire        snap,"),
  "connect .snap(evt_rise) instead of .snap_en in instance u_cnt, or rename the port in tstamp_counter")
q("reasoning", "why does pwr_mode_dec get a latch for ret_en but none for iso_en?", ["default"],
  ev("runs/pwr_mode_dec/pwr_mode_dec.v", "iso_en   = 1'b1;"),
  "iso_en (and clk_gate) get a default at the top of the always block; ret_en is not assigned in mode 1 and in mode 3 without wake")
q("reasoning", "what's the fix for the latches in the power mode decoder?", ["ret_en", "vsel"],
  ev("runs/pwr_mode_dec/pwr_mode_dec.v", "if (wake) begin"),
  "default assignments for ret_en and vsel before the case (or else branch for wake)")
q("reasoning", "in which case of pwr_mode_dec is vsel left unassigned?", ["wake"],
  ev("runs/pwr_mode_dec/pwr_mode_dec.v", "if (wake) begin"),
  "mode 3 (WAKING) with wake low keeps the old value")
q("reasoning", "what's on the critical path of the complex multiplier - which registers start and end it?",
  ["br[3]", "p_re[7]"],
  ev("runs/cplx_mult4/cplx_mult4_gl.v", ".Q(br[3])"),
  "_907_ is the b_re[3] input register, _885_ drives p_re[7]; path through the multiplier XOR/XNOR array and the subtract")
q("reasoning", "what clock period would cplx_mult4 actually close at?", ["5.385"],
  ev(R, "- wns -0.38, tns -0.88"), "5 - (-0.385); about 185.7 MHz")
q("reasoning", "clk is 10ns in ddr_tx_lane but dq_f only has 2.828 slack with almost no logic. why?",
  ["falling", "half"],
  ev("runs/ddr_tx_lane/ddr_sta.rpt", "Startpoint: _093_ (falling edge-triggered"),
  "launched on the falling edge at 5 ns, captured at the next rising edge with 2 ns output delay: half-cycle path")
q("reasoning", "what is flop _092_ in the ddr lane and why does STA call it a clock source?", ["frame_clk"],
  ev("runs/ddr_tx_lane/ddr_tx_lane_syn.v", ".Q(frame_clk)"),
  "divide-by-2 flop; create_generated_clock is put on its Q pin")
q("reasoning", "the literal width warning in ipv4_csum - what does it do to the design functionally?",
  ["3", "19"],
  ev(R, "- ipv4_csum: the literal `4'd19`"),
  "4'd19 becomes 3: done after 4 words")
q("reasoning", "ipv4_csum: u_add.b gets resized 8->16, what does that mean for the checksum?", ["word_lo"],
  ev("runs/ipv4_csum/ipv4_csum.v", ".b   (word_lo),"),
  "only the low byte of each 16-bit word is added; upper byte dropped")
q("reasoning", "why are there zero flops in dbg_port_mux when busy is clearly a registered output?", ["constant"],
  ev("runs/dbg_port_mux/mux_check.log", "Driver-driver conflict for \\busy"),
  "busy assigned in two always blocks; Yosys resolved the conflict using constant 1'0")
q("reasoning", "which net in dbg_port_mux has two continuous drivers, and which bits?", ["pin_bus", "[3:0]"],
  ev("runs/dbg_port_mux/dbg_port_mux.v", "assign pin_bus[3:0]"),
  "lines 14 and 15 both drive pin_bus[3:0]; reported as port_out [0..3]")
q("reasoning", "how should dbg_port_mux be rewritten to get rid of the multi-driver warnings?", ["dbg_en"],
  ev("runs/dbg_port_mux/dbg_port_mux.v", "assign pin_bus[3:0]"),
  "one assign with priority on dbg_en; busy in a single always block")
q("reasoning", "elev_ctrl only has 5 states so why 9 flops?", ["one-hot", "floor", "target"],
  ev(R, "- `found state code` lines:"), "5 one-hot state bits + floor[1:0] + target[1:0]")
q("reasoning", "why does the worst path in stopwatch_hier go from u_d0 all the way to u_d3?", ["carry"],
  ev("runs/stopwatch_hier/sta_hier.rpt", "Endpoint: u_d3/_39_"),
  "the BCD carry ripples through the chained bcd_digit instances")
q("reasoning", "how much area does flattening the stopwatch save and why does it shrink?", ["2848.00"],
  ev(R, "- stopwatch_flat: cells 215"), "cross-boundary optimisation once the hierarchy is gone")
q("reasoning", "stopwatch_top says 135 cells but only 19116 area - isn't that off? what's the real total?",
  ["37652"],
  ev(R, "- Design hierarchy total:"), "sub-module instances have unknown area in the top's stat; the design hierarchy total counts them")
q("reasoning", "why is there a recovery check in pulse_width_meas and which signal is it on?", ["rst_n", "DFFSR"],
  ev("runs/pulse_width_meas/pw_timing.rpt", "recovery check against rising-edge clock clk"),
  "async active-low reset drives the R pin of DFFSR")
q("reasoning", "what logic sits on the pulse_width_meas critical path?", ["cnt[0]", "cnt[8]"],
  ev("runs/pulse_width_meas/pulse_width_meas_syn.v", ".Q(cnt[8]),"),
  "the 12-bit counter increment: _175_ is cnt[0], _183_ is cnt[8]")
q("reasoning", "mov_avg4's worst path has an INVX1 taking 1.85ns right after in_vld - what's going on?", ["fanout"],
  ev("runs/mov_avg4/movavg_sta.rpt", "1.850    2.850 ^ _216_/Y (INVX1)"),
  "inverted in_vld drives the enables of the 32 sample flops; huge fanout")
q("reasoning", "what would you change in cplx_mult4 to make 5 ns without relaxing the clock?", ["pipeline"],
  ev("runs/cplx_mult4/cmul_timing.rpt", "slack (VIOLATED)"),
  "register the products before the add/sub (extra pipeline stage)")

# ----------------------------------------------------------------------------- absent
q("absent", "what's the area of bin2bcd8?", ["liberty"],
  ev(R, "| bin2bcd8 | bin2bcd8 |"), "generic synth, no liberty, no area")
q("absent", "setup slack for pwr_mode_dec?", ["not"],
  ev(R, "- Synthesized but never timed:"), "never timed")
q("absent", "what's the wns on dbg_port_mux", ["not"],
  ev(R, "- Synthesized but never timed:"), "never timed")
q("absent", "how much area does the hamming codec take?", ["fail"],
  ev(R, "| ham74_codec | ham74_codec |"), "parse error, no netlist")
q("absent", "cell count for tstamp_top?", ["fail"],
  ev(R, "| tstamp_unit | tstamp_top |"), "elaboration error, no stat")
q("absent", "area of cplx_mult8?", ["cplx_mult4"],
  ev(R, "| cplx_mult4 | cplx_mult4 |"), "only a 4-bit complex multiplier exists")
q("absent", "slack of mov_avg8?", ["mov_avg4"],
  ev(R, "| mov_avg4 | mov_avg4 |"), "only mov_avg4 exists")
q("absent", "hold slack of the complex multiplier", ["not"],
  ev(R, "- Runs with at least one hold (min) path reported:"), "cplx_mult4 has only max paths")
q("absent", "what's the slack for the uart_tx run?", ["not"],
  ev(R, "- Run folders: 13"), "no such run in this set")
q("absent", "what did verilator lint say about ham74_codec?", ["not"],
  ev(R, "- Icarus Verilog:"), "no verilator run; only an Icarus compile check")
q("absent", "hold slack in stopwatch_hier?", ["stopwatch_flat"],
  ev(R, "- Runs with at least one hold (min) path reported:"), "hier report is max only; flat has 0.364")
q("absent", "what frequency is clk_div4 in ddr_tx_lane?", ["frame_clk"],
  ev("runs/ddr_tx_lane/ddr_sta.rpt", "frame_clk                20.00"), "only frame_clk (divide by 2)")
q("absent", "recovery slack in elev_ctrl?", ["pulse_width_meas"],
  ev(R, "- Recovery checks reported:"), "elev_ctrl has sync reset; only pulse_width_meas has a recovery check")
q("absent", "area of the ones_add16 block inside ipv4_csum?", ["flatten"],
  ev("runs/ipv4_csum/csum.ys", "synth -flatten -top ipv4_csum"), "flattened, no per-module stat")
q("absent", "power numbers for mov_avg4?", ["not"],
  ev(R, "| mov_avg4 | mov_avg4 |"), "no power report anywhere")
q("absent", "area of bcd_counter in the stopwatch?", ["bcd_digit"],
  ev(R, "| `bcd_digit` | 4 |"), "the digit module is bcd_digit")
q("absent", "which fsm encoding did yosys use in the stopwatch?", ["elev_ctrl"],
  ev(R, "- FSM extraction:"), "no FSM extracted in the stopwatch runs")
q("absent", "clock period used for bin2bcd8's timing run?", ["not"],
  ev(R, "- Synthesized but never timed:"), "never timed")


def main():
    with open(os.path.join(HERE, "questions.jsonl"), "w") as fh:
        for i, (cat, text, must, evidence, notes) in enumerate(Q, 1):
            d = {"id": f"q{i:03d}", "category": cat, "scope": SCOPE, "question": text,
                 "must_contain": must, "evidence": evidence, "notes": notes}
            fh.write(json.dumps(d) + "\n")
    cats = {}
    for c, *_ in Q:
        cats[c] = cats.get(c, 0) + 1
    print(len(Q), cats)


if __name__ == "__main__":
    main()
