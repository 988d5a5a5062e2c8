#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded by hand, all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q003": "Comparing the 8-bit and 16-bit divider builds under the same 250 MHz clock: which one passes setup, and what margin does each have?",
    "q004": "got any STA numbers for a serial transmit block (uart tx)?",
    "q018": "Timing margin of the narrow divider build (pika_div_w8)?",
    "q021": "largest gate count in the set - which folder?",
    "q023": "Chip area reported when pika_div was built at sixteen bits?",
    "q026": "If we tightened nuthatch to a 333 MHz clock, would the current netlist still pass?",
    "q028": "Is a derived/divided clock defined anywhere? in which folder",
    "q029": "in the two-domain gray counter, the slower bus clock is set to what period",
    "q031": "OSU035 area for tanager (the sync queue)?",
    "q033": "Count of LATCH cells in the rockrose netlist?",
    "q034": "OpenSTA chokes on net/yeti_crc_netlist.v - root cause?",
    "q035": "What area did stat -liberty give for the latch-based config bank?",
    "q036": "Sum of every cell count over the set (only runs that printed statistics).",
    "q038": "Which output files hold the tanager netlists (formats + names)?",
    "q040": "Count netlist outputs per file extension for me",
    "q042": "xolo 1011 detector: testbench reports mismatches. Which FSM transition is broken?",
    "q045": "Do any designs end up with level-sensitive storage cells? which",
    "q046": "Two domains on opossum: both closed? Tell me the worst max path per domain.",
    "q047": "sedge synthesis log complains about the duty arrays - paste that warning",
    "q048": "Was nuthatch ever timed with extracted RC (SPEF or SDF back-annotation)?",
    "q049": "Overall counts of warnings plus errors summed for every folder?",
    "q051": "Divided clock in urial: its resulting period, and its most critical setup endpoint?",
    "q052": "rst to the DFFSR R pins in urial - recovery margin?",
    "q054": "Need rockrose dump files from simulation. Where are they?",
    "q055": "Worst negative slack printed for the multiply-accumulate block?",
    "q056": "Why does OpenSTA spit twenty output-port warnings about acc bits when timing vervain?",
    "q059": "Max frequency achieved by yeti (CRC-8)?",
    "q061": "Did the 1011 pattern detector's self-check pass or fail?",
    "q062": "Min-delay (hold) checks: which folders have them, and where is the smallest margin?",
    "q063": "Generic gate total for ruby receiver built at 115200 baud from 50 MHz?",
    "q065": "Has anybody proven tern RTL and its synthesized gates equivalent (formal)?",
    "q067": "Icarus complaint about an undeclared signal in quillwort - exact text?",
    "q069": "Most negative total negative slack anywhere - value plus folder?",
    "q071": "Need a baseline for vervain built with plain area-oriented ABC. Where is it?",
    "q072": "Cell area for topi Gray counter?",
    "q074": "Number of distinct RTL designs that runs pull in?",
    "q077": "ruby bench transmits five characters yet only four get received - RTL defect?",
    "q079": "Mux primitives count after flattening tern (generic gates)?",
    "q080": "Do we have nuthatch in .edf form?",
    "q082": "Which folder contains the most flip-flops, and what count?",
    "q084": "Line/toggle/branch coverage for ruby bench?",
    "q086": "Among timed folders, who has the most positive max-path margin?",
    "q089": "For rockrose, did OpenSTA check anything involving those LATCH cells?",
    "q090": "What RTL got built twice for OSU035 under one clock but different bit widths?",
    "q091": "Parser message yosys gives on zebu wip source?",
    "q093": "tanager: split of flip-flops between submodules?",
    "q094": "Dual-clock queue using Gray-coded pointers - what are its synthesis results?",
    "q095": "Which OSU035-mapped folders lack any slack figure?",
    "q098": "Finished LFSR (zebu, non-WIP file): where are its netlist and cell counts?",
    "q099": "sedge at 3.5 nanoseconds: violation amount, and estimated minimum achievable period?",
    "q100": "report_power appears in which folders? Compare their totals.",
    "q102": "ruby: simulated using sixteen cycles per bit yet built using 434 - reason?",
    "q104": "wagtail: any dedicated lint pass? show me",
    "q108": "Icarus inheritance message during wagtail compile - harmless?",
    "q109": "Did anything pass a delay constraint (-D) to ABC?",
}


def main():
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        dev = [json.loads(l) for l in f if l.strip()]
    missing = [d["id"] for d in dev if d["id"] not in REWORD]
    extra = sorted(set(REWORD) - {d["id"] for d in dev})
    if missing or extra:
        raise SystemExit(f"REWORD mismatch: missing {missing}, extra {extra}")
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for d in dev:
            d = dict(d)
            d["question"] = REWORD[d["id"]]
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(f"wrote {len(dev)} reworded questions")


if __name__ == "__main__":
    main()
