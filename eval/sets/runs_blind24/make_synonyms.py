#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question with only the question text reworded (by hand, below)."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORDED = {
    "q001": "how much silicon (um2) does the byte aligner synth come out at?",
    "q002": "8 ns yaw timing: origin and destination of the most negative setup path?",
    "q003": "given both heading-integrator runs, what's the shortest period that would close setup?",
    "q004": "i'd like to compare the tone generator flattened vs not - is there a flat build?",
    "q005": "add up the register counts of all runs - what do you get?",
    "q006": "list the runs that stayed technology-independent, no standard-cell library used",
    "q007": "how many endpoints violate in the 8 ns yaw sta, and does the total negative slack equal their sum?",
    "q009": "which run constrains several clock domains?",
    "q010": "got results for the token pacer when the divider is 100?",
    "q013": "worst negative slack for the gyro integrator timed at 8 nanoseconds?",
    "q016": "number of set/reset flip-flop cells in the mapped tach design?",
    "q019": "largest design by area, which run?",
    "q020": "apart from the period, what separates the two heading integrator runs?",
    "q021": "is there a 100 MHz timing result for the gyro heading block?",
    "q023": "what did simulation say for the audio gate?",
    "q024": "convergent rounder sim has failures - root cause and the fix in the verilog?",
    "q026": "how much skew does the sram controller's clock tree show?",
    "q034": "transmit framer: flattened build is smaller than the hierarchical one, how come?",
    "q039": "pacer grows when the divider parameter goes to 250 - explain",
    "q040": "side-band return mux has two processes writing rdata - what does yosys end up keeping?",
    "q045": "which runs have no synthesis log file?",
    "q046": "list the sta runs with no setup violations",
    "q047": "what's the lowest chip area of any mapped run?",
    "q048": "min-delay slack for the register-to-register path of the sync hunter block?",
    "q049": "8.023 is the first slack printed for the aligner - is that its worst data path?",
    "q050": "which synthesized run averages the most um2 per instance?",
    "q051": "battery monitor elaboration: name of the module that isn't found?",
    "q052": "worst setup endpoint + slack in the flat transmit framer timing?",
    "q053": "show me the run where the phase accumulator was synthesized on its own",
    "q056": "mu-law expander (decode side) sim results?",
    "q059": "timing margin of the completion reorder block?",
    "q060": "hold margin on the first flop-to-flop path of the audio squelch design?",
    "q068": "count of unique designs compared with number of runs?",
    "q070": "what's the shortest clock period anybody timed with, and in which run?",
    "q072": "what percentage coverage did the convergent rounding tests reach?",
    "q073": "sram controller: DFFPOSX1 count is 54, i expected more given the 18-bit pipe - why?",
    "q074": "upper byte of the return data in the side-band mux gate netlist, what constant drives it?",
    "q075": "in the rpm counter sta, worst slack of the divided-clock group and its start flop?",
    "q076": "any hold timing numbers for the transmit framer?",
    "q077": "where exactly (file:line) does the ntc linearizer parse fail?",
    "q078": "max frequency of the framer built without flattening?",
    "q079": "area cost of raising the pacer divider from 10 to 250?",
    "q080": "highest yosys warning count belongs to which run?",
    "q081": "the parallel port capture block got latches - explain the rtl cause",
    "q083": "did anything come out with negative worst slack?",
    "q086": "watts for the sync byte aligner?",
    "q088": "uncertainty value on the clock in the ZBT constraints?",
    "q090": "area ratio, heading integrator over sync aligner?",
    "q091": "no wns for the dds run in the table - was sta skipped?",
    "q096": "area of u_acc only (the accumulator) in the hierarchical tone generator?",
    "q098": "report_wns shows 0.00 on the ZBT run yet a path says VIOLATED - explain",
    "q102": "dds block: which path is critical and what logic makes it long?",
    "q105": "sum of cell counts across the set?",
    "q106": "hold slack, worst case, for the ZBT sram block?",
    "q110": "serial input to register: setup margin in the octet run?",
    "q111": "8 ns heading integrator: what's the bottleneck for timing?",
}


def main():
    dev = [json.loads(l) for l in open(os.path.join(ROOT, "dev.jsonl")) if l.strip()]
    missing = [q["id"] for q in dev if q["id"] not in REWORDED]
    extra = sorted(set(REWORDED) - {q["id"] for q in dev})
    if missing or extra:
        raise SystemExit(f"synonym table out of step with dev.jsonl: missing {missing}, extra {extra}")
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for q in dev:
            q2 = dict(q)
            q2["question"] = REWORDED[q["id"]]
            f.write(json.dumps(q2, ensure_ascii=False) + "\n")
    print(f"dev_synonyms.jsonl written ({len(dev)} questions)")


if __name__ == "__main__":
    main()
