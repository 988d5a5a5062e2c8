#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded (same answer), all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))
REWORD = {
    "q005": "total number of gates+flops after mapping when DEPTH=4 on nandina?",
    "q006": "count of positive-edge flip-flop instances in the sixteen-entry queue result",
    "q007": "sum of negative slack, 16-entry buffer, five nanosecond constraint",
    "q008": "the slow /4 clock on the event counter: what cycle time does opensta show?",
    "q010": "Gray code block - liberty area number?",
    "q011": "saxifrage: worst margin on the faster (b) domain paths",
    "q013": "latch-based register file: upper limit on borrowing reported?",
    "q015": "reading upas netlist into the timer gives which parse complaint",
    "q019": "yabby - chip size per tee'd stat file",
    "q020": "2:1 mux instance count, serial-in parallel-out block",
    "q021": "zelkova testbench message on failure",
    "q022": "transmitter testbench verdict - ok or not",
    "q023": "checksum result printed by the CRC-8 bench",
    "q024": "arbiter synthesis: what submodule couldn't yosys find",
    "q028": "icarus compile complaint for myrtle bench",
    "q034": "add up liberty area across all OSU035 runs",
    "q035": "grand total of instances summed over runs",
    "q036": "smallest design by instance count",
    "q037": "number of runs where opensta produced a report",
    "q039": "derived / divided clocks - where?",
    "q040": "count of .blif outputs in the project",
    "q042": "warning lines summed over the project",
    "q044": "simulation tally + the failing one",
    "q048": "noisiest run by warning count",
    "q049": "biggest pile of error lines - which folder",
    "q050": "who emitted Berkeley logic interchange format files",
    "q052": "best setup margin of the timed runs",
    "q053": "distinct RTL folders referenced",
    "q054": "report_power appears in which folders (and how many)",
    "q059": "number of runs that passed cleanly",
    "q065": "nandina sixteen vs four entries: liberty area delta",
    "q066": "five nanosecond target: both queue sizes pass?",
    "q067": "estimate a workable cycle time for the deep queue",
    "q068": "oarfish @ 8: pass? margin?",
    "q070": "upas status FAIL yet a slack is printed; can we believe the number?",
    "q071": "wattle: reason opensta produced nothing",
    "q073": "event counter: base clock or divided one worse on setup?",
    "q075": "ALU worst route - origin pin plus arrival",
    "q079": "oarfish power split: which group dominates",
    "q080": "2 ns sweep point: arrival versus required",
    "q081": "sixteen-entry queue: launching element of the critical route, port or register?",
    "q082": "trend of margin across the rorqual period points",
    "q085": "zamia checks - any issues reported?",
    "q087": "min-delay check on the divided-clock counter: worst one",
    "q090": "rorqual wattage figures?",
    "q091": "upas min-delay margin?",
    "q093": "post-synthesis netlist simulation of the transmitter - outcome?",
    "q094": "tilapia slack?",
    "q095": "nandina with eight entries - chip size?",
    "q096": "oarfish at several cycle times - results?",
    "q098": "oarfish in EDIF form exists?",
    "q103": "nandina quiet-mode synthesis anywhere?",
    "q107": "saxifrage testbench results?",
    "q109": "oarfish slew/transition limit check output?",
    "q110": "yabby STA constraint: cycle time?",
}


def main():
    out = []
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        for line in f:
            if not line.strip():
                continue
            obj = json.loads(line)
            obj["question"] = REWORD[obj["id"]]
            out.append(json.dumps(obj))
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(len(out), "reworded dev questions")


if __name__ == "__main__":
    main()
