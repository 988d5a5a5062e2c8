#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded (same answer, all other fields unchanged), in dev order."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q003": "what's the overall wattage reported by report_power for the FIR block clocked at 12 ns",
    "q006": "at a 3.5 nanosecond period, how much margin does bergamot's arithmetic unit have?",
    "q008": "timing margin of the registered arithmetic unit when the period is 5ns",
    "q010": "count of 2:1 multiplexer cells in the gate-level register-file result",
    "q011": "clock periods used for the two sides (producer/consumer) of the dual-clock queue",
    "q012": "the divide-by-three derived clock - what is its period",
    "q013": "in the non-flattened serial peripheral build, how big (area) is ivy_shreg",
    "q015": "margin on the worst max path for the serial transmitter",
    "q016": "power consumption figure for jacaranda",
    "q020": "lowest-index-wins encoder: timing margin with a 4 nanosecond clock",
    "q021": "before any exceptions, what margin did the 10x10 multiplier have",
    "q022": "once the 2-cycle exception got loaded, what's the worst margin on mango",
    "q023": "which file line and token caused the parser failure for the TLV header matcher",
    "q024": "name of the undefined submodule that broke elaboration of the checksum accumulator bench",
    "q026": "restoring divider bench - what was the very first wrong result it printed",
    "q033": "count of runs that produced a static timing report",
    "q036": "added up, what's the total cell area of every OSU035-mapped run that kept statistics",
    "q038": "list the runs whose worst negative slack is below zero",
    "q040": "altogether, number of warnings in the whole collection",
    "q041": "tool error lines summed over every log",
    "q042": "the run producing the largest pile of warnings?",
    "q043": "which job has the highest flip-flop total",
    "q044": "among runs whose table row carries a wattage, which consumes the most",
    "q045": "in the period sweep of the 12-bit arithmetic unit, which points pass",
    "q046": "by how much does margin grow when bergamot's period moves from 5 to 9 nanoseconds",
    "q051": "register count of almond with four taps compared to eight",
    "q053": "clocked OSU035 job having the smallest number of flops",
    "q054": "count of failing periods in the arithmetic-unit sweep",
    "q056": "of the simulation jobs, which ones printed a verdict",
    "q057": "number of warning lines for the shared status bus job",
    "q061": "job with the highest 2:1 mux usage",
    "q064": "reason the checksum accumulator bench never executed?",
    "q067": "the inherited-timescale message when compiling hemlock: harmless or not",
    "q069": "approx minimum period bergamot could close at",
    "q071": "does the 2-cycle exception on the multiplier match its RTL behaviour",
    "q072": "rotator shows zero worst negative slack, does that mean no violations",
    "q073": "where do the hundreds of warning lines for kumquat come from",
    "q074": "the table lists 0.540 as the FIR slack; setup or hold figure?",
    "q076": "doubling the tap count on almond: is the area growth proportional",
    "q077": "dual-clock queue: reason the write-to-read clock report has nothing to show",
    "q081": "status-bus mapping completed without error; is its gate-level output trustworthy",
    "q082": "proper way to rewrite the two-peripheral status net",
    "q083": "non-flattened serial peripheral stat complains about unknown area per cell kind: a problem?",
    "q084": "jacaranda's OpenSTA stdout capture holds nothing, why",
    "q085": "table shows no wattage for the serial transmitter although report_power was executed, explain",
    "q096": "timing results of the SPI host/controller block",
    "q098": "did the clock generator job insert any integrated clock gates",
    "q100": "placement density / DEF for the multiplier",
    "q101": "how many gates did basil end up with",
    "q102": "where is the gate-level output of the two-requester arbiter",
    "q103": "numbers for almond configured with sixteen coefficients?",
    "q104": "register-to-register margin vs clock for the rotator",
    "q105": "waveform dump of the restoring divider run",
    "q106": "OSU035 area of the restoring divider",
    "q108": "transmitter timing with the even-parity option turned off",
    "q110": "arithmetic unit margin with a 2.5 nanosecond period",
    "q113": "third read port of the 8x16 regfile: timing numbers",
}


def main():
    dev = [json.loads(l) for l in open(os.path.join(ROOT, "dev.jsonl")) if l.strip()]
    missing = [q["id"] for q in dev if q["id"] not in REWORD]
    if missing:
        raise SystemExit(f"no rewording for {missing}")
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for q in dev:
            o = dict(q)
            o["question"] = REWORD[q["id"]]
            f.write(json.dumps(o) + "\n")
    print(len(dev), "reworded")


if __name__ == "__main__":
    main()
