#!/usr/bin/env python3
"""Writes dev_synonyms.jsonl: every dev question reworded once (hand-written
rewordings below); all other fields are copied unchanged."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
REWORD = {
 "q002": "total negative slack for the bitonic sorter clocked at 4 ns?",
 "q005": "cmag_limits: number of flip-flops mapped to library cells",
 "q006": "Which parse error stopped dac_wr_syntax?",
 "q009": "any link warnings from opensta in gcfg_link?",
 "q010": "longest topological path length reported for itof16",
 "q011": "how many BUFX2 buffers ended up in the flat frame_sync_det netlist",
 "q013": "lcd_init_seq chip area?",
 "q014": "fdiv_genclk: period of the derived divide-by-2 clock according to STA",
 "q015": "how much margin does press_count[7] have in gbank_hier",
 "q019": "last error printed by yosys in gpio_oe_check",
 "q021": "bsort_slow hold check - what slack did the min path get?",
 "q022": "from the summary-format report in the crc5 run, which endpoint is worst and by how much",
 "q025": "what transition limit was set in cmag_limits and what's the worst slew against it",
 "q027": "slack of the top ref_clk paths in cratio_async",
 "q029": "how many registers does lcd_seq_onehot have?",
 "q031": "count the runs that have no STA output whatsoever",
 "q034": "which runs did yosys fail on",
 "q035": "which run has the most negative total slack, and what is it",
 "q038": "smallest cell count of any run mapped to the osu035 library?",
 "q039": "middle value of chip area across runs that print an area",
 "q040": "number of runs with a violated path in any STA report",
 "q042": "some mapped runs show only a cell count and no area - which, and how come?",
 "q043": "tns comparison: cmag_limits against itof_maxdelay, which is worse",
 "q044": "what is the most negative slack printed in any run?",
 "q046": "is the cratio netlist any bigger or smaller with the clocks grouped?",
 "q048": "designs above 60 flip-flops?",
 "q051": "arb_loop_lint area plus crc5_tclflow area, what do they add up to",
 "q054": "report_wns missing from which timed runs?",
 "q057": "in which runs did a yosys check pass flag issues",
 "q059": "runs whose worst reported slack exceeds 10 ns?",
 "q061": "bsort_fast critical path: which cell contributes the most delay?",
 "q064": "itof_maxdelay: what makes inexact miss its budget and how could it be fixed",
 "q065": "are the cfg registers in gcfg_link really covered by STA despite the met slack?",
 "q068": "the error in dac_wr_syntax points at line 28 which seems ok - what's actually wrong",
 "q069": "how to make the fsync_nocnt flow elaborate",
 "q070": "after the Error in fsync_flat's STA log, did the other reports still come out?",
 "q072": "is the gnt_a timing in arb_loop_lint trustworthy given it looks fine?",
 "q073": "is the 'no driver' warning on crc_out in the crc5 flow a genuine issue?",
 "q074": "what's behind the large number of max_transition violations in cmag_limits",
 "q077": "walk me through why press_count passes in gbank_hier",
 "q082": "gbank_hier stat lists $paramod glitch_filter twice and a plain glitch_filter too - why?",
 "q083": "in bsort_slow which number is the actual margin, 14.44 or 0.484?",
 "q084": "itof: how come the path to big is unconstrained",
 "q088": "which parasitics file was read for cratio_async",
 "q091": "crc5_tclflow min-delay slack?",
 "q092": "post-CTS clock skew numbers for gbank_hier",
 "q093": "lcd_seq_onehot slack against its 100 MHz clock",
 "q095": "efifo_nomap worst negative slack?",
 "q097": "dac_wr_syntax cell area",
 "q099": "what did verilator lint say about gpio_oe_merge",
 "q100": "show the minimum clock period report for clk_ratio_meter",
 "q101": "list the max fanout violations in cmag_limits",
 "q102": "results of the crc32 run?",
 "q105": "which false paths are declared in cratio_nogroup",
 "q107": "i2c sim waveform dump location?",
}

def main():
    dev = [json.loads(l) for l in open(os.path.join(HERE, "dev.jsonl")) if l.strip()]
    missing = [q["id"] for q in dev if q["id"] not in REWORD]
    if missing:
        sys.exit("no rewording for %s" % missing)
    with open(os.path.join(HERE, "dev_synonyms.jsonl"), "w") as f:
        for q in dev:
            r = dict(q)
            r["question"] = REWORD[q["id"]]
            f.write(json.dumps(r) + "\n")

if __name__ == "__main__":
    main()
