#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded by hand, all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q001": "count of flows that map onto the OSU 0.35um standard cells?",
    "q002": "the clk_a/clk_b block fails setup in its first timing pass, is that genuine?",
    "q003": "ALU build died; why, and what change gets it going again?",
    "q004": "seqdet timing printed zero worst negative slack, so we're fine?",
    "q005": "Icarus gave warnings compiling the serial transmitter bench. do they matter?",
    "q006": "total negative slack below minus ten: where does that happen?",
    "q007": "waveform dump for the serial TX regression, where is it?",
    "q008": "SPI transcript: show me its earliest reported mismatch",
    "q009": "what came out when the restoring divide unit got simulated?",
    "q010": "which flow produced the highest number of instances?",
    "q011": "name of the toggle register creating the half-rate clock inside that gate-level file?",
    "q012": "third clock (clk_c) timing for the gray-code crossing?",
    "q013": "LED blinker design: earliest-arriving min path - its origin and margin?",
    "q014": "Icarus -Wall output for the button filter, what's flagged?",
    "q016": "euclid sweep, milliwatts/watts consumed?",
    "q017": "worst negative slack, twelve-bit PWM flow",
    "q018": "SPI regression is red. root cause?",
    "q021": "set_clock_uncertainty value in the 32-bit ones-counter constraints?",
    "q022": "standard-cell footprint of the synchronous queue?",
    "q023": "list of RTL files yosys parsed for the arithmetic unit attempt",
    "q024": "testbenches that came back green?",
    "q027": "skywater 130 numbers for nutria?",
    "q029": "SPI hierarchy: which module contributes the largest share of silicon?",
    "q034": "add up instance counts from every stat we have - total?",
    "q035": "pattern matcher (orchid) regression verdict?",
    "q038": "derived slow clock: its period in the blinker flow",
    "q047": "how big did the intersection controller come out?",
    "q050": "quiet-mode yosys invocations - which folders?",
    "q051": "euclid unit at six nanoseconds: where is the delay spent along the worst route?",
    "q053": "euclid unit timed at three nanoseconds - numbers?",
    "q055": "ones-counter: report_power sum?",
    "q061": "sequence matcher STA log, message just above the wns line?",
    "q063": "rosella_shifter on its own: how much area (hier flow)?",
    "q064": "the MAC flow ran ABC with what -D value?",
    "q065": "list flows with a clock of four nanoseconds or tighter",
    "q067": "restoring divide unit, margin on the max path, eight ns clock",
    "q071": "if the divide unit's clock went down to five ns, any violation expected?",
    "q072": "total negative slack when euclid is clocked at five ns?",
    "q078": "count of broken runs, plus their names?",
    "q079": "quiet PRBS flow's console file has nothing in it - where are the statistics?",
    "q080": "parse failures: which folders hit one, in any tool?",
    "q081": "button filter: yosys warning about the cnt array?",
    "q082": "PWM at twelve bits: timing closed at 3.5? margin?",
    "q084": "multiply-accumulate report_power sum?",
    "q087": "flows launched through make?",
    "q088": "traffic lights WIP: parser points at 56 yet nothing looks wrong there. explain?",
    "q090": "Berkeley logic interchange format outputs: which folders?",
    "q092": "sum of all warning lines, entire set?",
    "q095": "level-sensitive storage elements appear where?",
    "q096": "testbench that reports failure?",
    "q097": "latch register file: first flow versus second, differences?",
    "q099": "euclid period sweep: count of failing points and their slack?",
    "q107": "divide unit electronic design interchange output - filename?",
    "q108": "button filter timing: clock used?",
    "q111": "distinct RTL designs exercised overall?",
    "q112": "queue storage: reason for the 128 register bits?",
}


def main():
    dev = [json.loads(l) for l in open(os.path.join(ROOT, "dev.jsonl")) if l.strip()]
    missing = [d["id"] for d in dev if d["id"] not in REWORD]
    if missing:
        raise SystemExit(f"no rewording for {missing}")
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for d in dev:
            out = dict(d)
            out["question"] = REWORD[d["id"]]
            f.write(json.dumps(out, ensure_ascii=False) + "\n")
    print(f"wrote {len(dev)} reworded questions")


if __name__ == "__main__":
    main()
