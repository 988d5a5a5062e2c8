#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded (same id, answer, evidence)."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q001": "how big is the serial transmitter once it's mapped to standard cells",
    "q002": "count of set/reset flops in the albatross netlist?",
    "q003": "UART TX: what did OpenSTA estimate as overall wattage",
    "q004": "smallest hold margin for the albatross transmitter",
    "q007": "cheetah: margin when the clock is 6 nanoseconds",
    "q008": "total negative slack, divider, four-nanosecond point",
    "q010": "2:1 mux count in the deep (16-entry) dolphin queue?",
    "q011": "setup margin for the shallow dolphin queue (4 entries) at 100MHz",
    "q015": "number of level-sensitive storage cells in gerbil after techmap",
    "q017": "total area of hedgehog when the sub-blocks are kept separate",
    "q018": "adder/subtractor block alone - how much area",
    "q019": "in the run where the ALU units file was forgotten, what cell can't be resolved",
    "q025": "llama round-robin check pass: what does it warn about",
    "q026": "1011 detector testbench - earliest mismatch line",
    "q028": "OpenSTA's first complaint when reading the 7-seg scanner gates",
    "q030": "count of run folders plus count of unique RTL blocks",
    "q032": "which netlist is the largest in area, with its value",
    "q033": "tiniest chip area among the OSU mapped flows",
    "q036": "sum of every cell over all stat outputs",
    "q037": "does anything violate - report_wns below zero anywhere",
    "q039": "per extension, number of written netlists (verilog/blif/json/edif)",
    "q040": "where do we have level-sensitive storage elements",
    "q044": "any divided / derived clocks defined, in which flow",
    "q046": "noisiest run by warning count",
    "q048": "most power hungry among those with a power report",
    "q053": "for which flows did somebody look at min delay checks",
    "q054": "smallest positive setup margin over the passing flows",
    "q056": "list the flows where not a single warning showed up",
    "q057": "any RTL block that was run more than once?",
    "q059": "largest primary clock period constrained anywhere",
    "q062": "dividing unit @ 5 ns - biggest single delay contributor on the worst path",
    "q063": "hedgehog: one run ok, the other errored out - explain",
    "q064": "reason the segscan gate-level file is rejected by OpenSTA",
    "q067": "jellyfish timing log full of input delay complaints on acc ports, how come",
    "q068": "dolphin queue 4 vs 16 entries: growth in area and in register count",
    "q070": "firefly with asynchronous clock groups: worst margin remaining on the receiving side",
    "q071": "gerbil register file timing: where do those gating checks come from",
    "q072": "reason for the custom latch map file in the gerbil flow",
    "q075": "eagle: tightest path captured by clk_div4, and its start",
    "q077": "hierarchical ALU stat says unknown cell type area - explain, and break down the top total",
    "q078": "what's the typo that breaks the kite RTL",
    "q079": "root cause of the anemone testbench failing",
    "q082": "cheetah: fastest feasible clock judging by the ten nanosecond analysis",
    "q084": "deep vs shallow dolphin: setup margin gap and likely cause",
    "q087": "kingfisher: which stable-count value was in effect during simulation",
    "q089": "receive-side UART path delays?",
    "q090": "cheetah div: power estimate?",
    "q091": "min-delay margins for dolphin?",
    "q092": "was baobab ever run in a testbench",
    "q093": "serial peripheral interface controller slack?",
    "q094": "netlist-level simulation outcomes",
    "q095": "inchworm verification: percentage of lines/toggles exercised",
    "q096": "kite: timing margin after synthesis",
    "q097": "how many square microns does llama take",
    "q098": "dolphin configured with 32 entries, its area",
    "q099": "min-delay analysis in the period sweep",
    "q102": "anemone VCD dump to debug the mismatch",
    "q103": "hedgehog flattened to a single module: resulting area",
    "q104": "formal equivalence between source and gates, anywhere?",
    "q105": "DFT: scan stitching results",
    "q106": "eagle simulation verdict",
}


def main():
    src = os.path.join(ROOT, "dev.jsonl")
    dst = os.path.join(ROOT, "dev_synonyms.jsonl")
    out = []
    with open(src) as f:
        for line in f:
            if not line.strip():
                continue
            obj = json.loads(line)
            obj["question"] = REWORD[obj["id"]]
            out.append(json.dumps(obj))
    with open(dst, "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(out)} reworded questions to dev_synonyms.jsonl")


if __name__ == "__main__":
    main()
