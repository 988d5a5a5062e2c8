#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded (same id, answer, evidence, notes)."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q001": "After mapping the serial transmitter onto OSU035 cells, what silicon footprint does yosys report?",
    "q002": "count of set/reset flip-flop instances (DFFSR) in the mapped UART transmitter netlist",
    "q006": "the icarus compile step of mallow_tx_sim complained about something - which message?",
    "q007": "number of test divisions exercised by mudskipper's self-checking bench",
    "q012": "osier_gcd_tbfail: which input pair made the testbench report an error",
    "q014": "worst negative slack for quandong at the 4 ns target",
    "q015": "total negative slack of the 8-bit arithmetic unit timing run?",
    "q017": "STA for quandong: what clock did they define and its period",
    "q018": "silicon footprint of redpoll when built with 4 entries x 8 bits",
    "q019": "In the deep/wide queue build, count of positive-edge DFF cells?",
    "q021": "towhee_clkdiv_genclk: divided clock's period as OpenSTA sees it",
    "q023": "Two-domain gray pointer design: smallest margin among clk_b timing paths?",
    "q025": "wryneck at 166 MHz - arrival time and margin on its critical path",
    "q029": "Names of the nets icarus auto-created in xeme's lint check",
    "q030": "Show me every job that ended in FAIL status",
    "q031": "Which timing runs end up violating (wns below zero)?",
    "q032": "largest chip area of any OSU035 job, and its name",
    "q036": "What's the smallest total cell count reported, and by which job?",
    "q040": "Anything in the set mapping level-sensitive storage (LATCH cells)?",
    "q041": "Add up all warning lines across the project: the number?",
    "q043": "testbench verdicts, please - every sim job",
    "q044": "count of jobs producing OpenSTA output",
    "q047": "Flop count leader among all jobs?",
    "q048": "power analysis - where was it done?",
    "q052": "Only non-flattened synthesis in the project: which one?",
    "q053": "Which job dissipates the most watts per OpenSTA?",
    "q055": "Yosys JSON output - produced by which jobs",
    "q056": "Where do I find several timing reports inside one job folder?",
    "q057": "Noisiest job by warning count?",
    "q061": "berkeley logic interchange or electronic design interchange format outputs: who produced them?",
    "q062": "nightshade_bcd_nosta timing analysis crashed - root cause?",
    "q063": "Since OpenSTA printed zero WNS for the BCD counter, is it safe to sign off?",
    "q064": "Euclid unit testbench failing - explain the bug",
    "q067": "Can quandong close at a 4 ns clock? Otherwise, minimum cycle time?",
    "q068": "Biggest single stage on quandong_alu_abcdelay's worst path?",
    "q075": "Area ratio between redpoll_fifo_d16w16 and redpoll_fifo_d4w8?",
    "q076": "Explain the sequential element difference (47 vs 285) across both queue builds.",
    "q078": "ulmus: clk_a or clk_b, where is setup tighter",
    "q079": "Explain the 40 INVX1 instances in towhee_clkdiv_genclk",
    "q080": "In the divided-clock job, an input captured by clk_slow shows a launch edge at 15 - why, and margin?",
    "q082": "Any time borrowing happening through verdin's transparent storage cells?",
    "q084": "mallow_tx_osu power split: flops versus logic gates?",
    "q085": "On nene's worst path, does it traverse submodules, and what gate is slowest?",
    "q089": "Which occupies more area: serial transmitter or gray-pointer CDC block?",
    "q090": "How many watts does nene consume?",
    "q091": "quandong min-delay (hold) margin?",
    "q092": "Verdict of the CCITT checksum testbench?",
    "q095": "mudskipper post-synthesis netlist simulation outcome?",
    "q098": "wryneck placement density and total routed wire length?",
    "q102": "How big is xeme once synthesized (cells / um2)?",
    "q103": "UART RX sampling accuracy figures?",
    "q104": "SymbiYosys formal results on osier?",
    "q106": "Post-CTS insertion delay / skew numbers for the divide-by-4 clock?",
    "q107": "waveform dump from the euclid testbench - which file?",
    "q110": "parula_crc_quiet: warnings inside its synthesis logfile?",
    "q112": "wryneck min-delay analysis margin?",
}


def main():
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        dev = [json.loads(l) for l in f if l.strip()]
    missing = [o["id"] for o in dev if o["id"] not in REWORD]
    if missing:
        raise SystemExit(f"no rewording for {missing}")
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for o in dev:
            n = dict(o)
            n["question"] = REWORD[o["id"]]
            f.write(json.dumps(n) + "\n")
    print(f"wrote {len(dev)} reworded questions")


if __name__ == "__main__":
    main()
