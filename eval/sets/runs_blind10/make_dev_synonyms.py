#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: each dev.jsonl question reworded once with synonyms / other phrasing
(same id, category, scope, must_contain, evidence, notes). Standard library only."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RE = {
    "q001": "how much timing margin is left (or missing) in fletcher_fast?",
    "q004": "min-delay margin reported for the shift-subtract quotient engine?",
    "q005": "which state assignment did the synthesizer choose for the long-division controller, and with how many encoding flops?",
    "q007": "overall footprint of rr_arbiter4 once the child blocks are counted too?",
    "q009": "max-delay margin of sd_mod2 with the 10ns constraint",
    "q010": "what footprint does bs_acc occupy inside the shift-and-add product unit?",
    "q014": "pwm_capture: max-delay headroom on the bus-clock (pclk) side?",
    "q015": "how big is the duty-cycle/period measurement unit in layout units?",
    "q016": "hamdist16 complained about a port width adjustment - which pin, and which sizes were involved?",
    "q018": "what cycle time does the timer assign to the derived tick_clk in ts_compare?",
    "q019": "ts_compare: smallest setup margin, and which pin launches that path?",
    "q023": "whiten_lfsr9 was rejected by the parser - which source row and which unexpected token were flagged?",
    "q027": "largest block in terms of silicon footprint?",
    "q029": "summed count of DFFPOSX1 instances over every run?",
    "q032": "of the designs that pass max-delay checks, which is closest to the edge?",
    "q035": "smallest register-to-register min-delay margin anywhere, and in which run?",
    "q036": "count of runs whose timing reports include early-arrival (min) checks?",
    "q038": "combined footprint of every design that went through static timing?",
    "q043": "total up the Yosys summary warning figures ('Warnings: ... total') for the whole collection.",
    "q044": "count of 'multiple conflicting drivers' messages in the status-word combiner's log?",
    "q045": "top achievable frequency for the restoring quotient engine?",
    "q047": "in bitser_mult, what fraction of the footprint belongs to the summing/accumulating child block?",
    "q048": "which designs show a non-zero total negative slack, and how large is it?",
    "q050": "which analysed block demands the slowest clock when only same-clock paths count?",
    "q051": "count of successfully mapped designs that contain no level-sensitive storage?",
    "q052": "rr_arbiter4: combined instance count of both rr_pick copies?",
    "q054": "can the fletcher16 checksummer make timing with a 7 ns cycle?",
    "q055": "how come fletcher_fast and fletcher_slow end up with identical gate totals and footprint?",
    "q056": "between the two Fletcher runs, what differs and what is unchanged?",
    "q057": "the 6 ns checksum run's endpoint listing shows 6 failures - do those explain the entire total negative slack?",
    "q058": "what is the shortest cycle hamdist16 tolerates, and is 4 ns enough?",
    "q059": "does the width-adjustment message in hamdist16 really corrupt the computed bit-difference count?",
    "q065": "in status_merge, what do the competing-source messages imply for the real circuit?",
    "q067": "what RTL change would stop status_merge from reporting several sources on one net?",
    "q069": "onehot_check reports worst slack 4.29 - does that mean every check passes?",
    "q070": "on the noise-shaping 1-bit DAC's longest path, which stage has the largest delay, and what causes it?",
    "q071": "bitser_mult: how come the u_opa -> u_acc route is evaluated against 12 ns instead of one 4 ns cycle?",
    "q072": "which cell contributes most on bitser_mult's slowest path?",
    "q078": "is a 3.5 ns cycle achievable for the rotating-priority grant block?",
    "q079": "timing margin of fletcher32?",
    "q081": "min-delay margin for sd_mod2?",
    "q083": "max-delay margin for status_merge?",
    "q086": "instance total for rr_arbiter8?",
    "q087": "slack figures for hamdist32?",
    "q088": "what did Verilator's static code checker flag in sfifo_af?",
    "q092": "how much margin does pwm_capture's reset have on the async-release timing checks after deassertion?",
    "q093": "what output did the testbench run on sfifo_af produce?",
    "q094": "silicon footprint of async_fifo_af?",
    "q097": "timing margin reported for pwm_gen in this collection?",
    "q099": "footprint of onehot_decode?",
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
