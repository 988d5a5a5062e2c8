#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded once (hand-written
below); all other fields copied unchanged."""
import json, os

HERE = os.path.dirname(os.path.abspath(__file__))
REWORD = {
    "q001": "msg_queue8 mapped to osu035 - what area does yosys print?",
    "q002": "result of the icarus sim for the message queue fifo? number of checks?",
    "q008": "the check -assert gate on xbar_arb4 - how many issues did it count?",
    "q009": "worst negative slack reported for word_handoff_nogrp",
    "q011": "rgb565_pack_q: how much setup margin is left on the most critical path?",
    "q012": "For zigzag_scan8_maxdly, give me the start and end pins of the most critical path along with its slack.",
    "q014": "match_timer3_lim max tran check on count[5]: actual slew vs the limit?",
    "q016": "the noise gate timing run couldn't link - what cell and which instance were missing?",
    "q017": "tagmem_2p_generic: what count did select -count give for memory cells?",
    "q019": "total negative slack, odometer_flat run",
    "q024": "how many cells does the final match_timer3 netlist contain?",
    "q025": "longest topological path reported by ltp for the xorshift32 generator - length?",
    "q026": "in odometer_hier, how much area does the seven segment decoder module take?",
    "q027": "the combinational budget used for the zigzag mapper sta - what value?",
    "q029": "count the run folders and the distinct designs in this set",
    "q030": "list every run where yosys bailed out without writing a netlist",
    "q036": "which runs have no opensta step whatsoever?",
    "q037": "compare the chip area of the odometer kept hierarchical against the flattened one",
    "q040": "largest register count of any run - which run and how many flops?",
    "q042": "do any runs show a hold (min delay) violation? which one?",
    "q043": "which timed run uses the shortest clock period?",
    "q044": "largest tns magnitude among all the runs?",
    "q045": "non-reset DFFPOSX1 flops: which runs contain them?",
    "q048": "in which runs does the opensta output print an Error: message?",
    "q053": "list the runs whose yosys output warns that a wire is used but has no driver",
    "q055": "of the runs meeting setup, which one has the most slack on its worst path?",
    "q056": "largest hold margin among runs whose min-delay paths are all met?",
    "q057": "list runs whose chip area exceeds 100000",
    "q058": "qspi end report for the divided serial clock group: smallest and largest slack?",
    "q059": "pid_int_sat_fast vs pid_int_sat_slow: identical netlist size or not?",
    "q060": "parking_meter_try1 broke in yosys. cause and remedy?",
    "q061": "what in the flow made the vlan tag stripper synthesis stop?",
    "q067": "same word_handoff netlist, one run passes and the nogrp one fails - explain the difference",
    "q068": "nogrp run: violations land on the b_word capture flops. design bug or constraint issue?",
    "q070": "yosys reports a combinational loop in the xorshift32 rng - what signals form it, and how does opensta handle it?",
    "q071": "lots of 'used but has no driver' warnings on count/match_flag in match_timer3_lim's log - should I worry?",
    "q073": "odometer meets timing in the 10 ns run but fails in odometer_flat. is flattening to blame?",
    "q076": "effect of set_multicycle_path on the addr[*] paths in the qspi run?",
    "q077": "why no chip area for tagmem_2p_generic, and could opensta time its netlist directly?",
    "q082": "explain why sequential cells dominate the rgb565_pack_q power report",
    "q083": "odometer_hier's stat prints 'Area for cell type ... is unknown' lines - does that make the reported area wrong?",
    "q084": "hold fails in xorshift32_hold but tns reads 0.00 - why?",
    "q086": "if the pid controller clock went to 20 ns, would setup close?",
    "q087": "wns with parasitics from spef in the fast pid run?",
    "q094": "crc engine synthesis numbers?",
    "q096": "slack on clk_fast for word_handoff_async?",
    "q097": "what did verilator lint say about the crossbar?",
    "q098": "how big is the parking meter in area?",
    "q099": "did the formal equivalence check between the flat and hierarchical odometer netlists pass?",
    "q100": "tagmem run: any hold violations?",
    "q102": "xorshift32_hold leakage power number?",
    "q105": "results for the watchdog's compare channels",
    "q106": "what utilization did placement reach on the rgb565 packer?",
    "q108": "timing of the sram macro used as the tag store",
}

def main():
    dev = [json.loads(l) for l in open(os.path.join(HERE, "dev.jsonl"), encoding="utf-8") if l.strip()]
    missing = [r["id"] for r in dev if r["id"] not in REWORD]
    if missing:
        raise SystemExit(f"no rewording for {missing}")
    with open(os.path.join(HERE, "dev_synonyms.jsonl"), "w", encoding="utf-8") as f:
        for r in dev:
            s = dict(r)
            s["question"] = REWORD[r["id"]]
            f.write(json.dumps(s, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    main()
