#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded once (cue words swapped for synonyms), other fields identical."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q007": "For the plain (no liberty) cedar build, how were the controller states coded by yosys?",
    "q008": "sampling clock period used in falcon_sta = ?",
    "q010": "hazel_syn blows up somewhere - tell me the source location",
    "q011": "indigo_elab: yosys complains a submodule can't be found - which one, and what instance refers to it?",
    "q014": "Right after proc, how many issues did kettle_bus's initial sanity pass list?",
    "q015": "Before RAM mapping, what bit count did synthesis record for lemur_ram's array?",
    "q016": "how large is the silicon footprint for lemur_json",
    "q018": "MAC sweep: at the 8 ns point, what's the failing register pin and its margin?",
    "q021": "birch bench: first reported discrepancy?",
    "q022": "amber_q - overall power dissipation for the PWM generator",
    "q024": "Which kinds of latch primitives are still left in egret_latch after mapping?",
    "q025": "In the build that kept hierarchy for ginkgo, how big is the sum3 block (three-input summer)?",
    "q026": "ginkgo_flat: tightest max-delay margin, plus which register it ends at",
    "q028": "For cedar_make's max-delay check, give the launch point, capture point and margin",
    "q029": "min-delay margin for basalt_p10",
    "q037": "most negative WNS across every run?",
    "q038": "list those runs where wns dropped below zero",
    "q040": "Top run by average silicon per instance?",
    "q041": "Among liberty-mapped builds, which gets the least area for each instance on average?",
    "q044": "biggest instance count of any run?",
    "q045": "total of instance counts over every run that printed stat",
    "q046": "Count the testbench runs; which one didn't pass?",
    "q048": "List the runs done with yosys alone, without a standard-cell library.",
    "q051": "ginkgo: flattened versus hierarchy-kept build, what is each one's tightest max-delay margin?",
    "q052": "Where do we have several clock domains constrained?",
    "q054": "In which timing runs is there no total negative slack line?",
    "q055": "Biggest number of failing paths in one STA output - what run, what count?",
    "q056": "Did any synthesized run throw away its yosys log?",
    "q058": "fewest instances of all OSU035-mapped builds - which?",
    "q059": "Any RTL that got more than a single run folder?",
    "q067": "How do I get indigo_elab through the hierarchy step?",
    "q068": "kettle_check ends in an ERROR after synth completed - reason?",
    "q070": "According to the reports, what is broken about kettle_bus's mirror port?",
    "q071": "jasper_pack has several size mismatches; which got reported by iverilog/yosys and which went unnoticed?",
    "q074": "Is the 6256 figure for egret_latch believable?",
    "q075": "egret_hold's latches: intentional, or the same sort of bug seen in dingo?",
    "q076": "ginkgo with hierarchy kept: how come the tap shift register costs nearly what the summer costs?",
    "q078": "Looking at the marlin sweep, which swept period is the smallest one that passes, and by what margin does 8 ns miss?",
    "q079": "marlin_sweep: which flop ends the slowest path, and what makes that path long?",
    "q080": "birch saturating-add testbench reports mismatches; where's the RTL defect?",
    "q081": "birch_sim prints a warning about timescale inheritance. Explain.",
    "q082": "check in amber_q flags pwm as undriven - is that genuine?",
    "q084": "Why does a small 32-word by 8-bit memory explode to 1120 instances?",
    "q086": "Explain how falcon ends up with a 20 ns divided clock.",
    "q092": "marlin_sweep dissipation figure?",
    "q093": "At a 10 ns constraint, what margin does lemur_ram have?",
    "q094": "gingko_flat: worst negative slack?",
    "q095": "kettle_bus testbench - pass or fail?",
    "q096": "Area of the 16-by-16 product unit?",
    "q099": "min-delay margin on dingo_latch",
    "q102": "How much silicon would birch_satadd take once synthesized?",
    "q103": "total negative slack of cedar_make",
    "q105": "amber_q timing margin with a 10 ns period?",
    "q106": "How large does ginkgo_top get when W is 16?",
    "q108": "Overall power reported by egret_latch?",
    "q110": "Mapped to OSU035, what's cedar_gen's area?",
}


def main():
    src = os.path.join(ROOT, "dev.jsonl")
    out = []
    for line in open(src):
        if not line.strip():
            continue
        obj = json.loads(line)
        new = dict(obj)
        new["question"] = REWORD[obj["id"]]
        out.append(json.dumps(new))
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(len(out), "reworded")


if __name__ == "__main__":
    main()
