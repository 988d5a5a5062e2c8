#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded (REWORD), all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q002": "did the CRC-8 bench collect any code/toggle coverage, and what percentage?",
    "q009": "mandrill: do any min-delay checks (hold or reset removal) fail? what causes it",
    "q010": "agouti timer path from the load pin gets just 5ns budget even though the divided clock runs at 20ns - explain",
    "q011": "how big is colugo's checksum engine once mapped onto the 0.35um cells?",
    "q013": "mac timing @ 7 ns: size of the violation and the period needed to make it clean?",
    "q016": "gate-level simulation with SDF delays for tayra - did it go green?",
    "q017": "post-synthesis simulation of gerenuk's mapped netlist, any results?",
    "q018": "spi master: log prints 17912 for the top but the summary table shows 26428. explain the mismatch",
    "q021": "which testbenches came out green?",
    "q023": "results from simulating an SPI peripheral/slave model?",
    "q027": "chip area for bongo with DEPTH=16 WIDTH=12?",
    "q029": "where do level-sensitive storage elements show up in this project?",
    "q030": "the gray counter timing attempt errored out - reason?",
    "q031": "number of gates for markhor's 8E1 receiver variant?",
    "q034": "lint flagged an undeclared net in gaur - does that actually break anything?",
    "q035": "largest netlist by instance total?",
    "q037": "after buffer insertion to fix min-delay on agouti, what did the area become?",
    "q038": "tayra: latch instance total in the mapped design?",
    "q040": "biggest borrowable amount reported for the latchbank endpoint?",
    "q041": "most positive worst-path margin of all runs - where?",
    "q042": "least sequential elements among liberty-mapped designs",
    "q043": "estimated watts: which designs got a report_power, and who consumes the most",
    "q044": "agouti: the countdown registers belong to what clock, and what's its worst max-path margin",
    "q045": "count of setups using create_generated_clock",
    "q046": "got numbers for an I2C master block?",
    "q051": "the nosclk attempt crashed in hierarchy - cause and remedy?",
    "q052": "pwm generator, liberty area after mapping?",
    "q054": "markhor parity file: where does icarus report the parse problem",
    "q055": "two-domain pulse synchronizer size in osu035 units",
    "q057": "olingo: count of XNOR2X1 instances",
    "q064": "add up all the liberty areas - total?",
    "q065": "tayra: did STA actually borrow time at the latches?",
    "q066": "exact message printed by sifaka's bench when it broke",
    "q076": "pudu: rtl has b[5:0] plus gray[5:0] yet yosys keeps 11 registers only - reason",
    "q078": "largest silicon footprint in the project?",
    "q079": "spi master margin with a 100 MHz clock?",
    "q080": "gerenuk @3.0: violation size, and an approximate period that would be clean?",
    "q081": "spi master power estimate?",
    "q083": "count of output netlists by file type (edif/blif/json...)",
    "q085": "colugo: checksum result for the ascii string 123456789",
    "q086": "what does the ALU consume in watts?",
    "q088": "number of folders containing OpenSTA output",
    "q089": "any zero-byte transcripts lying around?",
    "q090": "count of simulation jobs and the one that broke",
    "q092": "bongo deeper/wider config vs the small one: area ratio?",
    "q093": "runs that only check syntax without simulating?",
    "q095": "most negative max-path margin project wide, plus where",
    "q097": "bongo small config: launch point of its critical timing path",
    "q098": "gerenuk sweep, total negative slack for the three-nanosecond case",
    "q099": "which folder logs the highest count of warnigns",
    "q101": "mac critical path - biggest individual gate delay?",
    "q104": "worst negative slack reported for olingo",
    "q106": "was the round-robin grant logic ever timed?",
    "q107": "alu: rst_n recovery/removal margin on the min side?",
    "q110": "cuscus: does OpenSTA check the toggle flop feeding the b-side synchronizer?",
    "q111": "pwm run min-delay margin?",
}


def main():
    out = []
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        for line in f:
            if not line.strip():
                continue
            obj = json.loads(line)
            obj["question"] = REWORD[obj["id"]]
            out.append(json.dumps(obj))
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(len(out), "reworded")


if __name__ == "__main__":
    main()
