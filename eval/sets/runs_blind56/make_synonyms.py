#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded (REWORD), all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q003": "did the serial transmitter testbench come out clean?",
    "q005": "add up the number of cells over all runs that printed statistics",
    "q006": "which asynchronous clock grouping was declared for the gray-code crossing design?",
    "q011": "most negative setup margin across all of the runs?",
    "q012": "with a 3000 ps delay goal given to ABC, does the arithmetic unit actually close at three nanoseconds?",
    "q014": "which STA run has the most positive max-path margin?",
    "q015": "why is the 08 ns report of the restoring divider period scan empty?",
    "q016": "pwm generator: tell me its most critical max path and the clock domains involved",
    "q017": "total negative slack of the division unit when clocked at four ns",
    "q018": "any RTL that got put through synthesis twice?",
    "q019": "spi block: its min-path margin is tight, what portion goes to clock uncertainty?",
    "q021": "number of gates yosys produced for the I2C target when run with -q",
    "q022": "XOR gate total in the generic CRC-16 stats",
    "q030": "report_wns value of the arithmetic-logic-unit run",
    "q031": "where did the checksum unit's blif get written?",
    "q032": "count of mapped level-sensitive storage cells in the ALE capture design",
    "q035": "do we have functional coverage numbers for the PRBS generator bench?",
    "q036": "waveform dump from simulating marram?",
    "q037": "what does the divider scan say for a ten nanosecond clock",
    "q038": "most negative TNS over everything",
    "q039": "largest silicon footprint of all runs, and where?",
    "q040": "highest flip-flop count in one run",
    "q046": "max and min gate count, which runs?",
    "q047": "are the STA results of the unmapped-latch attempt believable?",
    "q049": "count of runs that produced an OpenSTA report",
    "q051": "SPI design: is power mostly from flops or from logic?",
    "q052": "is any clock derived by division from another one?",
    "q057": "lowest clock period that still closes in the divider scan",
    "q059": "I2C target timing margin?",
    "q062": "negative-edge DFF count in yellowtail?",
    "q064": "min-path margin of the PWM timing report",
    "q065": "top achievable clock rate for the round-robin grant logic",
    "q068": "what did icarus complain about first on the seven segment driver?",
    "q069": "explain the sixteen sync-set enable flops in the checksum generic result",
    "q070": "from the transcript timestamps, duration of a single transmitted character on the tx line?",
    "q074": "ABC -D value and STA clock for marram?",
    "q075": "edif output for toadflax - path?",
    "q081": "list the non-flattened syntheses",
    "q082": "paste the message yosys died with on nunatak",
    "q083": "rx side of the serial port, what's its bit timing error?",
    "q086": "testbench results for rosewood?",
    "q088": "spi master overall watts from report_power",
    "q093": "compare power estimates: which runs have one, which is higher",
    "q094": "icarus lint output for upland?",
    "q096": "JSON netlist writers?",
    "q097": "2-input NAND count for the multiply-accumulate design",
    "q098": "give me every broken run",
    "q099": "cell area of puma in the 0.35 um library",
    "q100": "where were the most ERROR lines printed",
    "q101": "ALE capture: borrowed amount vs the maximum allowed?",
    "q103": "where did yosys infer level-sensitive storage",
    "q104": "explain why the PRBS pattern generator mismatches its model",
    "q105": "minimum extra period needed for rosewood at four nanoseconds",
    "q107": "positive-edge flop cells in the eight-deep FIFO netlist",
    "q108": "on the SPI max path, biggest single delay increment?",
}


def main():
    src = os.path.join(ROOT, "dev.jsonl")
    out = []
    with open(src) as f:
        for line in f:
            if not line.strip():
                continue
            obj = json.loads(line)
            obj["question"] = REWORD[obj["id"]]
            out.append(json.dumps(obj, ensure_ascii=False))
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(out)} reworded questions")


if __name__ == "__main__":
    main()
