#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded (same answer), other fields unchanged, dev order."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q001": "report_power total for the nopal_ser_osu timing run, in watts",
    "q003": "16-bit divider at a 5 ns clock: what is the worst slack?",
    "q006": "min-path (hold) margin on pumice_dpram",
    "q007": "elaborating the sensor front-end top failed on a missing module, which one",
    "q009": "in the slate drive-mode netlist, which latch primitive appears, and its count",
    "q010": "isqrt regression, result printed for the input 65535",
    "q013": "what clock period does OpenSTA show for the divide-by-3 derived clock",
    "q015": "for the leading-zero normalizer, which output ends the worst path and when does data arrive",
    "q016": "complex multiplier longest path: arrival time",
    "q017": "topaz generic gate netlist size (number of cells)",
    "q018": "count of issues reported by check in the vellum_bus lint",
    "q022": "UART-style transmitter after OSU mapping: which flip-flop cell and how many of them",
    "q024": "whole-hierarchy area reported for the xylem SPI target",
    "q026": "set_output_delay value used for the tx outputs (nopal constraints)",
    "q029": "list every failing run",
    "q031": "largest area of all runs and where",
    "q034": "add up the stat cell totals across runs, what do you get",
    "q035": "simulations that came out PASS",
    "q037": "warning count summed over the entire set",
    "q038": "count of netlists saved in Berkeley BLIF format",
    "q039": "highest flop count of any run",
    "q041": "count of runs using the OSU 0.35um library mapping",
    "q043": "smallest cell total among runs",
    "q044": "runs done with technology-independent yosys gates",
    "q045": "cmul clock sweep: number of periods with no violation",
    "q047": "most negative total negative slack in the set",
    "q050": "run with the largest number of warning lines",
    "q052": "where do DFFSR cells (async set/reset) show up among mapped runs",
    "q055": "is there a mapped netlist without a single register",
    "q059": "runs whose logs contain just one error line",
    "q061": "W=8 divider closes at 5 ns but the W=16 build misses, explain",
    "q063": "explain the quartz difference: nocdc report red, async report green",
    "q066": "vellum lint gate fails on check -assert: cause and remedy",
    "q067": "square-root regression failing: bug in the RTL or in the testbench?",
    "q069": "is the 6416 figure for slate counting its latch cells",
    "q070": "slate_mode RTL: what causes latch inference",
    "q073": "pumice critical setup path: what makes up most of the delay",
    "q075": "register-file run draws about five times the transmitter's power, explain",
    "q076": "path launched from _38_/Q ending at a sysclk register in rhodium: what is it, does it pass",
    "q077": "normalizer set_max_delay budget: room to reduce it, and to what",
    "q078": "wolfram timing run has no create_clock: reason",
    "q082": "q reported undriven in the umbra yosys log: are those outputs actually floating",
    "q084": "quartz with asynchronous groups applied: does STA still analyse clka to clkb",
    "q086": "is there a usable synthesised netlist from vellum_bus_drivers",
    "q091": "SPI target simulation outcome",
    "q094": "topaz_lock_fsm constraints: period of its clock",
    "q095": "isqrt post-synthesis timing: met or not",
    "q097": "count of library LATCH instances in slate after mapping",
    "q099": "cmul sweep result at a 10 ns period",
    "q101": "divide-by-3 clock block: leakage power figure",
    "q103": "yttrium_top area and power figures",
    "q104": "quartz min-delay check between clka and clkb",
    "q105": "afifo waveform dump: what happens near t=500ns",
    "q106": "W=32 version of the divider: chip area",
    "q107": "nopal_ser timing with SDF annotation",
    "q111": "vellum_bus gate netlist: number of cells",
}


def main():
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        dev = [json.loads(l) for l in f if l.strip()]
    missing = [o["id"] for o in dev if o["id"] not in REWORD]
    if missing:
        raise SystemExit(f"no rewording for {missing}")
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for o in dev:
            o = dict(o)
            o["question"] = REWORD[o["id"]]
            f.write(json.dumps(o) + "\n")
    print(f"wrote {len(dev)} reworded questions")


if __name__ == "__main__":
    main()
