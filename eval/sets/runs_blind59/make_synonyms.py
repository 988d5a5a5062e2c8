#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded, all other fields unchanged."""
import json, os
ROOT = os.path.dirname(os.path.abspath(__file__))
REWORD = {
    "q001": "serial transmitter block: how much silicon does it take once mapped to the 0.35um cells?",
    "q002": "alpaca_tx_osu - max-path margin with a 10 nanosecond clock",
    "q003": "min-delay margin for the UART TX flow?",
    "q005": "boa_fifo_aw4 register count (positive-edge flip-flops), 16 entries deep",
    "q007": "cobra_alu_gen: total number of generic gates yosys left",
    "q009": "PWM bench final message?",
    "q011": "full-tree silicon footprint for the Gray code counter design",
    "q015": "divider bench in gar_div_sim: vectors tested + verdict",
    "q019": "8x8 multiplier flat mapping - total area figure",
    "q022": "agama_div_genclk: clk_div4 cycle time as STA sees it",
    "q024": "iverilog complains where in the edited LFSR source?",
    "q025": "jay_deb_lint -> any issues from the yosys check pass",
    "q027": "gar_divider @3ns: when does data show up at the critical endpoint",
    "q028": "two-domain synchroniser, OSU mapped footprint",
    "q029": "number of broken runs overall",
    "q030": "list everything whose status is failing",
    "q031": "largest silicon footprint among liberty-mapped runs, plus the figure",
    "q033": "add up area across every OSU-mapped flow",
    "q035": "who has worst negative slack below zero",
    "q037": "lowest gate count of the whole collection",
    "q039": "simulation tally, and the failing one?",
    "q043": "count of .v netlists compared with EDIF ones",
    "q047": "biggest design by gate count",
    "q050": "among STA runs, most setup headroom goes to?",
    "q051": "make-based flows: which, and how many",
    "q052": "anything run in quiet mode?",
    "q053": "most negative max-path margin overall, in which folder",
    "q057": "count folders whose logs have no warnings",
    "q058": "same RTL mapped twice with a parameter change: design name, both footprints",
    "q059": "cobra_alu_stafail broke even though yosys was happy - reason?",
    "q060": "ibex_mult_flat: reported 0.74 positive but status FAIL, is that number reliable",
    "q061": "flattened 8x8 product netlist: which syntax does OpenSTA choke on",
    "q063": "estimate max frequency for gar_divider from those period reports",
    "q065": "loon_sync_2clk violation - genuine crossing bug or missing SDC exception?",
    "q067": "eel checksum bench failed; design bug or bad expectation",
    "q069": "genet_prio_nosub elaboration error, what module is needed",
    "q070": "16 vs 4 entry queue: area ratio",
    "q073": "uart transmitter at 100MHz: closes? setup + hold margins",
    "q079": "gray counter worst path - ends in a child instance?",
    "q081": "gar_div_sim vectors: any case where divisor exceeds dividend",
    "q082": "cobra_alu_stafail gate total lower than cobra_alu_gen, explain",
    "q083": "8x8 product block min-delay check: worst one, passing?",
    "q086": "queue design slack numbers",
    "q087": "hake SPI dynamic/leakage consumption",
    "q090": "arithmetic unit footprint on the 0.35 micron cells",
    "q091": "max clock rate for an I2S serialiser",
    "q092": "dikdik pseudo-random generator gate total post-synth",
    "q094": "post-synthesis netlist simulation of gar_divider outcome",
    "q097": "dace pulse-width modulator, OSU mapped footprint",
    "q098": "agama phase-locked loop acquisition duration",
    "q100": "loon_sync DEF after place & route - location?",
    "q104": "genet 16-input encoder min-delay failures",
    "q106": "agama_div_genclk skew after clock tree synthesis",
}


def main():
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        dev = [json.loads(l) for l in f if l.strip()]
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for o in dev:
            o = dict(o)
            o["question"] = REWORD[o["id"]]
            f.write(json.dumps(o) + "\n")
    print(len(dev), "reworded")


if __name__ == "__main__":
    main()
