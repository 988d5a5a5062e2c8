#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded (REWORD), all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q002": "in the latch bank timing report a few storage elements use an inverted clock (clk'), where does that come from?",
    "q006": "summed over every log and report, how many error lines show up?",
    "q011": "was there any formal/LEC comparison of the flattened vs hierarchy-preserving multiply-accumulate netlists?",
    "q013": "total W figure from report_power on the 1011 pattern detector?",
    "q015": "for the level-sensitive register bank, was borrowing actually used on any endpoint?",
    "q017": "on the 8-bit arithmetic unit signoff, are min-delay checks clean?",
    "q018": "the CDC first-look report keeps the violating crossing even once async groups were declared -- explain, and tell me which file to believe",
    "q022": "min-delay slack of the WIDTH=16 motor PWM build?",
    "q027": "count of unique RTL blocks in the project?",
    "q029": "is that 7736 figure from the checksum block a believable area?",
    "q030": "file size of the JSON handoff of the Hamming block, in bytes",
    "q031": "number of flows launched through make?",
    "q032": "total .blif outputs produced by all flows?",
    "q034": "1011 sequence recogniser: what did yosys recode its states into, and with what register width?",
    "q035": "most negative total negative slack in the set?",
    "q040": "has a serial UART block been synthesised anywhere here?",
    "q041": "timing report for the Hamming(7,4) corrector please",
    "q042": "in the non-flattened MAC build, what does loris_mul alone occupy?",
    "q046": "SPI clock scan -- result at a 2ns period?",
    "q047": "number of checks performed by the synchronous queue testbench",
    "q048": "zero denominator returns after a single clock, ordinary quotients take much longer -- reason?",
    "q053": "synthesis of the CCITT checksum engine succeeded, so why does the timer tool choke on its netlist?",
    "q055": "post-fix (flops mapped) timing for the CRC16 block?",
    "q056": "cumulative liberty area, summing each OSU035 flow that reported one?",
    "q058": "count of flows that include a min/hold timing report",
    "q060": "MAC multiplier-accumulator: flattened with delay-driven ABC against hierarchy kept -- slack and area trade-off?",
    "q064": "per the period scan of the serial master, smallest passing period?",
    "q065": "parser points to 45 in the round-robin edit, yet that statement is ok -- real bug?",
    "q067": "enumerate flows whose wns is below zero",
    "q068": "opening Error from OpenSTA on the checksum flow?",
    "q069": "lowest min-path slack across every flow, and which one",
    "q070": "divide-by-4 flow: Q pin used to define the derived clock?",
    "q071": "total failing flows, names too",
    "q076": "any results for a 12-bit PWM variant?",
    "q077": "count of flows producing timing reports",
    "q078": "OSU 0.35 area of the 8-bit arithmetic unit?",
    "q080": "2:1 mux cell count after mapping the serial peripheral interface master",
    "q081": "which signal did -Wall complain about in the push-button filter?",
    "q082": "ABC -D value for the flattened multiply-accumulate",
    "q085": "82 flip-flops in the queue's gate-level generic result -- break that number down",
    "q087": "based on the sweep data, estimate the shortest achievable clock for the serial master",
    "q090": "power analysis for the two-clock handshake block -- done?",
    "q091": "name of the .edf written for the two-domain synchroniser",
    "q093": "arithmetic unit signoff: total W?",
    "q096": "4ns target on the narrow PWM -- pass? margin?",
    "q098": "output of the round-robin arbiter self-check bench?",
    "q099": "designs appearing in several flows",
    "q100": "narrow vs wide PWM builds under the same SDC, how does slack change?",
    "q103": "push-button filter: can lint be considered done?",
    "q104": "toggle-handshake signoff: result for A to B domain crossing",
    "q106": "standard-cell area of the synchronous queue?",
    "q107": "do any flows declare a derived/divided clock?",
    "q108": "restoring divider regression verdict, and count of operations",
    "q109": "max frequency for the watchdog block?",
    "q110": "flows with setup violations that the table nevertheless lists as ok?",
    "q112": "number of lint-only flows",
}


def main():
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        dev = [json.loads(l) for l in f if l.strip()]
    missing = [d["id"] for d in dev if d["id"] not in REWORD]
    if missing:
        raise SystemExit(f"no rewording for {missing}")
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for d in dev:
            out = {k: (REWORD[d["id"]] if k == "question" else v) for k, v in d.items()}
            f.write(json.dumps(out, ensure_ascii=False) + "\n")
    print(f"wrote {len(dev)} reworded questions")


if __name__ == "__main__":
    main()
