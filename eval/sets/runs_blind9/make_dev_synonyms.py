#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: each dev.jsonl question reworded once with synonyms / other phrasing
(same id, category, scope, must_contain, evidence, notes). Standard library only."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RE = {
    "q001": "how negative is the setup margin on the CORDIC block when it's clocked at 7 ns?",
    "q002": "for the aggressive-period CORDIC rotation run, which pin launches the slowest path?",
    "q003": "instance total for the two-step CORDIC rotator after technology mapping (the 7 ns run)?",
    "q004": "min-delay margin on the windowed watchdog?",
    "q006": "in the frequency meter, how much setup headroom does the fast measured-clock domain have?",
    "q012": "how many rising-edge register cells does the circular buffer end up with?",
    "q014": "the 8-bit rotator: which net became level-sensitive storage?",
    "q015": "silicon footprint Yosys prints for the rotate-with-enable block?",
    "q018": "in the rate limiter, which port is flagged as never being assigned?",
    "q019": "gate count of the binary-to-thermometer converter (technology-independent netlist)?",
    "q020": "footprint of the content-addressable memory block?",
    "q023": "the word aligner wouldn't parse - give me the line number and the unexpected token.",
    "q024": "during hierarchy resolution of the config shadow-register bank, which module name was missing?",
    "q028": "count of runs that went through static timing analysis?",
    "q032": "biggest design by instance count?",
    "q033": "which run shows the most negative setup margin of everything that was timed?",
    "q035": "number of analysed runs with at least one failing max-delay path?",
    "q036": "what's the tightest min-delay margin over the whole set, and in which run?",
    "q038": "average footprint over all runs that were mapped to the cell library?",
    "q041": "total register count summed over every run that had STA?",
    "q042": "which run has the largest average footprint per instance?",
    "q043": "footprint divided by instance count for the CAM block?",
    "q045": "by how much does the setup margin improve going from the 7 ns CORDIC run to the 15 ns one?",
    "q046": "total of the Yosys warning counts, summed across the whole set?",
    "q047": "count of conflicting-driver messages in the rate limiter's synthesis log?",
    "q050": "which technology-mapped design contains no flip-flops at all?",
    "q051": "in the credit-based flow controller, what share of the instances belongs to the pool submodule?",
    "q053": "number of designs that were synthesized but never put through STA?",
    "q057": "does 7068 really capture the whole footprint of the rotate-with-enable block?",
    "q058": "the CORDIC step misses timing at 7 ns - what's the minimum period that would close?",
    "q062": "why does the credit flow controller's path into the stall generator get a 6 ns capture edge rather than 3 ns?",
    "q063": "why is the rate limiter log full of conflicting-driver messages?",
    "q065": "after mapping, Yosys claims the leading-zero counter's count output is undriven - is that a real bug?",
    "q066": "the leading-zero counter had an instance port resized - does that truncation corrupt the output?",
    "q067": "which net in the leading-zero counter was never declared, on which source line, and how should it be fixed?",
    "q071": "on the circular buffer's critical path, which cell takes the longest and what's the reason?",
    "q073": "how short could the AXI-stream slice's clock period go before setup fails?",
    "q076": "in the clock-enable generator, the smallest hold path begins at a clock-source pin _86_/Q - what is that register?",
    "q078": "which gate contributes the largest delay on the watchdog's max-delay path?",
    "q080": "on the credit flow controller's failing path, which stage is the slowest?",
    "q081": "why does the circular buffer map to 149 registers?",
    "q083": "how much area does the thermometer encoder/decoder take?",
    "q086": "max-delay margin of the rate limiter?",
    "q087": "how long is the longest combinational path through the 8-bit rotator?",
    "q088": "what footprint did the shadow-register config bank synthesize to?",
    "q092": "which lint messages did Verilator give for the AXI-stream register slice?",
    "q093": "how much power does the content-addressable memory burn?",
    "q098": "footprint of the watchdog_timer design?",
    "q099": "total negative slack of the leading-zero counter?",
    "q100": "what state encoding was chosen for the rate limiter's FSM?",
    "q101": "what setup margin does the DDR transmit lane show in this set?",
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
    with open(os.path.join(HERE, "dev_synonyms.jsonl"), "w") as fh:
        for d in out:
            fh.write(json.dumps(d) + "\n")
    print(len(out), "rewritten")


if __name__ == "__main__":
    main()
