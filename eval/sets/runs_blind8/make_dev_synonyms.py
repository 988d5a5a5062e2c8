#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: each dev.jsonl question reworded once with synonyms / other phrasing
(same id, category, scope, must_contain, evidence, notes). Standard library only."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RE = {
    "q002": "once the stopwatch is synthesized with its hierarchy dissolved, what's the instance total?",
    "q004": "with the stopwatch modules preserved as separate blocks, what footprint does one decimal-digit counter occupy?",
    "q006": "sum of all negative margins for the complex-number multiplier?",
    "q007": "The Hamming encoder/decoder run crashed during parsing - what source line number is flagged, and which unexpected token is named?",
    "q008": "the event time-capture design failed at hierarchy resolution; which connection name does the tool claim is missing?",
    "q009": "for the double-data-rate serializer, what cycle time is listed for the derived word clock?",
    "q010": "count of falling-edge registers in the double-data-rate transmitter netlist?",
    "q011": "asynchronous reset de-assertion margin in the pulse-length meter?",
    "q012": "In the retention/isolation control decoder, which output signals turned into level-sensitive storage?",
    "q013": "number of transparent storage cells in the power-state decoder netlist?",
    "q015": "for the header checksum accumulator, where does the most critical path begin and terminate?",
    "q019": "what's the required setup margin the library imposes on the capturing register of the complex multiplier's slowest path?",
    "q020": "the single worst margin value printed for the lift controller?",
    "q025": "when does data reach the falling-edge output pin of the DDR serializer, per the timing report?",
    "q031": "count of runs that had static timing analysis performed on them?",
    "q032": "List every run that went through STA and came out with no failing paths.",
    "q033": "summed over the whole collection, how many of the plain rising-edge flip-flop cell (the kind without set/reset pins) are there?",
    "q034": "overall register count over every run, counting every flip-flop flavour",
    "q035": "mean silicon footprint across runs that were technology-mapped?",
    "q037": "which block has the largest average footprint per instance, and how large is it?",
    "q040": "among designs that close timing, which has the slimmest setup headroom?",
    "q041": "of the passing designs, which one supports the slowest maximum clock rate (longest minimum cycle)?",
    "q043": "count of runs whose timing report includes an early-arrival (min-delay) check?",
    "q044": "which analysed designs lack any min-delay / hold check?",
    "q051": "instances per register for the complex-number multiplier",
    "q052": "total negative slack divided by worst negative slack, for the complex multiplier?",
    "q053": "how many capture points miss their requirement in the complex multiplier's endpoint listing?",
    "q054": "summed footprint of every design that was run through STA",
    "q058": "what change clears the hierarchy error in the event time-capture design?",
    "q061": "which branch of the power-state decoder leaves the voltage select without a value?",
    "q063": "at what cycle time would the complex-number multiplier just barely pass?",
    "q065": "in the DDR serializer, what does register _092_ do, and why is it reported as the origin of a clock?",
    "q068": "the debug pin selector has a clocked busy output, yet the netlist has no registers - how come?",
    "q070": "what recoding of the debug pin selector would remove the conflicting-driver complaints?",
    "q071": "the lift controller has just five states; why are nine registers mapped?",
    "q073": "by how much does collapsing the stopwatch hierarchy reduce footprint, and what explains the reduction?",
    "q075": "why does the pulse-length meter get a reset-release timing check, and on which input?",
    "q076": "what kind of logic forms the slowest path of the pulse-length meter?",
    "q077": "in the 4-sample averaging filter, the inverter right after the valid input costs about 1.85 ns on the slowest path - why so slow?",
    "q079": "how much silicon does the binary-to-BCD converter occupy?",
    "q083": "how many instances does the top of the event time-capture design map to?",
    "q085": "what's the timing margin of mov_avg8?",
    "q086": "what's the min-delay margin on the complex-number multiplier?",
    "q088": "what warnings did a verilator lint pass give for the Hamming encoder/decoder?",
    "q091": "what's the reset-release margin of the lift controller?",
    "q092": "footprint of the ones-complement adder sub-block within the header checksum design?",
    "q094": "how big is the bcd_counter module in the stopwatch?",
    "q096": "what cycle time was the binary-to-BCD converter analysed with in STA?",
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
