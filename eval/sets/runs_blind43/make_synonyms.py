#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded, all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q001": "serial transmitter block, OSU 0.35um netlist: how big is it in area units?",
    "q003": "report_power on gibbon - total watts?",
    "q005": "ALU with technology-independent gates only: what's the final instance count?",
    "q006": "for the generic alu netlist, which yosys primitive shows up most, and its count",
    "q007": "rev2 of the arithmetic unit doesn't parse. paste me the message",
    "q010": "pheasant sim verdict + number of operand pairs checked?",
    "q011": "sequence detector simulation: hit total reported by the DUT?",
    "q013": "divide-by-four generator - silicon area after mapping?",
    "q014": "destination-domain clock period used for the pulse synchroniser STA",
    "q018": "multiplier run: setup slack when clocked at 4 nanoseconds?",
    "q019": "total negative slack for sloth at the three nanosecond point",
    "q020": "how large (liberty area) does the PWM generator come out?",
    "q023": "4-deep mongoose queue, area number?",
    "q024": "AW=4 variant of the sync FIFO: count of positive-edge D flops?",
    "q027": "pad multiplexer lint: the width complaint from icarus, verbatim?",
    "q030": "tell me every run with FAIL status + the count",
    "q032": "smallest design by liberty area, and its number",
    "q034": "least instances of any run - who and how many",
    "q035": "add up cells over all runs with statistics, what do you get",
    "q036": "list runs where worst negative slack dips below zero",
    "q039": "icarus runs: which pass, which fail?",
    "q040": "who writes .blif output?",
    "q042": "overall count of ERROR/Error lines in the set",
    "q043": "noisiest run in terms of warning lines?",
    "q047": "which flows use make instead of a plain script",
    "q048": "does anything infer level-sensitive storage?",
    "q049": "number of unique RTL designs behind all runs",
    "q051": "runs that have two or more clocks in their constraints",
    "q055": "runs with cell statistics yet without liberty area?",
    "q056": "five-nanosecond constraint: which runs use it",
    "q058": "among the broken runs, who prints the largest number of errors",
    "q061": "rev2 ALU parse failure, yosys points at 30 - what's the real bug?",
    "q063": "why does OpenSTA choke on the timer netlist in geyser_badnet",
    "q065": "meerkat sim FAILED; is it the 0x1021 poly or something else?",
    "q066": "pulse synchroniser: negative slack in the unconstrained report, real issue?",
    "q067": "divided clock has a sixteen ns period yet crossing paths get just four, explain",
    "q068": "pwm period sweep: smallest passing period?",
    "q070": "multiplier: delay-targeted mapping versus area mapping, any difference?",
    "q071": "what minimum period would sandstone_mult8 close at?",
    "q073": "bcd clock kept hierarchical: which instances does the worst path cross",
    "q074": "mongoose area and flops, 4 vs 16 deep - how do they grow?",
    "q079": "padmux warnings from icarus and yosys: real bugs or harmless?",
    "q082": "mongoose uses DFFPOSX1, gibbon/cinnabar get DFFSR. reason?",
    "q083": "gcd unit register count, and why synchronous-reset enable cells?",
    "q089": "mongoose setup slack with a 100 MHz clock?",
    "q090": "waveforms from simulating savanna?",
    "q091": "min-delay check result on sandstone?",
    "q092": "area for our I2C block?",
    "q093": "lichen post-synthesis simulation outcome?",
    "q094": "memory controller (DDR) size?",
    "q097": "formal equivalence hier vs flattened bcd clock - result?",
    "q098": "pheasant waveform dump, which file?",
    "q101": "gibbon mapped with a delay target, numbers?",
    "q104": "multi-corner timing for gibbon, slow vs fast?",
    "q105": "32-deep mongoose queue results?",
}


def main():
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        dev = [json.loads(l) for l in f if l.strip()]
    missing = [o["id"] for o in dev if o["id"] not in REWORD]
    extra = sorted(set(REWORD) - {o["id"] for o in dev})
    if missing or extra:
        raise SystemExit(f"REWORD mismatch: missing {missing}, extra {extra}")
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for o in dev:
            n = dict(o)
            n["question"] = REWORD[o["id"]]
            f.write(json.dumps(n) + "\n")
    print(f"wrote {len(dev)} reworded questions")


if __name__ == "__main__":
    main()
