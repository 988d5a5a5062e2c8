#!/usr/bin/env python3
"""dev_synonyms.jsonl: each dev question reworded with its cue words swapped
for synonyms / rephrasings; every other field is copied unchanged."""
import json

REWRITE = {
 "q001": "agc_loop @ 8ns -- how much silicon footprint does the mapped block take?",
 "q002": "for agc at 8ns, tell me the most negative margin and the register the path lands on",
 "q003": "8 ns agc run: when does the signal get there along the critical route?",
 "q007": "envelope_det after the missing ; got added -- footprint number?",
 "q008": "env rev2 block -- opensta's overall consumption estimate?",
 "q010": "audio_clkgen: the config-side clock, its cycle length?",
 "q016": "lockstep with the hierarchy dissolved: instance total?",
 "q019": "interp_lin 12b -- summed negative margin?",
 "q021": "bresenham: deepest gate chain, excluding registers?",
 "q022": "jitter_buf -- paste me the message that killed it",
 "q025": "mailbox: number of registers left after generic mapping?",
 "q026": "kbd_scan state machine: bit count of the encoding once re-coded?",
 "q027": "leaky_bucket -- yosys complained about a port size, quote it?",
 "q028": "mbist: insbuf put in what number of BUFX2?",
 "q029": "largest footprint across every mapped job?",
 "q030": "which job came out tiniest in mapped footprint?",
 "q035": "highest register tally of all the jobs?",
 "q036": "agc_loop 8ns: instances divided by registers?",
 "q038": "lockstep: footprint gap between flattened and hierarchical?",
 "q047": "tally the jobs whose setup-margin line reads 0.00",
 "q049": "galois mult: footprint divided by instance total",
 "q050": "of the mapped clocked designs, who has the most gates per register",
 "q051": "most negative summed margin -- which job?",
 "q052": "interp_lin_w12 minus median3 in register count?",
 "q053": "booth_mul: generic gates to osu035 gates, how big a jump in instances?",
 "q054": "hyst_cmp: level-sensitive storage elements versus edge-triggered ones, proportion?",
 "q055": "lockstep hierarchical: fraction of the footprint taken by both cores together?",
 "q057": "bresenham: register tally against 2:1 selector tally",
 "q058": "agc 8ns, among the 5 capture points shown what number fail, and min/max margin",
 "q059": "galois: gap separating the latest and earliest y bit to settle",
 "q060": "envelope_det rev1 crashed during parsing -- cause and remedy?",
 "q061": "jitter_buf hierarchy step errors out, what should I edit?",
 "q062": "agc 8ns misses by nearly 3ns; explain the route and suggest a remedy",
 "q066": "mailbox: CI lint gate went green yet the block misbehaves, explain",
 "q069": "galois: opensta spat out parse complaints yet still reported margins -- can I rely on them?",
 "q075": "leaky_bucket: are those yosys complaints a problem?",
 "q077": "audio_clkgen: cfg_clk to mclk query comes back empty, reason?",
 "q078": "lrclk route shows bclk with an apostrophe -- meaning?",
 "q080": "lockstep: dissolving the hierarchy failed to shrink the footprint, explain",
 "q081": "lockstep hierarchical: yosys prints that ls_core footprint can't be determined -- is the total bogus?",
 "q083": "kbd_scan: icarus complaint during compile, does it matter?",
 "q084": "galois lacks a clk pin -- so how was it constrained?",
 "q085": "booth: register dissipation dominates, explain",
 "q087": "median5 slack numbers?",
 "q088": "booth_mul16 footprint?",
 "q091": "kbd_scan netlist simulation outcome?",
 "q094": "agc_loop_8ns minimum-delay margin?",
 "q096": "hyst_cmp footprint in square microns?",
 "q100": "mbist: post-CTS insertion-delay imbalance numbers?",
 "q102": "galois_div slack?",
 "q104": "galois minimum-delay margin",
 "q105": "was formal equivalence done across lockstep hierarchical vs flattened?",
 "q106": "booth_mul simulation outcome?",
 "q107": "median3 consumption estimate?",
}

out = []
for l in open("dev.jsonl"):
    q = json.loads(l)
    q["question"] = REWRITE[q["id"]]
    out.append(json.dumps(q, ensure_ascii=False))
open("dev_synonyms.jsonl", "w").write("\n".join(out) + "\n")
print(len(out), "rewrites")
