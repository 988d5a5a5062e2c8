#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded (same id, answer, evidence, notes)."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q004": "did the ALU period sweep ever report min-delay (hold) margins?",
    "q005": "UART transmitter mapped run: how much positive margin on the max path with a 200 MHz clock?",
    "q006": "largest chip area across every run here - value plus folder name",
    "q007": "the seven-seg rev2 parse error points at 37, yet that line looks fine to me. where is the actual mistake?",
    "q008": "got any watts figure for the 8x8 pipelined multiplier?",
    "q009": "for the serial transmitter at 5 ns, what margin did the min-delay check give?",
    "q010": "which liberty-mapped run came out tiniest in area?",
    "q011": "looking at pewter's period list, what's the fastest clock that meets setup?",
    "q012": "is there a testbench run for tamarind's queue anywhere?",
    "q017": "count of DFFSR flops in nautilus_mult after mapping",
    "q018": "list every run where report_wns came out below zero",
    "q019": "8x8 mult at 200MHz - pass or fail, and what's the margin",
    "q020": "chip area for our I2C master block please",
    "q021": "total negative slack on the delay-targeted ABC run?",
    "q022": "count of runs that produced OpenSTA output",
    "q023": "on the worst multiplier path, is it the register clk-to-q or the gate chain eating the time?",
    "q025": "which -D value was given to ABC in nautilus_fast",
    "q027": "nautilus: did the delay-driven mapping reach the requested 4.5 ns goal?",
    "q028": "setup numbers for the hex display driver at 100 MHz?",
    "q029": "paste the parser message from the rev2 seven-segment synthesis",
    "q030": "minimum number of cells any run reports in its stat",
    "q031": "CDC handshake block: violations show up in one STA report and vanish in the other - genuine issue or SDC?",
    "q032": "stoat timer area once mapped to gates?",
    "q033": "SPI top synthesized alone: the missing-module error names what?",
    "q034": "sum of all cell counts over the set",
    "q035": "related-clocks report for turmeric: launch vs capture edge on the a-to-b path, how far apart?",
    "q036": "what memory macro backs tamarind's storage",
    "q041": "button debounce tb - number of press and release pulses seen?",
    "q042": "overall count of warning lines?",
    "q043": "BCD converter timing says wns zero - are we good?",
    "q044": "gate count for sorghum's pseudo-random generator?",
    "q053": "clk_div4: what period did OpenSTA give it?",
    "q054": "JSON netlists - who wrote them?",
    "q055": "yew_quiet has a zero-byte log; where did the cell stats go?",
    "q056": "parasitic-backannotated STA numbers for osmium?",
    "q061": "CRC-16 engine: liberty area reported by that -q flow",
    "q062": "count the runs targeting the OSU 0.35um lib",
    "q063": "16x16 tamarind config: which cell types make up the bulk?",
    "q066": "list runs whose STA includes min-delay paths",
    "q068": "do we have numbers for an SPI target/peripheral side?",
    "q069": "tamarind cfg_big chip area",
    "q071": "roughly how fast could saffron's transmitter be clocked, judging by that STA?",
    "q072": "metastability MTBF estimate for the clk_a/clk_b handshake?",
    "q078": "power reports exist for which runs, and who consumes the most?",
    "q084": "sorghum waveform dump - where is it?",
    "q086": "largest flop count of any run",
    "q089": "destination clock period used in turmeric_dual",
    "q090": "runs that use make",
    "q091": "latch demux has zero margin on setup, should I worry?",
    "q099": "saffron_sim's yosys stat: total cells?",
    "q101": "63 of 64 mismatches in sorghum_tb: is the design wrong or the checker?",
    "q103": "shortest period any STA in the set was run at",
    "q105": "nautilus_fast EDIF netlist filename?",
    "q107": "zander with N=10 has 19 DFFs instead of 2x10 - explain",
    "q110": "designs that appear in two or more run folders",
    "q111": "failures coming from OpenSTA rather than yosys or a testbench - which runs?",
}


def main():
    dev = [json.loads(l) for l in open(os.path.join(ROOT, "dev.jsonl")) if l.strip()]
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
