#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded by hand, all other fields unchanged, same order."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q001": "how big does pelican_mac_w12 come out, area-wise?",
    "q002": "count of DFFPOSX1 flops in the WIDTH=6 multiply-accumulate synthesis",
    "q003": "worst negative slack of nightjar at a 4 ns period",
    "q006": "raven cdc timing: clock period of clk_slow",
    "q008": "in walrus_div_sta, which period did sta compute for clk_div4",
    "q009": "divider block: slack of the pulse-width check",
    "q010": "zebra tone generator overall power number?",
    "q012": "osu035 mapped size of the tone gen",
    "q016": "arrival time of the critical path in newt_sorter",
    "q017": "how much setup margin does the sorting network have",
    "q019": "salmon_pipe overall area including every child module",
    "q020": "count of $_DLATCH_P_ cells in the synthesized tapir design",
    "q021": "in urchin_lint_check, a port width mismatch is reported; which port, and widths?",
    "q022": "urchin: what signal ends up with two conflicting drivers per yosys",
    "q029": "size in area units of the walrus clock divider",
    "q030": "largest design (area) across all runs?",
    "q031": "which osu035 run is the tiniest",
    "q032": "number of runs containing a timing report from sta",
    "q035": "add up area for every mapped run, what total?",
    "q037": "all flip-flops summed over the set",
    "q038": "count the runs that report a liberty chip area",
    "q039": "any testbench failing? which run",
    "q041": "who has the highest warning count from yosys",
    "q045": "biggest reported slack of any timing run",
    "q046": "latch count anywhere in the set, and in which run?",
    "q048": "runs that stopped at technology-independent synth?",
    "q050": "shortest period anyone constrained for sta",
    "q051": "mapped netlists with cell count below a hundred?",
    "q053": "nightjar p4 vs p12: same number of cells?",
    "q059": "smallest margin among runs that meet timing",
    "q060": "nightjar 4ns run violates, why, and how long must the period be to close",
    "q061": "12 ns ok, 4 ns violated, identical nightjar gates: why",
    "q062": "mac at 12 bits is roughly three times larger than at 6 bits - reason?",
    "q065": "suggest an rtl change for wombat so subtracting -128 clamps correctly",
    "q069": "urchin has merged driven twice; consequence and remedy?",
    "q071": "viper_bad: error points at 26, where's the real mistake",
    "q075": "walrus constraints use set_multicycle_path 4 / 3 - justify",
    "q076": "explain the 21 latch count in the tapir config bank",
    "q077": "tapir config latches: dangerous? recommended change?",
    "q078": "zebra power report: reason flops dominate",
    "q079": "zebra at 200MHz (5ns period) - feasible?",
    "q080": "per-module area split of the pipelined sum tree",
    "q081": "salmon output bit 10 hard-wired low; does the adder tree ever overflow into it",
    "q087": "pelican with 16-bit operands, how much area",
    "q089": "uart tx testbench outcome?",
    "q093": "scratch memory with 32 entries, area figure",
    "q094": "salmon flattened area compared to the non-flattened build",
    "q096": "newt sorter post-synthesis simulation outcome",
    "q097": "quail with eight requesters: timing results",
    "q098": "async fifo run, how many overflows",
    "q102": "rook pwm bank testbench: pass or fail",
    "q103": "fpga LUTs used by the zebra design",
    "q104": "DFFNEGX1 cells in the tapir generic synthesis",
    "q108": "verilator warnings for the urchin flags block",
}


def main():
    dev = [json.loads(l) for l in open(os.path.join(ROOT, "dev.jsonl")) if l.strip()]
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for o in dev:
            o = dict(o)
            o["question"] = REWORD[o["id"]]
            f.write(json.dumps(o) + "\n")
    print("wrote", len(dev), "synonyms")


if __name__ == "__main__":
    main()
