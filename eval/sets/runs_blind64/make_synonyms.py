#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded (same id, same answer fields)."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q001": "default 8-bit x 8-entry queue mapped to osu035: area?",
    "q002": "In the wide/deep FIFO build, count of DFFPOSX1 instances?",
    "q003": "does mistletoe_osu have positive setup margin at its 10 ns clock - what's the number",
    "q004": "min-delay margin on the default fifo run?",
    "q005": "how many watts does rhodonite burn according to sta",
    "q008": "LFSR bench: first mismatch, actual vs reference value",
    "q009": "debouncer run - where exactly did the compiler choke (file:line)?",
    "q012": "sundew_latch: number of latch cells after mapping",
    "q014": "worst negative slack of the cdc design without clock groups",
    "q015": "total negative slack, restoring divider, 6 ns period",
    "q017": "name of the edif netlist quillback_quiet wrote",
    "q020": "rhodonite critical path: which register launches it and which one captures?",
    "q022": "flop count in quillback_quiet (the 4-digit decade counter)",
    "q026": "how big is the 16-bit divider in liberty units",
    "q028": "What WIDTH and DEPTH were forced on the second FIFO synthesis?",
    "q030": "Give me the list of broken runs.",
    "q031": "largest design by area in this project and its value",
    "q032": "Which OSU035 build is tiniest in area?",
    "q033": "area summed across the 11 mapped results",
    "q034": "add up cells over every stat - what total?",
    "q037": "which testbenches came out green",
    "q038": "Does any netlist contain level-sensitive storage? where",
    "q041": "count of blif, edf and json netlists produced",
    "q043": "split of the 18 runs by kind of flow",
    "q044": "Which run is the smallest by cell count?",
    "q046": "where do we define a create_generated_clock",
    "q051": "worst min-path margin over all reports",
    "q054": "which flow uses make",
    "q055": "where did anyone write out an .edf file?",
    "q056": "most negative TNS value seen, and where",
    "q059": "runs left with yosys internal gates (no liberty) plus how many cells each",
    "q061": "moving average run is marked FAIL - root cause?",
    "q062": "avg filter STA reports wns 0.00; can I trust that as closure?",
    "q063": "30272 for the samphire filter seems tiny. which cells make up that figure?",
    "q064": "Smallest period from periwinkle_sweep that is still MET, plus its margin",
    "q065": "biggest single delay contributor on the divider's reg-to-reg path when clocked at 8",
    "q068": "cdc violations: genuine design issue or just missing SDC?",
    "q069": "multiplier: delay target matches the clock yet setup is negative. explain",
    "q072": "hierarchical alu - critical path lives in which instance",
    "q074": "growth factor in area, mistletoe 8x8 vs 16x32",
    "q075": "pseudo-random generator mismatch: is the design or the bench wrong?",
    "q077": "fix for the 1011 detector flow erroring out?",
    "q080": "mistletoe_osu: closure at 100 MHz, and what limits it",
    "q086": "uart in rockhopper_sim: do the yosys cell types reflect a sync reset?",
    "q088": "quillback_quiet log has nothing in it. where is the stat output kept?",
    "q090": "min-path margin of the 8x8 multiplier",
    "q091": "periwinkle power consumption?",
    "q092": "did the I2C master testbench go green",
    "q093": "wintergreen CRC timing closure numbers",
    "q094": "post-synthesis gate sim of the serial transmitter - did it pass?",
    "q101": "divider at a 3 ns clock - slack?",
    "q103": "skew numbers post clock-tree for muscovite",
    "q104": "sundew testbench outcome",
    "q105": "where do I find rhodonite as a .json netlist",
    "q106": "flattened ALU: what does its min-delay check say?",
    "q109": "is the dual-domain queue using Gray counters passing STA?",
}


def main():
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        dev = [json.loads(l) for l in f if l.strip()]
    out = []
    for q in dev:
        new = dict(q)
        new["question"] = REWORD[q["id"]]
        out.append(json.dumps(new))
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(out)} reworded questions")


if __name__ == "__main__":
    main()
