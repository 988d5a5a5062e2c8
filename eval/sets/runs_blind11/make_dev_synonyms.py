#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: each dev.jsonl question reworded once with synonyms / other phrasing
(same id, category, scope, must_contain, evidence, notes). Standard library only."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RE = {
    'q001': 'how much max-delay margin does sqrt_iter8 have with the 8 ns cycle?',
    'q003': 'what state assignment did the synthesizer pick for the root-extraction sequencer, and how many state registers does it use?',
    'q004': 'did the self-checking bench for the square-root block come out clean? how many stimuli',
    'q006': "what's the reset-deassertion (removal) margin on rst_n in the quadrature interface",
    'q008': 'silicon footprint of the bin-counting block?',
    'q011': 'cycle time and duty waveform of the clock in the dual_nco timing job',
    'q013': 'summed negative margin for min_find8?',
    'q014': 'footprint of a single cmp_sel instance',
    'q015': 'gate total for rtc_calendar?',
    'q018': 'how much silicon does the fan PWM/tacho unit occupy?',
    'q020': 'sat_round16: margin against the 12 ns max delay constraint, and on which input-output route?',
    'q024': 'what cycle time does the timer assign to clk_half in ws2812_enc',
    'q025': 'max-delay headroom of the PS/2 receive block with a 6ns cycle?',
    'q026': 'how many jobs blew up in the synthesizer, and which ones',
    'q027': 'How many runs got static timing analysis?',
    'q032': 'which job has the biggest gate total',
    'q034': 'Which jobs break early-arrival (hold / min-delay) checks?',
    'q035': 'how many analysed jobs have no failing check at all?',
    'q036': 'of the jobs that pass max-delay, which one has the thinnest margin?',
    'q037': 'which block demands the longest cycle time?',
    'q038': 'average footprint over the jobs that print one?',
    'q039': 'middle value of the gate totals across liberty-mapped jobs',
    'q043': 'count of jobs whose timing output contains at least one early-arrival check?',
    'q044': 'smallest non-failing hold margin anywhere in the collection, and in which job',
    'q050': 'quad_dec - count of registers that break the hold check?',
    'q051': 'which job shows a total negative slack other than zero, and how much',
    'q053': 'summed footprint of the jobs that were never timed but do have a footprint',
    'q054': 'largest max-delay margin among same-clock groups in the whole collection?',
    'q057': "min_find8 doesn't make 5ns. what's the quickest cycle it would pass at?",
    'q058': 'can min_find8 meet a 6.5 ns cycle?',
    'q061': "quad_dec shows wns 0.00 and tns 0.00, so it's all passing, yes?",
    'q063': 'why does edge_rate_async say there is nothing between clk_evt and clk_ref',
    'q065': 'edge_rate_nogrp: the domain-crossing route is launched at 49 and latched at 50 - why those edges?',
    'q066': 'should I care about the 0.208 margin on the domain crossing in edge_rate_nogrp?',
    'q072': 'were the level-sensitive storage elements in hdr_classify meant to be there?',
    'q074': 'fan_tach_ctrl: what became of the stall error bit in the gate-level output?',
    'q075': 'which source statements create the clashing drivers on pwm_out in fan_tach_ctrl?',
    'q079': 'ws2812: the n_pix -> clk_half route begins at 5ns rather than 0, how come?',
    'q080': 'what eats the energy budget in ws2812_enc?',
    'q083': 'would sqrt_iter8 pass timing with a 4 ns cycle?',
    'q084': "the synthesizer points at pkt_parser.v row 45, but where's the real mistake?",
    'q085': 'what change gets tx_framer through hierarchy elaboration?',
    'q086': "slowest single cell on quad_dec's max-delay route?",
    'q087': 'timing margin of sqrt_iter16?',
    'q089': 'gate total of hist_bins32?',
    'q091': 'timing results of adpcm_dec4?',
    'q093': 'early-arrival margin of hist_bins16?',
    'q094': 'min-delay margin of ps2_rx',
    'q096': 'max-delay margin of fan_tach_ctrl?',
    'q100': 'what did the testbench run on ws2812_enc print?',
    'q103': 'summed negative margin of ws2812_enc?',
    'q105': 'energy/current figures for hdr_classify?',
    'q106': 'max-delay margin of ws2811_enc?',
}


def main():
    out = []
    with open(os.path.join(HERE, "dev.jsonl")) as fh:
        for line in fh:
            if not line.strip():
                continue
            d = json.loads(line)
            if d["id"] not in RE:
                sys.exit(f"no rewrite for {d['id']}")
            d["question"] = RE[d["id"]]
            out.append(d)
    extra = set(RE) - {d["id"] for d in out}
    if extra:
        sys.exit(f"rewrites for ids not in dev.jsonl: {sorted(extra)}")
    with open(os.path.join(HERE, "dev_synonyms.jsonl"), "w") as fh:
        for d in out:
            fh.write(json.dumps(d) + "\n")
    print(len(out), "rewritten")


if __name__ == "__main__":
    main()
