#!/usr/bin/env python3
"""Write questions.jsonl for runs_blind7. Evidence line numbers are looked up by text so that
they always point at the line that holds the fact (standard library only)."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def _lines(rel):
    with open(os.path.join(HERE, rel)) as fh:
        return fh.read().split("\n")


def ev(rel, needle, which=0):
    """rel is runs/<run>/<file> or README.md; which=0 first match, -1 last match."""
    hits = [i + 1 for i, l in enumerate(_lines(rel)) if needle in l]
    if not hits:
        raise SystemExit(f"evidence not found: {rel}: {needle!r}")
    return f"{rel}:{hits[which]}"


def R(run, f):
    return f"runs/{run}/{f}"


RM = "README.md"
Q = []


def q(cat, question, must, evidence, notes=""):
    Q.append({"category": cat, "question": question, "must_contain": must, "evidence": evidence, "notes": notes})


# ---------------------------------------------------------------- factual
q("factual", "what's the chip area of gray_cnt8?", ["13028"],
  ev(R("gray_cnt8", "synth.log"), "Chip area for module", -1))
q("factual", "How many cells does the UART transmitter netlist have after liberty mapping?", ["76"],
  ev(R("uart_tx_fsm", "yosys_synth.log"), "Number of cells:", -1), "final stat after abc; the stat inside synth shows 54 generic cells")
q("factual", "setup slack on mac_pipe8 @ 5ns?", ["-1.221"],
  ev(R("mac_pipe8", "mac_timing.rpt"), "slack (VIOLATED)"))
q("factual", "For the multiply-accumulate run, which instances are the start and end of the critical path?", ["_934_", "_925_"],
  ev(RM, "| mac_pipe8 | mac_timing.rpt"))
q("factual", "tns on the mac?", ["-4.52"], ev(R("mac_pipe8", "mac_timing.rpt"), "tns "))
q("factual", "What hold slack does OpenSTA report for the worst min path of the delay line?", ["-0.744"],
  ev(R("dly_line16", "dly_hold.rpt"), "slack (VIOLATED)"))
q("factual", "spi_slave_v2 won't synthesize -- what's the exact error and on which line?", ["18", "syntax error"],
  ev(R("spi_slave_v2", "spi_synth.log"), "ERROR:"))
q("factual", "which module is missing in the dma_top run?", ["fifo_ctrl"],
  ev(R("dma_top_elab", "dma_yosys.log"), "ERROR:"))
q("factual", "Which outputs of irq_latch_mux ended up as latches?", ["vec", "nmi_flag"],
  ev(R("irq_latch_mux", "irq_synth.log"), "Latch inferred for signal `\\irq_latch_mux.\\vec'"))
q("factual", "how many LATCH cells are in the interrupt selector netlist", ["3"],
  ev(R("irq_latch_mux", "irq_synth.log"), "LATCH      ", -1))
q("factual", "what encoding did yosys choose when it recoded the uart state machine?", ["one-hot"],
  ev(R("uart_tx_fsm", "yosys_synth.log"), "mapping auto encoding"))
q("factual", "After recoding, how many state bits does the UART FSM use?", ["5"],
  ev(R("uart_tx_fsm", "yosys_synth.log"), "Number of state bits:"))
q("factual", "pkt_len_calc: what does the literal width warning say exactly?", ["9 bit"],
  ev(R("pkt_len_calc", "pkt_synth.log"), "Literal has a width"))
q("factual", "In the packet length run the sum port of u_sum gets resized. From how many bits to how many?", ["13", "9"],
  ev(R("pkt_len_calc", "pkt_synth.log"), "u_sum.sum from"))
q("factual", "which net does check flag with multiple conflicting drivers in the arbiter?", ["dbg_force"],
  ev(R("bus_arb_md", "bus_arb_yosys.log"), "multiple conflicting drivers"))
q("factual", "area of bus_arb_md", ["2108"], ev(R("bus_arb_md", "bus_arb_yosys.log"), "Chip area for module", -1))
q("factual", "In sensor_if_undrv, which wire is used but has no driver?", ["cal_offset"],
  ev(R("sensor_if_undrv", "sensor_yosys.log"), "is used but has no driver"))
q("factual", "Where does the worst path of the priority encoder start and end?", ["req[1]", "idx[0]"],
  ev(R("prio_enc16", "prio_io.rpt"), "Startpoint:"))
q("factual", "data arrival time on prio_enc16's worst path?", ["1.884"],
  ev(R("prio_enc16", "prio_io.rpt"), "data arrival time"))
q("factual", "What period is the read clock constrained to in the CDC run?", ["12.5"],
  ev(R("cdc_gray_sync", "cdc_sta.tcl"), "-name rclk"))
q("factual", "recovery slack in cdc_gray_sync?", ["7.078"], ev(R("cdc_gray_sync", "cdc_sta.rpt"), "7.078"))
q("factual", "how many DFFSR cells does cdc_gray_sync use", ["24"],
  ev(R("cdc_gray_sync", "cdc_synth.log"), "DFFSR      ", -1))
q("factual", "What TNS does OpenSTA give for pwm_gen with the 2.2 ns clock?", ["-3.48"],
  ev(R("pwm_gen", "sta_2.2ns.rpt"), "tns "))
q("factual", "verilator lint on lfsr16: what does the WIDTH warning complain about?", ["8 bits", "16 bits"],
  ev(R("lfsr16_lint", "verilator_lint.txt"), "Warning-WIDTH"))
q("factual", "Which input does verilator report as not used in the LFSR?", ["dbg_en"],
  ev(R("lfsr16_lint", "verilator_lint.txt"), "UNUSEDSIGNAL"))
q("factual", "worst slack for lfsr16 as report_worst_slack prints it", ["7.37"],
  ev(R("lfsr16_lint", "lfsr_sta.rpt"), "worst slack"))
q("factual", "How many DFFPOSX1 are in the 12-bit up/down counter run?", ["12"],
  ev(R("updn_cnt_w12", "synth_w12.log"), "DFFPOSX1      ", -1))
q("factual", "area of the shift16 sub-module in the hierarchical ALU run?", ["26108"],
  ev(R("alu16_hier", "synth_hier.log"), "Chip area for module '\\shift16'", -1))
q("factual", "What library setup time applies at the mac_pipe8 endpoint flop?", ["-0.277"],
  ev(R("mac_pipe8", "mac_timing.rpt"), "library setup time"))
q("factual", "gray_cnt8 hold slack", ["0.399"], ev(R("gray_cnt8", "sta.rpt"), "0.399   slack"))
q("factual", "What warning did Yosys print for the delay line RTL?", ["list of registers"],
  ev(R("dly_line16", "dly_line16_yosys.log"), "Replacing memory"))
q("factual", "data required time on uart_tx8n1's worst setup path?", ["7.734"],
  ev(R("uart_tx_fsm", "uart_sta.rpt"), "data required time"))
q("factual", "what's the reset state of the uart fsm according to fsm_extract?", ["3'000"],
  ev(R("uart_tx_fsm", "yosys_synth.log"), "found reset state"))

# ---------------------------------------------------------------- statistical
q("statistical", "Which run has the largest chip area?", ["mac_pipe8", "74304"], ev(RM, "- Largest area:"))
q("statistical", "smallest area among the mapped runs?", ["ring_osc_loop", "320"], ev(RM, "- Largest area:"))
q("statistical", "How many of the run folders failed in Yosys, and which ones?", ["spi_slave_v2", "dma_top_elab"],
  ev(RM, "- Synthesized to the end of the script:"))
q("statistical", "how many runs were timed with opensta?", ["14"], ev(RM, "- Timed with OpenSTA:"))
q("statistical", "Which runs have a violated timing path?", ["mac_pipe8", "dly_line16", "pwm_gen"],
  ev(RM, "- Reports with a VIOLATED path:"))
q("statistical", "total area summed over every run that has an area", ["351040"], ev(RM, "Total area"))
q("statistical", "mean chip area across the set?", ["20649.41"], ev(RM, "Total area"))
q("statistical", "What's the median area?", ["13296"], ev(RM, "median area"))
q("statistical", "total number of DFFPOSX1 flops across all runs", ["229"], ev(RM, "Sequential cell DFFPOSX1"))
q("statistical", "which designs use the DFFSR cell?", ["cdc_gray_sync", "pwm_gen"], ev(RM, "Sequential cell DFFSR"))
q("statistical", "Which run has the highest area per cell, and what is it?", ["cdc_gray_sync", "435.32"],
  ev(RM, "| cdc_gray_sync | 20460"))
q("statistical", "cells per flop for mac_pipe8?", ["13.58"], ev(RM, "| mac_pipe8 | 74304"))
q("statistical", "By how much does the hierarchical ALU's area exceed the flattened one?", ["4016"],
  ev(RM, "- Difference hier - flat"))
q("statistical", "of the two alu16 runs, which ended with more cells?", ["alu16_flat", "429"], ev(RM, "- alu16_flat: area"))
q("statistical", "Area ratio of the WIDTH=12 counter to the WIDTH=8 one?", ["1.52"], ev(RM, "ratio w12/w8"))
q("statistical", "how much setup slack does the up/down counter lose going from 8 to 12 bits?", ["0.398"],
  ev(RM, "- Setup slack at 5 ns:"))
q("statistical", "min achievable period for gray_cnt8 (period minus worst setup slack)?", ["2.594"],
  ev(RM, "| gray_cnt8 | sta.rpt"))
q("statistical", "fmax of the flattened alu?", ["182.3"], ev(RM, "| alu16_flat | sta_flat.rpt"))
q("statistical", "Which timed run has the most setup margin?", ["alu16_flat", "14.516"], ev(RM, "- Worst setup slack overall"))
q("statistical", "How many Yosys warnings in total across the whole set (per the Warnings: summary lines)?", ["32"],
  ev(RM, "sum of totals"))
q("statistical", "which run printed the most yosys warnings", ["sensor_if_undrv", "20"], ev(RM, "sum of totals"))
q("statistical", "Which mapped runs contain no flip-flops at all?", ["prio_enc16", "irq_latch_mux", "ring_osc_loop"],
  ev(RM, "runs with no flops"))
q("statistical", "Of the designs that synthesized, which ones were never timed?",
  ["irq_latch_mux", "bus_arb_md", "ring_osc_loop", "popcnt32_generic"], ev(RM, "- Synthesized but not timed"))
q("statistical", "how many hold violators does report_check_types list for dly_line16?", ["68"],
  ev(RM, "report_check_types -all_violators`: 68"))
q("statistical", "pwm_gen: how much setup slack is lost between the 10 ns and the 2.2 ns run?", ["7.8"],
  ev(RM, "- pwm_gen at 10 ns vs 2.2 ns"))
q("statistical", "mean cell count over the liberty-mapped runs", ["126.76"], ev(RM, "Total cells"))
q("statistical", "Who has more flops, the UART or the gray counter?", ["uart_tx_fsm", "16"], ev(RM, "| uart_tx_fsm | 13296"))
q("statistical", "what share of alu16_hier's area is the shifter?", ["43.34"], ev(RM, "- Largest sub-module in alu16_hier"))
q("statistical", "total flop count over the whole set", ["264"], ev(RM, "total flops"))
q("statistical", "How many timed runs meet every reported path?", ["11"], ev(RM, "- Timed runs where every reported path is MET"))
q("statistical", "rank the three biggest designs by area", ["mac_pipe8", "alu16_hier", "alu16_flat"], ev(RM, "| 3 | alu16_flat"))

# ---------------------------------------------------------------- reasoning
q("reasoning", "Why does spi_slave_v2 fail to parse, given the error points at line 18?", ["semicolon"],
  ev(R("spi_slave_v2", "spi_slave_v2.v"), "sh  <= {sh[6:0], mosi}"),
  "line 17 lacks the ';', so the parser trips on the next token (cnt) on line 18")
q("reasoning", "how do I fix the dma_top elaboration failure?", ["fifo_ctrl"],
  ev(R("dma_top_elab", "dma_top.v"), "fifo_ctrl #"), "read the file that defines fifo_ctrl (or add the module) before hierarchy")
q("reasoning", "Why does mac_pipe8 miss setup at 5 ns and what would you change in the RTL?", ["pipelin"],
  ev(R("mac_pipe8", "mac_timing.rpt"), "slack (VIOLATED)"),
  "multiply and accumulate in one cycle: long XNOR/AOI/OAI chain (arrival 5.944); add a pipeline register between multiplier and adder")
q("reasoning", "what causes the hold violation in dly_line16?", ["uncertainty"],
  ev(R("dly_line16", "dly_hold.rpt"), "clock uncertainty"),
  "1.000 hold uncertainty vs a direct Q->D path of 0.143; fix by adding delay/buffers or lowering the uncertainty")
q("reasoning", "If I dropped the hold uncertainty, would the delay line still fail hold?", ["0.030"],
  ev(RM, "without the uncertainty"), "0.143 - 0.113 = 0.030, it would pass")
q("reasoning", "Why did Yosys infer latches for vec and nmi_flag?", ["mask_en", "mode"],
  ev(R("irq_latch_mux", "irq_latch_mux.v"), "if (mask_en) begin"),
  "vec only assigned when mask_en=1 (and casez has no default), nmi_flag only when mode==2'b11")
q("reasoning", "what did yosys do to the uart state machine?", ["one-hot"],
  ev(R("uart_tx_fsm", "yosys_synth.log"), "Recoding FSM"), "state extracted as FSM and re-encoded from 3-bit binary to 5-bit one-hot")
q("reasoning", "In pkt_len_calc, what does 'Resizing cell port pkt_len_calc.u_sum.a from 12 bits to 8 bits' mean for the design?", ["payload_len"],
  ev(R("pkt_len_calc", "pkt_synth.log"), "u_sum.a from 12 bits"), "upper 4 bits of payload_len are dropped")
q("reasoning", "what does the literal width warning mean for the pad_cfg register?", ["truncat"],
  ev(R("pkt_len_calc", "pkt_synth.log"), "Literal has a width"), "8'h1FF truncated to 8'hFF")
q("reasoning", "Why does check complain about conflicting drivers on dbg_force in bus_arb?", ["grant"],
  ev(R("bus_arb_md", "bus_arb.v"), "assign grant[0] = dbg_force"),
  "grant is assigned from gnt_q and grant[0] again from dbg_force, so the flop output and the input port drive one net")
q("reasoning", "ring_osc_loop: the earlier checks report a logic loop but the last check says 0 problems. Why?", ["abc"],
  ev(R("ring_osc_loop", "loop_synth.log"), "Breaking loop using new signal $abcloop$91"),
  "ABC broke the loop by inserting a new signal; the loop still exists in the design intent")
q("reasoning", "what does the undriven cal_offset mean for the sensor interface's output?", ["cal_offset"],
  ev(R("sensor_if_undrv", "sensor_if.v"), "wire [9:0] corrected"), "calibration offset never applied; the adder input is undriven (x)")
q("reasoning", "Does test_mode do anything in the sensor_if netlist?", ["test_mode"],
  ev(R("sensor_if_undrv", "sensor_if.v"), "input  wire        test_mode"), "unused input, no logic")
q("reasoning", "why are there no timing paths between wclk and rclk in the cdc report?", ["asynchronous"],
  ev(R("cdc_gray_sync", "cdc_sta.tcl"), "set_clock_groups"))
q("reasoning", "What's the shortest period pwm_gen could run at based on its two timing runs?", ["2.555"],
  ev(RM, "| pwm_gen | sta_10ns.rpt"), "period - slack: 10 - 7.445 = 2.2 - (-0.355) = 2.555")
q("reasoning", "why is alu16_flat smaller than alu16_hier?", ["flatten"],
  ev(RM, "- Difference hier - flat"), "flattening lets ABC optimize across the module boundaries")
q("reasoning", "Why does the 12-bit updn_cnt run have less slack than the 8-bit one at the same 5 ns clock?", ["1.953", "2.351"],
  ev(RM, "- Setup slack at 5 ns:"), "longer carry chain for the wider counter")
q("reasoning", "Why was a virtual clock needed to time prio_enc16?", ["vclk"],
  ev(R("prio_enc16", "prio_io.tcl"), "create_clock -name vclk"), "purely combinational design, no clock port")
q("reasoning", "verilator says rnd is assigned a 16-bit value; what does yosys do with the extra bits?", ["truncat"],
  ev(R("lfsr16_lint", "verilator_lint.txt"), "Warning-WIDTH"), "silently truncates to the low 8 bits, Yosys prints no warning")
q("reasoning", "What does the 'Replacing memory \\stage with list of registers' warning imply for the delay line netlist?", ["64"],
  ev(R("dly_line16", "dly_line16_yosys.log"), "DFFPOSX1      ", -1), "the array became 64 individual DFFPOSX1")
q("reasoning", "why is there no area for popcnt32?", ["liberty"],
  ev(R("popcnt32_generic", "popcnt32_yosys.log"), "-- Running command"), "generic synth: no read_liberty / dfflibmap / abc -liberty, so stat has no Chip area line")
q("reasoning", "what clock period would mac_pipe8 need to close setup?", ["6.221"], ev(RM, "| mac_pipe8 | mac_timing.rpt"))
q("reasoning", "Why do cdc_gray_sync and pwm_gen map to DFFSR while gray_cnt8 uses DFFPOSX1?", ["async"],
  ev(RM, "Sequential cell DFFSR"), "asynchronous (negedge) resets need the set/reset flop; gray_cnt8 has a synchronous reset")
q("reasoning", "why does the worst path in the sensor interface start at a thresh input rather than at a flop?", ["thresh"],
  ev(R("sensor_if_undrv", "sensor_sta.rpt"), "Startpoint: thresh[1]"),
  "the over_temp comparator is fed straight from inputs with 1.0 ns input delay; there is no reg-to-reg datapath")

# ---------------------------------------------------------------- absent
q("absent", "what's the area of gray_cnt16?", ["gray_cnt8"], ev(RM, "| gray_cnt8 | gray_cnt8"), "no gray_cnt16; closest is gray_cnt8")
q("absent", "wns for uart_rx_fsm?", ["uart_tx_fsm"], ev(RM, "| uart_tx_fsm | uart_tx8n1"), "only a transmitter run exists")
q("absent", "setup slack for alu32_hier", ["alu16_hier"], ev(RM, "| alu16_hier | alu16_top"))
q("absent", "what's the setup slack of irq_latch_mux?", ["not"], ev(RM, "- Synthesized but not timed"), "never timed")
q("absent", "hold slack on bus_arb_md?", ["not"], ev(RM, "- Synthesized but not timed"), "never timed")
q("absent", "Give me the critical path of the popcount design.", ["not"], ev(RM, "- Synthesized but not timed"), "never timed")
q("absent", "chip area of popcnt32_generic?", ["liberty"], ev(RM, "popcnt32_generic has no area"), "generic run, no liberty, no area")
q("absent", "fmax of spi_slave_v2?", ["syntax"], ev(R("spi_slave_v2", "spi_synth.log"), "ERROR:"), "failed to parse, never timed")
q("absent", "how many cells does dma_top have?", ["fifo_ctrl"], ev(R("dma_top_elab", "dma_yosys.log"), "ERROR:"), "elaboration failed")
q("absent", "slack on the clk_div2 clock in cdc_gray_sync?", ["wclk", "rclk"],
  ev(R("cdc_gray_sync", "cdc_sta.tcl"), "-name wclk"), "no such clock; only wclk and rclk")
q("absent", "tns of mac_pipe16", ["mac_pipe8"], ev(RM, "| mac_pipe8 | mac_pipe8"))
q("absent", "area of updn_cnt_w16?", ["updn_cnt_w8", "updn_cnt_w12"], ev(RM, "| updn_cnt_w12 | updn_cnt"),
  "only WIDTH 8 and 12 runs")
q("absent", "what does the verilator lint say for pwm_gen?", ["lfsr16_lint"], ev(RM, "| lfsr16_lint | lfsr16"),
  "only lfsr16_lint has a lint file")
q("absent", "Hold slack for mac_pipe8?", ["not"], ev(R("mac_pipe8", "mac_sta.tcl"), "report_checks -path_delay max"),
  "only max paths were reported")
q("absent", "power estimate for alu16_flat?", ["not"], ev(RM, "| alu16_flat | alu16_top"), "no power report in the set")
q("absent", "area of sensor_if_v2?", ["sensor_if_undrv"], ev(RM, "| sensor_if_undrv | sensor_if"))
q("absent", "pwm_gen slack at a 5 ns clock?", ["10", "2.2"], ev(RM, "one netlist timed at two clock periods"),
  "timed only at 10 ns and 2.2 ns")
q("absent", "area of spi_master?", ["spi_slave_v2"], ev(RM, "| spi_slave_v2 | spi_slave_v2"), "no spi_master; spi_slave_v2 failed to parse")

for i, d in enumerate(Q, 1):
    d2 = {"id": f"q{i:03d}", "category": d["category"], "scope": "proj:blind7", "question": d["question"],
          "must_contain": d["must_contain"], "evidence": d["evidence"], "notes": d["notes"]}
    Q[i - 1] = d2
with open(os.path.join(HERE, "questions.jsonl"), "w") as fh:
    for d in Q:
        fh.write(json.dumps(d) + "\n")
from collections import Counter
print(len(Q), Counter(d["category"] for d in Q))
