#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded (REWORD), all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q004": "comparing the two FIFO builds (d4 vs d16) - how much bigger does the deeper one get in chip area?",
    "q009": "mica_latch_map ships a cells_latch file for techmap - why couldn't plain dfflibmap handle it?",
    "q012": "any testbench result for garnet_alu?",
    "q013": "what area did the PWM generator come out at (coyote sweep)?",
    "q015": "total negative slack, elk_div_map?",
    "q017": "is there anything using level-sensitive storage, and count?",
    "q018": "list every OSU035 run whose report_wns stayed 0.00",
    "q024": "garnet: minimum period it could close at, given this mapped result?",
    "q025": "post-synthesis simulation on alder_uart_osu035.v -- verdict?",
    "q027": "biggest cell count of all runs?",
    "q028": "Icarus complains about something when building alder_uart_tb - what is it?",
    "q029": "cdc block: report_wns value when clk_a/clk_b are not declared asynchronous",
    "q030": "garnet_alu_abcd: the -D value passed to ABC?",
    "q031": "did the arithmetic unit go through iverilog -Wall, and what did it complain about?",
    "q034": "top warning count for a single run?",
    "q038": "hickory: which rev actually produced netlist output?",
    "q040": "coyote: between 5.5, 6 and 7 ns, slack gained for each extra nanosecond?",
    "q047": "gate-level timing-annotated simulation for elk_divider, anything?",
    "q049": "post-CTS skew numbers for kiwi_clkdiv?",
    "q054": "hierarchical (non-flattened) synthesis - which runs?",
    "q057": "what's the period of clk_div4 in report_clock_properties?",
    "q061": "largest chip area of all runs",
    "q063": "elk_div_sim FAIL: RTL problem or wrong expected value in the bench?",
    "q064": "several timing reports in one run folder - where?",
    "q068": "count netlist outputs by file type for me",
    "q069": "mica_latch_map: what share of 13760 comes from LATCH cells?",
    "q072": "coyote summary file, entry at 5.0ns?",
    "q074": "cypress_fifo_d16 max path, biggest delay contributors?",
    "q075": "heather debounce, number of cells at STABLE_CYCLES=50000",
    "q076": "MUX2X1 cells in cypress_fifo_d4?",
    "q080": "beryl generic synth: $_XOR_ count",
    "q082": "elk_divider_tb - line/toggle coverage figures?",
    "q083": "alder_uart_map report_power total?",
    "q084": "number of different designs the 18 run folders use",
    "q086": "cypress queue simulated anywhere? pass/fail?",
    "q087": "max clock frequency for flint_spi once mapped to gates?",
    "q088": "coyote worst path: single biggest delay contributor?",
    "q089": "uart tx worst setup slack, clk group",
    "q090": "heather STA at 20ns period?",
    "q092": "heather: cells/flops saved going from 50000 to STABLE_CYCLES 1000",
    "q094": "order the violating runs from most negative wns up",
    "q095": "explain the kiwi min path starting at _171_/Q marked as clock source",
    "q097": "garnet got abc -D 4000 yet violates at a 4 ns clock -- how come?",
    "q099": "which cell type is unresolved in bobcat_regfile_lint?",
    "q100": "jade_mult_hier worst setup path: through which instance, what slack?",
    "q101": "least chip area of all runs + its name",
    "q102": "the lint-only flows: count and outcome",
    "q103": "count of runs with timing analysis output",
    "q104": "report_power total for garnet_alu_abcd",
    "q105": "highest DFF count in the set?",
    "q106": "gannet: gate count/area after synthesis?",
    "q107": "flint_spi: result of the yosys check pass",
    "q108": "hickory_lfsr_v2 (seed load version): chip area?",
    "q109": "JSON netlist writers - which run folders?",
    "q110": "kiwi: budget and slack on the path from the fast domain into the divided one",
}


def main():
    dev = [json.loads(l) for l in open(os.path.join(ROOT, "dev.jsonl")) if l.strip()]
    missing = [q["id"] for q in dev if q["id"] not in REWORD]
    if missing:
        raise SystemExit(f"no rewording for {missing}")
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for q in dev:
            r = dict(q)
            r["question"] = REWORD[q["id"]]
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(dev)} reworded questions")


if __name__ == "__main__":
    main()
