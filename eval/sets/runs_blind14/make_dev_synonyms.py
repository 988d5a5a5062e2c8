#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded once (standard library only).

The rewordings are typed in by hand below (other verbs, other nouns for the same idea, other
sentence shapes); design / run names and numbers are kept. All other fields are copied unchanged.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q001": "radix4_booth_seq: worst negative slack and total negative slack, please",
    "q003": "yosys bailed out on motor_deadband - give me the exact message it printed",
    "q004": "nrzi_stuff_tx derives a bit clock from the divider; what period does STA assign to it?",
    "q005": "after flop mapping, what's the DFFSR tally in serial_rx_ovs16?",
    "q007": "for stack_lifo8x8, smallest hold margin on a flop D input, and the launch point of that path?",
    "q011": "which release of OpenSTA produced the timing reports?",
    "q015": "clk_dst in the xclk_grouped run: what period and edge times did it get?",
    "q016": "in the sum_tree run that keeps the hierarchy, how much cell footprint does the W=8 adder node take?",
    "q017": "did yosys complain about anything when building nonrest_div12? give the wording",
    "q018": "rail_crossing_fsm: how deep is the longest combinational chain ltp reported?",
    "q019": "according to report_net, which cell output feeds the ack_o port of wb_slave_regs?",
    "q023": "how many gates does mant_align16 come out with once abc has mapped it?",
    "q025": "count of constant-driver cells (tie high / tie low) inserted by hilomap into relay_seq_ctl?",
    "q027": "in xclk_grouped, did STA find any timing path going from clk_src into clk_dst?",
    "q028": "which of the runs never made it through yosys?",
    "q030": "name the runs where synthesis worked but nobody ran timing on them",
    "q031": "is there a hold or removal failure in any run, and if so where?",
    "q032": "which run has the largest cell footprint?",
    "q035": "what are the average and the middle value of the area figures?",
    "q040": "how did the nonrest_div12 margin change once the multicycle constraint went in?",
    "q041": "which run packs the most area into each cell on average?",
    "q044": "across all timed runs, where is the most negative setup margin and what is it?",
    "q045": "count the timed runs in which every printed path passes",
    "q047": "which run produced the largest pile of yosys warnings?",
    "q049": "mant_align16 endpoint listing: how many outputs fail the 5.5 ns max-delay budget?",
    "q052": "what top frequency does tdm_slot_mux reach going by its worst path?",
    "q053": "on average how many cells does a mapped run have?",
    "q054": "sum up the flip-flops over the runs mapped to the liberty; which one has none at all?",
    "q056": "what's the ratio between the biggest and the tiniest mapped area?",
    "q058": "how many Error lines did OpenSTA print in total, and in which runs?",
    "q060": "elaboration of ticker_scroll breaks - root cause and remedy?",
    "q062": "explain every issue check -assert flagged on zone_heater_ctrl and how you'd repair it",
    "q064": "the divider path in nonrest_div12 takes about 27 ns against a 15 ns period; should I worry?",
    "q068": "why does rail_crossing_fsm have 13 flip-flops when I requested a binary state encoding?",
    "q071": "when stat_oe is 0, is stat_bus of relay_seq_ctl really released to high impedance?",
    "q072": "is the chip area that yosys printed for relay_seq_ctl complete?",
    "q075": "tying bypass to 0 with set_case_analysis left mant_align16's margin unchanged - how come?",
    "q076": "mant_align16: the unconstrained report starting at bypass is empty, what's the reason?",
    "q078": "radix4_booth_seq at a 4 ns clock: which path is the bottleneck and what period would it need?",
    "q080": "nrzi_stuff_tx reports a min path from _189_/Q - what is that path?",
    "q081": "check_setup on serial_rx_ovs16 complains about something; which outputs lack constraints and is that a concern?",
    "q082": "the reset recovery margin in serial_rx_ovs16 is thin; where does the time go?",
    "q084": "xclk_ungrouped's crossing path launches from the flop behind cnt_src[5] rather than a gray_s flop; what happened?",
    "q087": "can you show me the STA results of uart_rx16?",
    "q088": "what footprint does lifo16x8 have?",
    "q089": "what made booth_mult8 fail in synthesis?",
    "q094": "what did verilator lint report for relay_seq_ctl?",
    "q096": "give me the cell footprint of mant_align_top",
    "q100": "show the outcome of the evt_cnt_cdc run",
    "q101": "sum_tree_top with a 3 ns clock - how much margin?",
    "q102": "what's the period of the bclk2 clock in nrzi_stuff_tx?",
    "q105": "which path limits ticker_scroll's timing?",
    "q106": "how big is wb_master_regs in area?",
    "q108": "what's the hold margin in the mant_align16 run?",
}


def main():
    rows = []
    with open(os.path.join(HERE, "dev.jsonl")) as fh:
        for line in fh:
            if line.strip():
                rows.append(json.loads(line))
    missing = [d["id"] for d in rows if d["id"] not in REWORD]
    extra = sorted(set(REWORD) - {d["id"] for d in rows})
    if missing or extra:
        raise SystemExit(f"reword table does not match dev.jsonl: missing {missing}, extra {extra}")
    with open(os.path.join(HERE, "dev_synonyms.jsonl"), "w") as fh:
        for d in rows:
            o = dict(d)
            o["question"] = REWORD[d["id"]]
            fh.write(json.dumps(o) + "\n")
    print(f"dev_synonyms.jsonl: {len(rows)} questions reworded")


if __name__ == "__main__":
    main()
