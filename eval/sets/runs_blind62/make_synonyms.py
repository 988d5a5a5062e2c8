#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded (REWORD), all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))
REWORD = {
    "q005": "at which source position does icarus choke on the CPOL work-in-progress SPI edit?",
    "q006": "8-bit sequential divider: gate area once mapped onto the 0.35um OSU library",
    "q008": "min-delay margin reported for the serial transmitter?",
    "q009": "nickel run -- overall watts from report_power",
    "q010": "which baud divisor got forced via chparam when mapping the transmitter",
    "q011": "how long is one cycle of the divided-down clock in the owl job",
    "q014": "silicon footprint of the 4-entry queue build",
    "q015": "rabbit testbench: green or red?",
    "q017": "number of gates left after synthesising the 16-input request picker",
    "q019": "compiler notice emitted while building the CRC-8 testbench",
    "q024": "opening complaint from OpenSTA when it parses the PWM gate netlist in the broken run",
    "q026": "upper limit on borrowing for the level-sensitive storage in warbler",
    "q027": "toggle-handshake crossing design: how big is it in area units",
    "q028": "multiply-accumulate block, worst setup margin with a 6 ns clock",
    "q029": "text the button filter bench printed right before it declared failure",
    "q034": "tiniest footprint among all liberty-mapped jobs",
    "q035": "add up every chip area figure in the set, what do we get",
    "q037": "lowest gate total of any job",
    "q038": "enumerate jobs where timing analysis produced a report",
    "q039": "count of jobs that invoked the static timer",
    "q040": "where is worst negative slack below zero",
    "q043": "berkeley logic format files produced, in total",
    "q044": "sum of all warning lines in the whole collection",
    "q046": "job with the largest pile of error messages",
    "q048": "lowest min-delay margin over all jobs checking hold",
    "q049": "count the check-only (no synthesis) jobs",
    "q054": "where did we estimate power, and who burns more",
    "q056": "order the timed jobs from most to least setup margin",
    "q057": "split the jobs: kept submodules separate versus squashed into one module",
    "q058": "count of jobs stuck with yosys internal gates (no liberty)",
    "q064": "divider at 3ns -- which gate eats the most delay along the limiting route",
    "q068": "mac sdc spits a pile of input-delay complaints; cause?",
    "q069": "MAC energy breakdown: biggest contributor and percentage",
    "q070": "transmitter: do registers or gates burn most of the watts",
    "q073": "alu job without the adder file died -- root cause and remedy",
    "q074": "queue at 32 entries vs 4 entries, area ratio",
    "q075": "justify the register total for the 4-deep queue",
    "q076": "button filter bench went red; RTL fault or bench expectation?",
    "q080": "margin from the slow derived domain into the fast one, owl",
    "q083": "rabbit synth shows eleven registers although six plus six are coded, why",
    "q084": "same PWM RTL, two jobs -- gate totals side by side",
    "q085": "any complaints from the checks on the 16-bit shifter?",
    "q086": "transmitter footprint: share taken by registers versus combinational",
    "q091": "footprint when the queue holds sixteen entries?",
    "q095": "top clock rate of the display sync generator?",
    "q096": "was timing analysis ever done on the CRC block",
    "q097": "nectar design exported in EDIF anywhere?",
    "q099": "which job mapped the rotate/shift unit onto standard cells",
    "q100": "min-delay paths of the alu kept in hierarchy, got them?",
    "q101": "margin on signals passing from domain a into domain b",
    "q102": "outcome of the equivalence proof on the pulse-width modulator",
    "q105": "tree insertion skew values for the mantis design",
    "q106": "receive-side serial block numbers?",
    "q107": "coverage percentage from the queue bench",
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
