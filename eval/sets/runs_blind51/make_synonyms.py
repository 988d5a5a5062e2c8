#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded (same answer fields, different wording)."""
import json
import os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q005": "How many watts does report_power give in total for the UART transmitter mapping?",
    "q006": "Count the broken runs in this collection and name them.",
    "q007": "Looking at the MAC clock sweep, which is the shortest period with positive setup margin, and how much margin is left?",
    "q009": "Is there any netlist-level simulation of krill's serial TX, so I can look at waveforms?",
    "q013": "In the non-flattened SPI build, what area does the clock divider child module take?",
    "q017": "For walleye_spi_hier, what is the min-path (hold) margin?",
    "q018": "Which mapped run comes out tiniest in chip area, and what's the figure?",
    "q019": "Did oyster's self-checking bench succeed? quote its final line",
    "q020": "Two STA passes on the CDC block: one shows failures, the other doesn't. What explains the difference, and how negative is it before exceptions?",
    "q022": "Add up chip area across every liberty-mapped run with statistics - total?",
    "q024": "Without exceptions, between the two domain crossings of stingray, which direction has the poorer slack?",
    "q025": "Any compiler warning from Icarus when building the CRC testbench?",
    "q026": "Smallest cell count among all runs, and where?",
    "q027": "Power consumption of walleye's SPI block?",
    "q028": "For the sequential divider, what quotient and remainder came back when dividing 131 by 130?",
    "q029": "Which divider vectors went wrong, and what pattern links them?",
    "q034": "Where is a derived (divided) clock defined?",
    "q035": "Both tools flag line 65 in the WIP seven-segment file, yet it looks ok. What's really broken?",
    "q037": "Count of .blif outputs, plus the runs that produced them?",
    "q039": "Setup margin of shale's regfile after proper DFFPOSX1 mapping?",
    "q040": "Is shale_rf_stafail's clean 0.00 worst negative slack believable?",
    "q045": "Latch bank timing: largest possible borrow time?",
    "q049": "Delay-targeted ABC build of tarpon: report_power total?",
    "q052": "Gate area of quahog?",
    "q053": "MAC sweep, 7 ns point: worst negative slack?",
    "q055": "Number of runs containing OpenSTA output?",
    "q058": "Why does oyster end up with 11 DFFs when y, zf, cf, nf, vf add up to 12 bits?",
    "q059": "Among timing-analysed runs, where is setup slack largest?",
    "q061": "moss: binary plus Gray registers need 16 bits yet just 15 DFFSR appear - explain",
    "q062": "oyster timing results for a 10 ns clock?",
    "q063": "Top report_power figure across the set, which run?",
    "q064": "Min-delay margin in the quiet arbiter build?",
    "q065": "PWM block: which startpoint sets the critical setup path, and why is margin small given a 20 ns generated clock?",
    "q071": "What's the very first message OpenSTA printed for shale?",
    "q073": "krill at 10 ns: passing? Which endpoint is closest to failing?",
    "q074": "List flows launched through make.",
    "q076": "Scaling from 4 to 16 entries in perch: area and DFF totals?",
    "q081": "Min-path margins for the MAC period scan?",
    "q082": "Smallest hold margin of all runs?",
    "q083": "Prescaler submodule gate area?",
    "q087": "oyster's internal-gate total from yosys stat?",
    "q089": "Were any set_multicycle_path exceptions applied to tarpon?",
    "q093": "Eight-input round-robin arbiter: does it close at 250 MHz?",
    "q094": "EDIF netlists: produced by whom?",
    "q095": "Which clock name/period constrains the hierarchical SPI STA?",
    "q096": "krill reset pin: recovery and removal margins?",
    "q097": "Functional coverage numbers for oyster's bench?",
    "q098": "Shortest period constrained anywhere?",
    "q100": "UART TX versus arbiter: power totals are close despite size difference - give both values.",
    "q101": "How many gates did the nomod SPI attempt produce?",
    "q103": "Second CDC domain: clock period?",
    "q105": "Does manatee have any report_power output?",
    "q106": "Timing-analysed runs lacking min-path checks?",
    "q107": "Is there a waveform dump for mussel's testbench?",
    "q109": "Why did the seven-segment WIP flow leave build/ empty and skip timing?",
    "q111": "Do any runs contain level-sensitive storage cells?",
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
            f.write(json.dumps(n) + "\n")


if __name__ == "__main__":
    main()
