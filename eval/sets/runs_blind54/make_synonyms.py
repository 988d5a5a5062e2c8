#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded (same meaning, different words), other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q001": "after mapping to the OSU 0.35um cells, how big is medlar_crc in liberty area units",
    "q003": "what wattage did opensta estimate overall for the crc signoff run",
    "q004": "bilby fifo with 32 entries: setup margin on its worst path when clocked at 100 MHz?",
    "q007": "the divided clock in the salsify flow ended up with which period according to the tool",
    "q008": "salsify_pwm silicon footprint after techmapping, please",
    "q009": "the debouncer build that errored out, what submodule could yosys not find",
    "q010": "tussock_addrlatch: number of level-sensitive storage cells after mapping",
    "q012": "tenrec self-check verdict?",
    "q014": "skerry receiver simulation, third byte sent (index 2) was decoded as what",
    "q015": "axinite lint findings from icarus?",
    "q018": "vivianite gate netlist: at what line number did the timer's parser give up",
    "q023": "number of yosys internal gates produced for the covellite block",
    "q025": "crc32 signoff min-delay check: smallest margin among clk paths",
    "q029": "silicon footprint of the gurnard two-clock design",
    "q030": "firth_debounce_hier report_power grand total",
    "q031": "in the salsify constraints, the duty + enable ports get what external delay and against which clock",
    "q032": "count of broken runs in this set, and their names",
    "q034": "tiniest area among the liberty-mapped runs, and who owns it",
    "q035": "add up every chip area reported - what's the grand sum",
    "q038": "which flows ended up violating setup (wns below zero)",
    "q040": "breakdown of flow types: osu-mapped / tech-independent / simulation / linting",
    "q041": "testbench outcomes, all of them",
    "q043": "sum of ERROR lines over the whole collection",
    "q045": "count of netlists saved in JSON format",
    "q046": "biggest register count - which run?",
    "q049": "largest total negative slack sits in which folder",
    "q054": "did any flow infer level-sensitive storage",
    "q056": "runs whose logs contain no warning at all",
    "q060": "count of runs where synthesis was done with -flatten",
    "q061": "which flows only checked syntax without synthesizing or simulating",
    "q062": "per file-type tally of written netlists",
    "q063": "crc32 at 200 MHz fails; where does most of the delay come from",
    "q065": "cobia_alu period scan: smallest period with non-negative slack, and the margin there",
    "q066": "based on the scan, minimum achievable cycle time for cobia (data arrival plus library setup)?",
    "q069": "gurnard: first STA report fails, second one passes, explain the difference",
    "q071": "salsify divided-clock domain: plenty of headroom or marginal?",
    "q072": "tussock reports zero margin on ad to latch - broken or fine?",
    "q074": "why did the debouncer build without firth_tick.v error out, and what's the remedy",
    "q076": "reason the timer tool rejected vivianite's gate-level file",
    "q077": "bcd flow: that 12-bit literal truncation message, real bug or noise",
    "q080": "skerry receiver: three bytes mismatch, explain the mismatch pattern and its cause",
    "q083": "firth hier: is the worst path going from one submodule into another",
    "q085": "crc32 block: sequential vs combinational share of total power",
    "q088": "gurnard before grouping: count of failing crossings listed, and the summed negative slack",
    "q090": "compare margins: salsify at 5 ns versus bilby d32 at 10 ns",
    "q091": "timing of the serial tx block?",
    "q094": "bilby testbench verdict?",
    "q095": "max frequency for our two-wire bus master?",
    "q097": "standard delay format output for the crc signoff - path?",
    "q098": "covellite on the 0.35um library, how large",
    "q100": "cobia: formal rtl-vs-gates comparison outcome",
    "q102": "stibnite gates after yosys synth - how many",
    "q104": "gurnard insertion delay and skew from clock tree build",
    "q108": "cycle-relaxation exceptions applied in talus timing",
    "q110": "16-bit checksum block - which folder ran it",
    "q113": "firth push-button filter simulation verdict",
    "q114": "standalone gate count for the multiplier submodule of talus",
}


def main():
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        dev = [json.loads(l) for l in f if l.strip()]
    missing = [o["id"] for o in dev if o["id"] not in REWORD]
    if missing:
        raise SystemExit(f"no rewording for {missing}")
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for o in dev:
            new = dict(o)
            new["question"] = REWORD[o["id"]]
            f.write(json.dumps(new) + "\n")
    print(f"wrote {len(dev)} reworded questions")


if __name__ == "__main__":
    main()
