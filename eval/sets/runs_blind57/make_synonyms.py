#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded by hand, all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q001": "Add up the area figures of every liberty-mapped run for me - what's the grand total?",
    "q002": "FIFO timed at 10ns: what's the spare slack there and what clock could it probably reach?",
    "q003": "kangaroo_missing died during yosys elaboration - what went wrong?",
    "q004": "pipelined 8x8 multiplier, currently 8 ns: how much headroom to push the frequency?",
    "q005": "Which run enjoys the most positive setup margin of all?",
    "q006": "Ignoring the period sweep plus anything broken or negative, who is closest to failing setup among the liberty-mapped designs?",
    "q008": "mapped cell area for the multiply-accumulate block?",
    "q009": "ALU synthesis: which -D value was passed to ABC?",
    "q010": "ginger_sta - very first complaint from the timer tool?",
    "q011": "do we have CTS skew / latency figures for the PWM generated-clock design?",
    "q014": "debouncer with the majority pre-filter doesn't compile; where's the mistake in the verilog?",
    "q015": "got any post-synthesis netlist simulation for camel_divider?",
    "q016": "Count of runs whose status is clean?",
    "q017": "min-delay (hold) outcome for camel_sweep?",
    "q019": "number of simulation runs + which one didn't pass?",
    "q020": "report_power output for camel_sweep, anyone?",
    "q021": "is there a hierarchy-preserving synthesis of dandelion_spim so I get area per submodule?",
    "q023": "gull_cdc timing: how many ns between edges of the receiving-side clock?",
    "q026": "ivory_abcdly tns value",
    "q029": "sequence detector regression - which bit indices were flagged as misses?",
    "q031": "Lowest area among liberty-mapped results?",
    "q035": "count of yosys-internal-gate-only flows (nothing mapped to a lib)?",
    "q036": "Who has the highest number of registers?",
    "q040": "CRC16 testbench: checksum it got over the nine-digit ASCII check message?",
    "q041": "kangaroo_hier: number of cells inside the counter sub-block",
    "q042": "register count (DFFSR) for gull_cdc once mapped?",
    "q047": "16-bit ALU critical path - which element eats most of the delay?",
    "q050": "kangaroo_missing: paste the precise ERROR line please",
    "q051": "arbiter (cougar) simulation pass/fail?",
    "q052": "count the .blif outputs and tell me who wrote them",
    "q053": "min-path / hold margin on the ALU run?",
    "q054": "did anyone measure line/toggle/branch hit rates when simulating eggplant_crc16?",
    "q055": "camel_sweep @4ns: name the launching and capturing DFFs on that negative-slack route",
    "q060": "number of unique RTL designs referenced by all runs",
    "q061": "watts consumed by the 8x8 multiplier according to OpenSTA?",
    "q063": "Who tops the warning count?",
    "q066": "arbiter lint flow: icarus passed but it's flagged failing - reason?",
    "q069": "Divider period sweep - smallest period with non-negative slack?",
    "q072": "where does the longest max-delay route terminate in the 8-entry fifo netlist?",
    "q076": "crc block: did its testbench pass, and what's its synthesized cell count?",
    "q077": "beaver_quiet produced a zero-byte console log - explain, and tell me where the statistics ended up",
    "q079": "MAC unit critical path: launching port + data arrival time?",
    "q083": "jackrabbit_pipe setup margin",
    "q084": "200 MHz for camel_divider - feasible?",
    "q085": "I2C master synthesis results?",
    "q086": "beaver_quiet: name of the mapped netlist output?",
    "q088": "list mapped designs whose area exceeds 70000",
    "q090": "Which runs ended in FAIL and how many are they?",
    "q091": "sum of all cell counts over every run with statistics",
    "q092": "waveform dump for the 1101 detector regression - where is it?",
    "q096": "dandelion_flat: most negative / smallest max-path slack?",
    "q098": "count of runs containing OpenSTA reports",
    "q100": "latch register bank: critical path start + end points; do latches sit on it?",
    "q102": "beaver MAC synthesised with W=4 - cell count / area?",
    "q103": "Icarus compile of the UART transmitter: what warning showed up?",
    "q104": "total number of error lines across the set",
    "q108": "EDIF netlist for dandelion_spim - location?",
    "q110": "ALU with an ABC delay goal of 6000 ps: timing closed at 6 ns or not, and what's the shortfall?",
}


def main():
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        dev = [json.loads(l) for l in f if l.strip()]
    missing = [q["id"] for q in dev if q["id"] not in REWORD]
    if missing:
        raise SystemExit(f"no rewording for {missing}")
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for q in dev:
            out = dict(q)
            out["question"] = REWORD[q["id"]]
            f.write(json.dumps(out, ensure_ascii=False) + "\n")
    print(f"wrote {len(dev)} reworded questions")


if __name__ == "__main__":
    main()
