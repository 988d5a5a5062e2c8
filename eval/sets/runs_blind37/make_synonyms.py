#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded (same meaning, different words);
all other fields are copied unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q011": "Based on those period-sweep reports, roughly what top frequency can the flat multiply-accumulate netlist reach?",
    "q012": "In the UART TX timing, how much margin does the asynchronous reset pin have on its recovery check?",
    "q013": "Among the designs taken through OSU035 mapping, which one occupies the least silicon?",
    "q014": "Is there an area penalty for keeping module boundaries on the MAC compared with flattening it?",
    "q015": "Was there ever a testbench run for the SPI controller?",
    "q016": "Add up the liberty-based cell area of every synthesis that printed statistics: what total do you get?",
    "q017": "Where did the DEPTH=8 FIFO synthesis put its mapped gates?",
    "q018": "Going from eight to thirty-two entries, how does the queue's footprint scale?",
    "q020": "Got numbers on silicon size for our AXI crossbar?",
    "q026": "Post-synthesis simulation of the restoring divider: how did it go?",
    "q027": "Count of runs that left static timing output behind?",
    "q028": "How many watts does the multiply-accumulate block burn when its modules stay separate?",
    "q029": "The parser flags line 15 in the interval timer source, yet nothing seems off there. What's the actual mistake?",
    "q030": "Across everything, which EDIF netlists exist?",
    "q033": "The README lists a zero worst negative slack for the sequence detector. Can we sign that off as passing?",
    "q034": "Period swept to nine nanoseconds: what margin remains?",
    "q035": "Who wrote JSON-format gate output?",
    "q036": "For the arithmetic unit, do just those three listed endpoints violate, or are there others?",
    "q037": "Was SkyWater 130 used by any of these flows?",
    "q041": "Summed up, how many warning lines appear in all logs and reports?",
    "q042": "Formal equivalence outcome on the queue design?",
    "q043": "For the CDC handoff block, what is the poorest max-delay margin on the faster receive clock?",
    "q044": "Why does the PWM duty input only show about 2.8 ns margin when the slow clock runs at 16 ns?",
    "q048": "Any skew figures or clock-tree build for the multiply-accumulate design?",
    "q049": "Which testbenches passed, which failed?",
    "q050": "The restoring-divider regression covered how many quotient computations?",
    "q051": "Between clk_a and clk_b, is anything crossing actually timed by OpenSTA?",
    "q056": "At 200 MHz, what is the SPI controller's tightest max-delay margin, and which cell launches it?",
    "q057": "Where are the most sequential elements?",
    "q058": "That serial transmitter met 100 MHz; how much headroom is left?",
    "q060": "Which synthesis results contain the flop with asynchronous set and reset?",
    "q061": "Number of gates in the CCITT checksum generator?",
    "q062": "Which group accounts for most of the SPI controller's consumption?",
    "q064": "Did the restoring-divider regression collect any coverage?",
    "q070": "How full is the floorplan after placing the SPI controller?",
    "q072": "The saturating counter regression: count of mismatching checks?",
    "q073": "Worst-case cycle count for the Euclid engine - acceptable?",
    "q074": "Across all min-delay analyses, where is the least hold margin?",
    "q076": "Round-robin arbiter lint: what was the initial Icarus warning?",
    "q082": "Did any OSU035 synthesis keep sub-modules intact rather than flattening?",
    "q083": "The APB register slave run could not find which block?",
    "q085": "BLIF output came out of which runs?",
    "q086": "Five nanosecond period numbers from the MAC frequency scan?",
    "q088": "Regarding the latch-based register file, do the sequential cell numbers agree with the RTL?",
    "q089": "After recoding, how wide is the pattern detector's state register?",
    "q090": "Which synthesis jobs aborted with an error from Yosys itself?",
    "q091": "Both MAC netlists were timed at 100 MHz, yet margins differ (1.33 versus 0.65). Explain.",
    "q092": "Silicon size for a sixteen-deep queue build?",
    "q094": "What's the min-delay margin for the MAC with sub-modules preserved?",
    "q096": "Who produced no warning lines at all?",
    "q099": "When did the up/down level counter first mismatch, and in what mode?",
    "q100": "In Bobolink's technology-independent netlist, count of enable-plus-sync-reset flops?",
    "q103": "Power-grid voltage drop results on the latch register file?",
    "q104": "Where do clocks carry names other than clk?",
    "q108": "Shortest period constraint found anywhere?",
    "q112": "Simulation transcript for the 1011 pattern detector?",
}


def main():
    dev = [json.loads(l) for l in open(os.path.join(ROOT, "dev.jsonl")) if l.strip()]
    missing = [o["id"] for o in dev if o["id"] not in REWORD]
    if missing:
        raise SystemExit(f"no rewording for {missing}")
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for o in dev:
            n = dict(o)
            n["question"] = REWORD[o["id"]]
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    print(f"wrote {len(dev)} reworded dev questions")


if __name__ == "__main__":
    main()
