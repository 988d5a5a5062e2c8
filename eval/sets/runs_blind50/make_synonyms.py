#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded by hand, all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q006": "list every run that ended up broken or red",
    "q007": "OpenSTA power estimate (total, watts) for halite_spi - what is it?",
    "q010": "number of set/reset flip-flop cells in the mapped SPI netlist",
    "q013": "gray-code counter STA printed a zero worst negative slack; does that mean 10 ns is met?",
    "q015": "chip area when parsnip is built with DEPTH=4",
    "q017": "round-robin sim is red - bug in the design or in the testbench?",
    "q022": "name of the EDIF file exported for the CRC-16 block",
    "q023": "is there any testbench run for halite_spi?",
    "q024": "sum of liberty areas across every OSU035-mapped run",
    "q025": "register count in the byte-parallel CRC-16 build, and what internal cell type holds them",
    "q026": "smallest clock period in the multiplier exploration with no violation",
    "q029": "post-synthesis netlist simulation of the skink divider: pass or fail?",
    "q030": "delay target passed to ABC when mapping wulfenite",
    "q034": "how many LUTs would cenote need on an FPGA",
    "q036": "millet: what does report_power give as the overall figure",
    "q038": "biggest warning count of any single run",
    "q041": "destination-side clock period of the req/ack CDC block",
    "q042": "explain why STA gives the ack sync flop only a one nanosecond window from the 7ns domain into the 10ns one",
    "q045": "biggest contributor along the SPI master's critical setup path",
    "q046": "count of runs that went through dfflibmap + abc with the OSU 0.35um liberty",
    "q047": "number of level-sensitive storage cells in the ALE demux netlist",
    "q050": "clock tree skew numbers for crocoite?",
    "q052": "estimate the fastest achievable clock for mamba",
    "q053": "most negative setup slack anywhere in the set, and where",
    "q054": "mamba_mult liberty area",
    "q055": "any parsnip build with DEPTH=32?",
    "q056": "standalone area of the signed 8x8 multiplier submodule",
    "q061": "count of quotient/remainder checks done by the skink testbench",
    "q062": "which run reports the least power, and the value",
    "q063": "PWM design: reason the fast-to-divided crossing starts at 30 ns in the report",
    "q065": "bit-serial CENOTE build: area?",
    "q066": "count of BLIF and EDIF netlist files produced",
    "q067": "grants won by requester #2 in trona sim",
    "q074": "runs driven through make",
    "q075": "timing on a flat crocoite netlist?",
    "q076": "leftover yosys-internal enable flops in butte after synthesis - how many?",
    "q077": "parsnip area growth going from DEPTH=4 to DEPTH=16",
    "q078": "where was the module hierarchy preserved in yosys stat",
    "q080": "JSON file produced by skink synthesis",
    "q083": "anole_timer area number?",
    "q084": "0.174 margin on the source-word crossing into clk_b under related clocks - worry or not?",
    "q085": "designs that appear in more than one run",
    "q087": "formal equivalence outcome comparing parsnip d4 vs d16?",
    "q089": "runs that produced netlists from yosys internal gates only, without OSU035 mapping",
    "q092": "highest flip-flop count in one run",
    "q094": "fraction of halite_spi power going to registers",
    "q097": "multiplier portion of the MAC top-level area",
    "q099": "wns after set_false_path between clk_a and clk_b in kernite?",
    "q100": "SPI has 1.2 ns margin at 5; would a 4 ns clock likely close?",
    "q101": "overall counts of warning and error lines in the set",
    "q104": "SymbiYosys proof results for trona?",
    "q105": "largest cell count among runs without OSU035 mapping",
    "q106": "number of simulation runs, and which failed",
    "q107": "serial receive side of the UART - is there a run?",
    "q110": "runs emitting a .json netlist",
}


def main():
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        dev = [json.loads(l) for l in f if l.strip()]
    missing = [o["id"] for o in dev if o["id"] not in REWORD]
    extra = sorted(set(REWORD) - {o["id"] for o in dev})
    if missing or extra:
        raise SystemExit(f"REWORD mismatch: missing {missing}, extra {extra}")
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for o in dev:
            n = dict(o)
            n["question"] = REWORD[o["id"]]
            f.write(json.dumps(n, ensure_ascii=False) + "\n")
    print(f"wrote {len(dev)} reworded questions")


if __name__ == "__main__":
    main()
