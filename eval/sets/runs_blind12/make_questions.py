#!/usr/bin/env python3
"""Write questions.jsonl for runs_blind12 (standard library only).

Questions are typed by hand below; each evidence line is located by a text snippet in the named
file (the n-th line containing it), so the line numbers follow the tool outputs.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCOPE = "proj:blind12"


def ev(path, snippet, n=1):
    with open(os.path.join(HERE, path)) as fh:
        lines = fh.read().split("\n")
    hits = [i for i, l in enumerate(lines, 1) if snippet in l]
    if len(hits) < n:
        sys.exit(f"snippet not found ({len(hits)} hits, wanted #{n}): {path}: {snippet!r}")
    return f"{path}:{hits[n - 1]}"


R = "README.md"
Q = []


def q(cat, question, must, evidence, notes):
    Q.append((cat, question, must, evidence, notes))


# ---------------------------------------------------------------- factual
q("factual", "vga_relaxed setup slack @10ns?", ["6.369"],
  ev("runs/vga_relaxed/vga_sta.rpt", "6.369   slack (MET)"), "max path en -> _318_ (vc[8]), MET")
q("factual", "whats the hold slack in vga_relaxed", ["0.409"],
  ev("runs/vga_relaxed/vga_sta.rpt", "0.409   slack (MET)"), "min path _318_ -> _318_")
q("factual", "vga_tight: worst slack and tns pls", ["-0.63", "-6.42"],
  ev("runs/vga_tight/vga4_sta.rpt", "worst slack -0.63"), "report_worst_slack / report_tns at 2.5 ns")
q("factual", "chip area for mem_scrub_ctrl?", ["172140"],
  ev("runs/mem_scrub_ctrl/scrub_yosys.log", "Chip area for module '\\mem_scrub_ctrl': 172140"), "stat -liberty")
q("factual", "total power reported for the scrubber block (mem_scrub_ctrl)?", ["3.40e-02"],
  ev("runs/mem_scrub_ctrl/scrub_sta.rpt", "3.15e-02   2.52e-03   5.25e-08   3.40e-02 100.0%"), "report_power Total column, watts")
q("factual", "bcd_add2dig min delay check - slack and which in->out pair?", ["-0.567", "b[7]", "sum[7]"],
  ev("runs/bcd_add2dig/bcd_sta.rpt", "-0.567   slack (VIOLATED)"), "set_min_delay 0.8; path b[7] -> sum[7]")
q("factual", "did the bcd adder testbench pass? how many vectors", ["20000", "PASS"],
  ev("runs/bcd_add2dig/bcd_sim.log", "20000 vectors checked"), "bcd_sim.log: 20000 vectors, 0 errors, RESULT: PASS")
q("factual", "what encoding did yosys pick for the washer_fsm state machine, and how many state bits?", ["one-hot", "7"],
  ev("runs/washer_fsm/washer_synth.log", "mapping auto encoding to `one-hot`"), "fsm_recode one-hot, Number of state bits: 7")
q("factual", "which command blew up in washer_sta.tcl?", ["report_check_types", "-violators"],
  ev("runs/washer_fsm/washer_sta.rpt", "Error: washer_sta.tcl"), "OpenSTA 2.0.17 rejects -violators")
q("factual", "tmr_regbank clk period + waveform as sta printed it", ["7.00", "3.00"],
  ev("runs/tmr_regbank/tmr_sta.rpt", "clk                       7.00"), "report_clock_properties: 7.00, waveform 0.00 3.00")
q("factual", "exact yosys error for mdio_ctrl?", ["unexpected TOK_END"],
  ev("runs/mdio_ctrl/mdio_synth.log", "ERROR: syntax error"), "mdio_ctrl.v:49: ERROR: syntax error, unexpected TOK_END")
q("factual", "can_bitstuff synth error msg?", ["stuff_cnt5", "not part of the design"],
  ev("runs/can_bitstuff/can_synth.log", "is not part of the design"), "hierarchy -check error")
q("factual", "xfer_fp: what does the clk_a->clk_b report show", ["No paths found"],
  ev("runs/xfer_fp/xfer_fp_sta.rpt", "No paths found."), "false paths remove the crossing")
q("factual", "slack on the clk_b -> clk_a crossing in xfer_timed?", ["0.837"],
  ev("runs/xfer_timed/xfer2_sta.rpt", "0.837   slack (MET)"), "ack_b (_243_) -> ack_sync[0] (_225_), group clk_a")
q("factual", "cic3_decim: period of clk_dec per report_clock_properties", ["32.00"],
  ev("runs/cic3_decim/cic_sta.rpt", "clk_dec                  32.00"), "generated, divide_by 4 of 8 ns")
q("factual", "icg_bank area + how many latch cells are left after mapping?", ["23552", "4"],
  ev("runs/icg_bank/icg_synth.log", "Chip area for module '\\icg_bank': 23552"), "$_DLATCH_N_ 4 in the final stat")
q("factual", "which signals got latches in cmd_field_dec", ["addr_bytes", "dummy_cyc"],
  ev("runs/cmd_field_dec/cmd_synth.log", "Latch inferred for signal `\\cmd_field_dec.\\addr_bytes'"), "two Latch inferred lines")
q("factual", "gain_stage_q15 yosys warnings? paste them", ["20 bits to 24 bits", "10 bits to 12 bits"],
  ev("runs/gain_stage_q15/gain_synth.log", "Resizing cell port gain_stage_q15.u_mul.p"), "two Resizing cell port warnings on u_mul")
q("factual", "err_flag_unit warning count at end of log", ["21", "20"],
  ev("runs/err_flag_unit/efu_synth.log", "Warnings: 20 unique messages, 21 total"), "21 total, 20 unique")
q("factual", "worst hold slack in deser_1to8 and its startpoint", ["-0.516", "sdi"],
  ev("runs/deser_1to8/deser_sta.rpt", "-0.516   slack (VIOLATED)"), "sdi -> _96_ (sdi_q) D pin")
q("factual", "cell count for morse_keyer?", ["125"],
  ev("runs/morse_keyer/morse_generic.log", "Number of cells:                125"), "generic stat, no area")
q("factual", "which yosys / opensta versions were used for blind12?", ["0.23", "2.0.17"],
  ev(R, "- Yosys: `Yosys 0.23"), "README tools section")
q("factual", "deser_1to8 recovery check slack on rst_n", ["3.878"],
  ev("runs/deser_1to8/deser_sta.rpt", "3.878   slack (MET)"), "recovery check against sclk, async_default group")
q("factual", "setup slack in the clk_b group, xfer_fp", ["6.521"],
  ev("runs/xfer_fp/xfer_fp_sta.rpt", "6.521   slack (MET)"), "req_sync[1] (_263_) -> dout_vld (_244_)")
q("factual", "how many flops in gain_stage_q15 after mapping", ["47"],
  ev("runs/gain_stage_q15/gain_synth.log", "DFFPOSX1                       47"), "DFFPOSX1 47 (p[7:0] and p[23:20] not kept)")
q("factual", "mem_scrub_ctrl - what did memory_map turn the array into?", ["16 $dff cells", "width 9"],
  ev("runs/mem_scrub_ctrl/scrub_yosys.log", "created 16 $dff cells and 0 static cells of width 9."), "Mapping memory \\mem")

# ---------------------------------------------------------------- statistical
q("statistical", "how many runs failed in yosys and which ones", ["2", "mdio_ctrl", "can_bitstuff"],
  ev(R, "- Yosys reached `End of script.`"), "15 reached End of script; 2 failed")
q("statistical", "# of runs that went thru OpenSTA?", ["11"],
  ev(R, "- Timed with OpenSTA: 11 runs"), "")
q("statistical", "which runs have a setup violation", ["vga_tight", "gain_stage_q15"],
  ev(R, "- Timed runs with a reported setup (max) violation"), "gain_stage_q15's is before the multicycle")
q("statistical", "list the runs w/ hold or min-delay violations", ["bcd_add2dig", "cic3_decim", "deser_1to8"],
  ev(R, "- Timed runs with a reported setup (max) violation"), "3 runs")
q("statistical", "biggest design by area?", ["mem_scrub_ctrl", "172140"],
  ev(R, "- Largest area: mem_scrub_ctrl"), "")
q("statistical", "smallest area among the mapped runs", ["cmd_field_dec", "4876"],
  ev(R, "- Largest area: mem_scrub_ctrl"), "latch cells carry no area")
q("statistical", "sum of chip area over all runs that have one?", ["643892.00"],
  ev(R, "- Runs with an area: 14. Total area 643892.00"), "14 runs")
q("statistical", "mean and median area across the runs with area numbers", ["45992.29", "28028.00"],
  ev(R, "- Runs with an area: 14. Total area 643892.00"), "")
q("statistical", "most cells / fewest cells - which runs?", ["mem_scrub_ctrl", "1016", "err_flag_unit"],
  ev(R, "most cells mem_scrub_ctrl (1016)"), "fewest err_flag_unit 42")
q("statistical", "total flop count summed over the liberty-mapped runs", ["638"],
  ev(R, "total flops 638"), "both vga and both xfer runs counted")
q("statistical", "which run has highest area per cell", ["icg_bank", "535.27"],
  ev(R, "- Highest area per cell: icg_bank (535.27)"), "")
q("statistical", "cells per flop for gain_stage_q15?", ["15.23"],
  ev(R, "| gain_stage_q15 | 108992.000000 | 716 | 47 |"), "716 / 47")
q("statistical", "which mapped runs have zero flip-flops", ["bcd_add2dig", "cmd_field_dec"],
  ev(R, "runs with no flops: bcd_add2dig, cmd_field_dec"), "")
q("statistical", "how many latch cells in total across all runs", ["7"],
  ev(R, "- Sequential cell $_DLATCH_N_: 7 in total"), "icg_bank 4 + cmd_field_dec 3")
q("statistical", "synthesized but never timed - which?", ["icg_bank", "cmd_field_dec", "morse_keyer"],
  ev(R, "- Synthesized but never timed: 4"), "4 runs: icg_bank, cmd_field_dec, err_flag_unit, morse_keyer")
q("statistical", "total DFFSR count over the project and which runs use them", ["102", "tmr_regbank", "deser_1to8"],
  ev(R, "- Sequential cell DFFSR: 102"), "mem_scrub_ctrl 16, tmr_regbank 30, icg_bank 32, deser_1to8 24")
q("statistical", "worst setup slack anywhere in blind12?", ["vga_tight", "-0.631"],
  ev(R, "- Setup slack ranking, worst first"), "")
q("statistical", "which run needs the longest clock period, per the min period numbers", ["mem_scrub_ctrl", "9.028"],
  ev(R, "- Largest minimum period: mem_scrub_ctrl"), "10 - 0.972")
q("statistical", "how many timed runs are fully clean (every reported path MET)?", ["6"],
  ev(R, "timed runs where every reported path is MET: 6"), "vga_relaxed, mem_scrub_ctrl, washer_fsm, tmr_regbank, xfer_fp, xfer_timed")
q("statistical", "add up the yosys warning totals across runs", ["23"],
  ev(R, "sum of totals 23"), "err_flag_unit 21 + gain_stage_q15 2")
q("statistical", "deser_1to8: how many hold violators does -all_violators list, and what do their slacks sum to", ["11", "-2.13"],
  ev(R, "- deser_1to8 `report_check_types -all_violators`"), "")
q("statistical", "which timed runs dont print a tns line at all", ["mem_scrub_ctrl", "bcd_add2dig"],
  ev(R, "- Timed runs whose report has no `tns` line"), "")
q("statistical", "area diff cic3_decim vs gain_stage_q15?", ["7052.00"],
  ev(R, "- Area cic3_decim - gain_stage_q15: 7052.00"), "116044 - 108992")
q("statistical", "total area of just the timed runs", ["607980.00"],
  ev(R, "- Total area of the 11 timed runs: 607980.00"), "")
q("statistical", "in which runs was report_clock_properties used", ["tmr_regbank", "xfer_timed", "cic3_decim"],
  ev(R, "- report_clock_properties was run in"), "")
q("statistical", "how many run folders vs design folders?", ["17", "15"],
  ev(R, "- Run folders: 17; design folders: 15"), "vga_sync_gen and req_ack_xfer used twice")
q("statistical", "3rd largest area?", ["gain_stage_q15", "108992"],
  ev(R, "| 3 | gain_stage_q15 |"), "rank table")
q("statistical", "vga relaxed vs tight: how much does setup slack drop?", ["7.000"],
  ev(R, "- vga_relaxed vs vga_tight setup slack"), "6.369 vs -0.631")
q("statistical", "what fraction of mem_scrub_ctrl's flops are the memory array", ["144", "85.21"],
  ev(R, "- mem_scrub_ctrl: memory flops 144 of 169"), "")
q("statistical", "tmr_regbank: how much of the total area is the top module's own cells vs the voters", ["30284", "15880.00"],
  ev(R, "- tmr_regbank: voter area 2 x 6596.00"), "65.60% top")
q("statistical", "total DFFPOSX1 across all runs?", ["536"],
  ev(R, "- Sequential cell DFFPOSX1: 536"), "9 runs")

# ---------------------------------------------------------------- reasoning
q("reasoning", "mdio_ctrl won't parse - what's actually wrong and where? log says line 49", ["49", "semicolon"],
  ev("runs/mdio_ctrl/mdio_ctrl.v", "rd_op   <= 1'b0"), "missing ; after rd_op <= 1'b0 on line 48; the parser trips on `end` at 49")
q("reasoning", "how do I fix the can_bitstuff elab error", ["stuff_count5", "stuff_cnt5"],
  ev("runs/can_bitstuff/can_bitstuff.v", "stuff_cnt5 u_cnt ("), "instance names stuff_cnt5; module is stuff_count5")
q("reasoning", "vga_tight fails at 2.5ns. what's the fastest period that'd pass w/ the same io constraints?", ["3.131"],
  ev(R, "- Minimum period per timed run"), "2.5 + 0.631")
q("reasoning", "would vga_sync_gen close at 3 ns with vga_tight's constraints?", ["3.131"],
  ev(R, "- Minimum period per timed run"), "no: needs 3.131 ns")
q("reasoning", "same netlist in vga_relaxed and vga_tight but min period 3.631 vs 3.131 - why the gap?", ["1.5", "1.0", "en"],
  ev(R, "- vga_relaxed vs vga_tight setup slack"), "worst path starts at input en; input delay differs by 0.5")
q("reasoning", "what's limiting the critical path in mem_scrub_ctrl", ["_0874_", "2.886"],
  ev("runs/mem_scrub_ctrl/scrub_sta.rpt", "_0874_/Y (INVX1)"), "scrub_ptr[0] (_1824_) heavy load, INVX1 2.886 ns stage; scrub mux")
q("reasoning", "gain_stage_q15: what did the multicycle do to the worst path? edges + slack before/after", ["12.000", "-0.319", "5.681"],
  ev("runs/gain_stage_q15/gain_sta.rpt", "5.681   slack (MET)"), "capture edge moves 6 -> 12")
q("reasoning", "gain_stage_q15 without the MCP - what clock period would it need?", ["6.319"],
  ev(R, "gain_stage_q15 [clk] 6.319 ns"), "6 + 0.319")
q("reasoning", "resize warnings in gain_stage_q15 - which RTL decl causes them & what gets lost?", ["prod", "gain_r"],
  ev("runs/gain_stage_q15/gain_stage_q15.v", "wire [19:0] prod;"), "prod 20 bits vs p 24 (top 4 product bits dropped); gain_r 10 bits zero-extended to b 12")
q("reasoning", "is the cic3_decim hold violation real?", ["_0930_", "clock source"],
  ev("runs/cic3_decim/cic_sta.rpt", "Startpoint: _0930_/Q (clock source 'clk_dec')"), "artefact of create_generated_clock on the divider flop Q pin")
q("reasoning", "diff between xfer_fp and xfer_timed? same rtl right", ["set_false_path", "0.837"],
  ev(R, "- xfer_timed crossing paths"), "same netlist (152 cells); xfer_timed times the crossings")
q("reasoning", "xfer_timed: the ack crossing only gets 3ns even tho clocks are 6 and 9 - why?", ["9.000", "12.000"],
  ev("runs/xfer_timed/xfer2_sta.rpt", "12.000   12.000   clock clk_a (rise edge)"), "launch clk_b 9, closest later clk_a edge 12")
q("reasoning", "root cause of the deser_1to8 hold fails?", ["0.5", "sdi"],
  ev("runs/deser_1to8/deser.sdc", "set_clock_uncertainty -hold 0.5"), "hold uncertainty 0.5 + input -min 0.0, sdi/frame straight to D")
q("reasoning", "deser_1to8 reports wns 0.00 and tns 0.00 so its clean?", ["-0.516", "hold"],
  ev("runs/deser_1to8/deser_sta.rpt", "wns 0.00"), "wns/tns cover setup only; 11 hold violators")
q("reasoning", "icg_bank latches - bug or intended?", ["en_lat"],
  ev("runs/icg_bank/icg_bank.v", "so the gated clock cannot glitch"), "latch-based ICG: intended")
q("reasoning", "cmd_field_dec latches: which case branches cause them", ["dummy_cyc", "default"],
  ev("runs/cmd_field_dec/cmd_field_dec.v", "8'h02: begin addr_bytes = 2'd3; is_write = 1'b1; end"), "02/32/12 skip dummy_cyc; default skips both")
q("reasoning", "err_flag_unit multiple driver warnings - which rtl is responsible?", ["flags", "first_err"],
  ev("runs/err_flag_unit/err_flag_unit.v", "flags <= flags & ~w1c_data;"), "flags in two always blocks; first_err[1] assigned twice (shows up as tmo_err)")
q("reasoning", "why does the conflict warning in err_flag_unit name tmo_err, an input?", ["first_err[1]", "tmo_err"],
  ev("runs/err_flag_unit/err_flag_unit.v", "assign first_err[1] = tmo_err;"), "assign aliases first_err[1] to tmo_err while first_r also drives it")
q("reasoning", "tmr_regbank has 64 reg bits in rtl but only 30 flops. why", ["30", "OPT_MERGE"],
  ev(R, "- tmr_regbank: 30 DFFSR for 64 register bits"), "identical copies merged; redundancy lost")
q("reasoning", "washer_fsm sta error - did the rest of the script still run?", ["0.418", "tns"],
  ev("runs/washer_fsm/washer_sta.rpt", "0.418   slack (MET)"), "min path and tns printed after the error line")
q("reasoning", "bcd_add2dig min-delay fail: why and what would fix it", ["0.233", "0.8"],
  ev("runs/bcd_add2dig/bcd_sta.rpt", "0.233   data arrival time"), "short path 0.233 < 0.8 min; add delay or relax min")
q("reasoning", "would bcd_add2dig meet a 3ns max delay?", ["3.161"],
  ev("runs/bcd_add2dig/bcd_sta.rpt", "3.161   data arrival time"), "no: worst arrival 3.161 (b[0] -> sum[5])")
q("reasoning", "could washer_fsm run at 3ns?", ["2.546"],
  ev(R, "washer_fsm [clk] 2.546 ns"), "yes, min period 2.546 with same io delays")
q("reasoning", "vga_relaxed vs vga_tight - what's different besides the period?", ["2.5", "182"],
  ev(R, "- vga_relaxed vs vga_tight netlists"), "same netlist 182 cells; input delay 1.0 vs 1.5, inline vs read_sdc")
q("reasoning", "cic3_decim clk -> clk_dec path: launch/capture edges and slack?", ["24.000", "32.000", "7.393"],
  ev("runs/cic3_decim/cic_sta.rpt", "7.393   slack (MET)"), "")
q("reasoning", "why no area for morse_keyer", ["liberty"],
  ev("runs/morse_keyer/run.sh", "stat without liberty"), "generic synth, stat without -liberty")
q("reasoning", "asked for fanout in the mem_scrub_ctrl report but don't see it - what columns did I get?", ["Cap", "Slew"],
  ev("runs/mem_scrub_ctrl/scrub_sta.rpt", "Cap     Slew    Delay     Time   Description"), "-fields {fanout cap slew}: no Fanout column")
q("reasoning", "xfer_timed: which signal crosses clk_a->clk_b on the reported max path and is it a concern?", ["hold_a[0]", "dout[0]"],
  ev("runs/xfer_timed/req_ack_xfer_net.v", ".Q(hold_a[0])"), "_246_ hold_a[0] -> _227_ dout[0]; bus held stable by handshake")

# ---------------------------------------------------------------- absent
q("absent", "setup slack for vga_sync_gen_hd?", ["vga_sync_gen"], ev(R, "| vga_relaxed | vga_sync_gen |"), "no such design; vga_sync_gen exists")
q("absent", "area of mem_scrubber?", ["mem_scrub_ctrl"], ev(R, "| mem_scrub_ctrl | mem_scrub_ctrl |"), "near miss")
q("absent", "bcd_add4dig worst delay?", ["bcd_add2dig"], ev(R, "| bcd_add2dig | bcd_add2dig |"), "only the 2-digit adder exists")
q("absent", "fsm encoding in washer_ctrl", ["washer_fsm"], ev(R, "| washer_fsm | washer_fsm |"), "near miss")
q("absent", "tmr_regfile flop count?", ["tmr_regbank"], ev(R, "| tmr_regbank | tmr_regbank |"), "near miss")
q("absent", "timing for mdio_master", ["mdio_ctrl"], ev(R, "| mdio_ctrl | mdio_ctrl |"), "near miss; mdio_ctrl failed to parse")
q("absent", "can_destuff cell count?", ["can_bitstuff"], ev(R, "| can_bitstuff | can_bitstuff |"), "near miss")
q("absent", "cic5_decim clk_dec slack", ["cic3_decim"], ev(R, "| cic3_decim | cic3_decim |"), "only third-order")
q("absent", "deser_1to16 hold slack?", ["deser_1to8"], ev(R, "| deser_1to8 | deser_1to8 |"), "near miss")
q("absent", "morse_decoder area", ["morse_keyer"], ev(R, "| morse_keyer | morse_keyer |"), "near miss")
q("absent", "power numbers for vga_relaxed?", ["not"], ev(R, "- report_power was run only in"), "report_power only in mem_scrub_ctrl")
q("absent", "setup slack of icg_bank?", ["not"], ev(R, "- Synthesized but never timed: 4"), "never timed")
q("absent", "hold slack in vga_tight?", ["not"], ev("runs/vga_tight/vga4_sta.tcl", "report_checks -path_delay max -digits 3"), "only max paths reported")
q("absent", "mdio_ctrl wns?", ["fail"], ev(R, "| mdio_ctrl | mdio_ctrl |"), "parse failure, no netlist, never timed")
q("absent", "chip area of can_bitstuff", ["fail"], ev(R, "| can_bitstuff | can_bitstuff |"), "elaboration failure, no stat")
q("absent", "morse_keyer critical path?", ["not"], ev(R, "| morse_keyer | morse_keyer |"), "never timed")
q("absent", "gate-level sim results for bcd_add2dig?", ["not"], ev(R, "- No other tool was run"), "only RTL simulation")
q("absent", "verilator lint output for err_flag_unit", ["not"], ev(R, "- No other tool was run"), "no Verilator")
q("absent", "tns for bcd_add2dig", ["not"], ev(R, "- Timed runs whose report has no `tns` line"), "no report_tns in bcd_sta.tcl")
q("absent", "report_power total for gain_stage_q15?", ["not"], ev(R, "- report_power was run only in"), "")
q("absent", "req_ack_sync clk_b slack?", ["req_ack_xfer"], ev(R, "| xfer_fp | req_ack_xfer |"), "near miss of the design name")
q("absent", "spef / extracted parasitics used for xfer_timed?", ["not"], ev(R, "- No other tool was run"), "ideal clocks, no SPEF")


def main():
    out = []
    for i, (cat, qu, must, evid, notes) in enumerate(Q, 1):
        out.append({"id": f"q{i:03d}", "category": cat, "scope": SCOPE, "question": qu,
                    "must_contain": must, "evidence": evid, "notes": notes})
    with open(os.path.join(HERE, "questions.jsonl"), "w") as fh:
        for d in out:
            fh.write(json.dumps(d) + "\n")
    cats = {}
    for d in out:
        cats[d["category"]] = cats.get(d["category"], 0) + 1
    print(len(out), cats)


if __name__ == "__main__":
    main()
