#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded (REWORD), all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))
REWORD = {
    "q001": "After mapping to OSU035 cells, how large is the serial transmitter (anhinga) in area units?",
    "q002": "anhinga run, 10 nanosecond clock: margin on the max-delay path?",
    "q005": "For the UART transmitter, what is the tightest min-path (hold) margin OpenSTA printed?",
    "q006": "flat MAC timing: give me worst negative slack + total negative slack",
    "q010": "Pseudo-random generator at a three-nanosecond period - how much margin is left?",
    "q011": "how big did the heliotrope design come out (liberty area units)",
    "q014": "the divided-by-four clock in the interval-timer STA: what period did OpenSTA assign it?",
    "q015": "jarrah: number of set/reset flops (DFFSR) in the final cell list?",
    "q016": "total negative slack on the two-domain crossing design",
    "q019": "Which file/line does Icarus choke on in the debouncer build?",
    "q022": "did the eucalypt testbench pass or not",
    "q023": "number of cells when the restoring divider is built 16 bits wide",
    "q024": "corella at eight-bit width: chip area please",
    "q025": "SPI master generic flow - name of the JSON file it produced?",
    "q029": "PWM block timed with a 2.5 ns clock: slack?",
    "q031": "Which runs ended in FAIL status, and how many are there?",
    "q032": "list every run where worst negative slack dropped below zero",
    "q035": "Add up the liberty area of all OSU035-mapped runs that printed stat - total?",
    "q036": "count of runs that produced OpenSTA output",
    "q040": "Split of flows: number mapped to the 0.35um library versus plain yosys gates?",
    "q041": "overall, how many warning lines do the logs contain",
    "q044": "number of .blif files produced across every run",
    "q045": "Apart from larkspur, does anything else infer latches?",
    "q046": "18 runs - built on how many separate designs?",
    "q050": "order the runs that did report_power from highest to lowest consumption",
    "q051": "lowest min-path slack among runs that checked hold, and where is it",
    "q052": "Of the timing-clean runs, which one has the biggest positive margin?",
    "q055": "Which synthesis runs used -flatten?",
    "q056": "mapped to OSU035 but no timing analysis done: which ones",
    "q057": "Are any RTL designs reused across several run folders?",
    "q059": "most negative setup margin anywhere in the set, which run",
    "q060": "runs where yosys was silenced with the -q switch?",
    "q064": "debouncer build broke - root cause?",
    "q065": "ALU top read alone fails; which submodule can yosys not find?",
    "q068": "PWM period sweep: smallest period with positive margin?",
    "q069": "1.5ns PWM corner - size of the violation",
    "q074": "two-domain design: explain the launch and capture times that make the crossing so critical",
    "q077": "UART report_power - what percentage comes from sequential cells?",
    "q078": "interval timer: are both clk and its /4 child clean for setup and hold?",
    "q079": "How was the divide-by-4 clock defined in the timer constraints, on which instance?",
    "q082": "ALU hierarchy: is the adder or the bitwise unit larger?",
    "q083": "split the ALU's total area into top-level cells versus child modules",
    "q085": "Delay-targeted MAC build: clock used for STA and resulting margin?",
    "q086": "If the hierarchical MAC were clocked at 4 ns like the flat build, would it pass?",
    "q089": "Flat multiply-accumulate: fraction of power due to flip-flops?",
    "q091": "README row for the divider: does it reflect the WIDTH=8 or WIDTH=16 synthesis?",
    "q092": "timing margin for bluet (the serial peripheral master)?",
    "q093": "consumption in watts for the clock-domain-crossing block",
    "q096": "was there ever a testbench run for corella",
    "q097": "post-synthesis netlist simulation of the seven segment block - results?",
    "q098": "max frequency for the I2C core?",
    "q099": "How much silicon does the round-robin arbiter take after synthesis?",
    "q101": "Need the waveform dump from the CRC simulation, where is it?",
    "q102": "heliotrope: milliwatts consumed?",
    "q106": "Where's the EDIF netlist of the multiply-accumulate unit?",
    "q107": "Gray counter after OSU035 mapping: setup margin?",
    "q110": "Clock frequency used for the latch-based register file?",
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
