#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded once (standard library only).

Same id, category, scope, must_contain, evidence and notes as dev.jsonl; only the question text
changes (other verbs / nouns for the same concept, other sentence shapes). Design and run names and
numbers are kept. Fails if a dev id has no rewording here.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q003": "what message did yosys give when the beacon_sched build crashed?",
    "q004": "bloom_hash8: which clock period did the timing run assume?",
    "q005": "coffee_auto: give me the launch and capture points of the worst setup path plus its margin",
    "q006": "what release of yosys was used to produce this set?",
    "q007": "async_word_raw - total negative slack figure?",
    "q011": "copy me the warning about an oversized constant in frame_stats",
    "q013": "worst negative slack in cache_tag_4ns please",
    "q015": "in lane_deskew4, which pin sources the aligned signal?",
    "q016": "bloom_hash8 overall power consumption according to sta?",
    "q017": "for log2_est16, how much headroom does the worst input-to-output route have under the 6 ns budget, and which pins bound it?",
    "q019": "keypad_scan state machine: which encoding was chosen and how wide is the state vector?",
    "q022": "number of BUFX2 instances in the bmc_encoder netlist?",
    "q023": "frame_stats: margin on the worst setup path and where it launches",
    "q024": "what single worst-margin figure did report_worst_slack give for coffee_bin?",
    "q031": "did anything fail hold? name the runs",
    "q034": "add up the footprint of every run that reports one - total?",
    "q038": "which runs have the largest and the smallest footprint per cell?",
    "q039": "list the runs whose footprint exceeds 50k",
    "q040": "DFFSR instances summed over the set, and across how many runs do they appear?",
    "q042": "in which runs did yosys pull out a state machine?",
    "q043": "give me the yosys warning counts run by run and the grand total",
    "q045": "which runs printed the clock property table?",
    "q047": "gap between the setup margins of cache_tag_10ns and cache_tag_4ns?",
    "q048": "ordering by minimum achievable period, who is slowest and who is fastest?",
    "q051": "footprint ratio of lane_deskew4 to johnson_div?",
    "q054": "where were memories flattened into flip-flops, and which arrays?",
    "q055": "cache_tag_4ns endpoint summary: count of failing endpoints?",
    "q056": "max frequency: coffee_auto compared with coffee_bin",
    "q057": "among the timed runs, which never printed a min (hold) path?",
    "q059": "what's the most negative setup margin anywhere in the set, and where?",
    "q060": "mean cell count per mapped run?",
    "q063": "beacon_sched build broke - root cause and the smallest edit that fixes it?",
    "q065": "even with `default_nettype none, lfsr_fb in beacon_sched just got a warning. after the port fix, what are the consequences?",
    "q066": "coffee_bin: binary fsm encoding was requested, yet the encoding file has nothing in it and no state machine appears. what went wrong?",
    "q067": "same RTL, so how come coffee_bin comes out with less area than coffee_auto?",
    "q068": "async_word_raw has failing margin across the clock boundary - genuine issue? what constraint change fixes it?",
    "q069": "at 8 ns bloom_hash8 misses setup. which gate dominates the delay and what are the remedies?",
    "q072": "keypad_scan rst_n removal check fails - walk me through the arithmetic",
    "q079": "frame_stats: is_zero triggered a warning - is it harmful?",
    "q081": "johnson_div: how can the clk_div6 paths have ~22 ns of margin when the main clock is only 4 ns?",
    "q082": "the src-to-dst report in async_word_cg is empty - does that mean the crossing goes unverified, and is that fine?",
    "q083": "cache_tag_10ns: what dominates the worst setup path and how would you speed it up?",
    "q084": "why is bmc_encoder full of BUFX2 cells?",
    "q085": "coffee_auto: how was the coffee_brew_fsm state flop handled by synthesis?",
    "q087": "in async_word_raw, explain the failing route from _162_ to _179_",
    "q095": "what extra wire capacitance from SPEF lands on the worst lane_deskew4 path?",
    "q096": "period of clk_div8 in johnson_div?",
    "q097": "what did verilator lint say about hotswap_seq?",
    "q098": "footprint of the galois_step module?",
    "q101": "margin for keypad_scan if clocked at 4 ns?",
    "q102": "does clock uncertainty cause hold failures in bloom_hash8?",
    "q104": "print the clock property table for cache_tag_4ns",
    "q105": "lane_deskew4 total negative slack?",
    "q106": "timing numbers for the expgolomb_dec decoder?",
    "q108": "results of the gray-encoded coffee_brew_fsm run?",
    "q111": "how many warnings did frame_statistics produce?",
}


def main():
    out = []
    missing = []
    with open(os.path.join(HERE, "dev.jsonl")) as fh:
        for line in fh:
            if not line.strip():
                continue
            d = json.loads(line)
            if d["id"] not in REWORD:
                missing.append(d["id"])
                continue
            n = dict(d)
            n["question"] = REWORD[d["id"]]
            out.append(n)
    if missing:
        sys.exit(f"no rewording for {missing}")
    with open(os.path.join(HERE, "dev_synonyms.jsonl"), "w") as fh:
        for d in out:
            fh.write(json.dumps(d) + "\n")
    print(f"dev_synonyms.jsonl: {len(out)} questions")


if __name__ == "__main__":
    main()
