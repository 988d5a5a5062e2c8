#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: each dev question reworded, every other field unchanged."""
import json, os
ROOT = os.path.dirname(os.path.abspath(__file__))
REWORD = {
    "q002": "how much margin does the serial transmitter have on its worst max-delay path?",
    "q003": "min-delay margin for azalea, please",
    "q005": "count of positive-edge flip-flop cells in the mapped serial TX",
    "q008": "number of exclusive-nor gates in the jacamar product netlist?",
    "q010": "worst negative slack of hackberry after delay-targeted ABC mapping",
    "q011": "when does data land at the endpoint of the ALU's slowest path",
    "q014": "margin on the -flatten queue build with a five nanosecond clock?",
    "q016": "dunnart with a twelve-bit counter -- how big in liberty units",
    "q017": "min path margin, eight-bit PWM",
    "q020": "gray code counter, slowest sweep point, what margin",
    "q021": "total negative slack for goldcrest when clocked at its fastest sweep setting",
    "q024": "latch count left in lodestone's final statistics?",
    "q025": "divided clock in amethyst -- its period?",
    "q027": "the WIP multiply-accumulate compile broke; paste the exact message",
    "q029": "eelgrass check pass: any issues flagged?",
    "q031": "who's red? name every broken run",
    "q032": "biggest design by area in this set",
    "q034": "sum of chip areas across every liberty-mapped job",
    "q037": "highest cell tally among all jobs",
    "q039": "split between liberty-mapped and yosys-internal-gate flows?",
    "q040": "number of iverilog jobs plus which ones came out green",
    "q043": "overall ERROR line tally for the collection",
    "q045": "does any job infer level-sensitive storage?",
    "q046": "count of unique RTL designs touched",
    "q049": "largest register count -- which job",
    "q050": "who emitted berkeley logic interchange format netlists",
    "q053": "timed jobs with zero negative slack: name them",
    "q054": "number of jobs synthesised with hierarchy flattened",
    "q056": "silent yosys invocations -- which job",
    "q059": "outside the OSU035 flows, does any job print a warning?",
    "q061": "jacamar reports slack yet is flagged failing; explain",
    "q064": "smallest clock in goldcrest's period list that closes",
    "q065": "estimate where goldcrest would just close timing",
    "q067": "dunnart eight vs twelve bits: margin difference?",
    "q069": "ALU worst path: portion from the external input constraint?",
    "q070": "lodestone area looks tiny -- reason?",
    "q073": "did the emerald testbench actually execute?",
    "q075": "two-clock job: tighter domain and its margin",
    "q076": "azalea @ 100MHz: max and min checks both clean?",
    "q079": "chalcedony flattened versus hierarchical: cell totals & explanation",
    "q082": "goldcrest: number of failing periods",
    "q084": "ABC delay mode in the ALU job -- gate total before vs after mapping?",
    "q086": "pointer submodule instance count in chalcedony hierarchy build",
    "q088": "chalcedony energy/power numbers?",
    "q089": "results for the two-wire bus controller?",
    "q094": "top frequency for kittiwake?",
    "q095": "eelgrass gate total post-synthesis",
    "q096": "netlist-level simulation for ironstone -- where?",
    "q097": "any job using skywater 130 cells?",
    "q099": "chalcedony hierarchical build -- was it timed?",
    "q100": "cinquefoil watts?",
    "q103": "parasitic extraction file used by azalea signoff?",
    "q105": "sixteen-bit hackberry variant size",
    "q108": "post clock-tree insertion skew for amethyst",
}

def main():
    out = []
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        for line in f:
            if not line.strip():
                continue
            o = json.loads(line)
            o["question"] = REWORD[o["id"]]
            out.append(json.dumps(o))
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(len(out), "reworded")

if __name__ == "__main__":
    main()
