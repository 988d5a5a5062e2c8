#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded by hand (same answer, all other fields kept)."""
import json, os, re, sys

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q001": "After mapping to the OSU 0.35um cells, how large is the saguaro divider (area units)?",
    "q002": "power figure reported for the divider synthesis+timing run?",
    "q003": "smallest min-path (hold) margin OpenSTA printed for saguaro_div?",
    "q009": "spim synthesis - what netlist outputs got written out?",
    "q011": "tourmaline_sclkgen by itself: how much area?",
    "q012": "in vole_clocks, the slow clock derived from clk - name and period per STA?",
    "q015": "worst reg-to-reg margin for the 6.5ns clock of the synchronizer design",
    "q016": "weevil_top yosys run aborts - what's the message?",
    "q020": "quagga fifo final stat: count of enable flops ($_DFFE_PP_)?",
    "q021": "rhubarb_crc mapped area pls",
    "q022": "uakari_rf lint output from icarus - what's flagged?",
    "q025": "STA on the valid/ready stall design cut a loop somewhere; at which instance?",
    "q026": "ptarmigan_abcd min-delay margin?",
    "q027": "report_power total for the clock crossing run",
    "q029": "list the broken runs + count",
    "q030": "top run by area - name and value?",
    "q031": "lowest area among osu035-mapped results?",
    "q037": "largest flop count of any run - where?",
    "q039": "error line total across everything",
    "q040": "sim tally: passes and fails?",
    "q043": "rhubarb period scan - shortest clock that meets setup, margin there?",
    "q046": "latch count summed over all runs",
    "q048": "number of warnings in the interrupt-controller check run?",
    "q050": "saguaro critical path arrival time and leftover margin at 10 ns",
    "q051": "blif / json / edif files - count of each over the set",
    "q053": "sequoia lights sim: number of ERROR prints and their timestamps",
    "q054": "vole_pwm STA - worst setup margin for clk and for the generated clock",
    "q057": "uakari_rf storage size in bits as yosys counts it?",
    "q058": "which runs use make as the driver",
    "q059": "xerus_sync vs xerus_pulse cell totals?",
    "q061": "thyme run shows FAIL although yosys completed - reason?",
    "q062": "thyme_prisel latch: which signal and which source line?",
    "q063": "reason the sensor front-end top can't elaborate?",
    "q069": "16-wide ALU has only nineteen DFFPOSX1 instead of twenty - explanation?",
    "q071": "after mapping, yosys check reports an undriven v2 in the stall pipeline - real bug?",
    "q072": "vireo_stall with its combinational cycle: setup met or not?",
    "q075": "CRC engine: roughly what's the tightest period that would close?",
    "q076": "explain the _416_/Q startpoint tagged clock source in the PWM min report",
    "q078": "synchronizer design cell arithmetic: submodule 6, parent 56, total 61 - how?",
    "q080": "okapi timing log opens with a warning about input delay on a clock pin - why?",
    "q081": "register file port A has a 4-bit read address, what becomes of its MSB?",
    "q084": "numbat transmitter was synthesized with which CLKS value, and what's the reason?",
    "q086": "icarus complains about an inherited time unit for the divider - should I care?",
    "q088": "how much area did the shifter-only block take?",
    "q089": "min-delay report for rhubarb period scan?",
    "q090": "rhubarb_sweep - watts?",
    "q092": "tourmaline SPI sim verdict?",
    "q094": "okapi at WIDTH 32 area result",
    "q096": "I2C block - yosys output anywhere?",
    "q102": "sequoia waveform dump file?",
    "q103": "min-path margin for the priority selector run",
    "q105": "worst slack reported on pwm_fast?",
    "q106": "thyme_prisel: number of liberty LATCH instances after mapping",
    "q108": "diff between the CRC runs",
    "q109": "uakari STA results?",
}


def words(s):
    return re.sub(r"\W+", " ", s.lower()).split()


def main():
    dev = [json.loads(l) for l in open(os.path.join(ROOT, "dev.jsonl")) if l.strip()]
    out, bad = [], 0
    for o in dev:
        new = REWORD.get(o["id"])
        if not new:
            print("no rewording for", o["id"]); bad += 1; continue
        a, b = words(o["question"]), words(new)
        ov = len(set(a) & set(b)) / max(1, len(set(b)))
        if a == b or ov > 0.75:
            print("too close:", o["id"], round(ov, 2)); bad += 1
        r = dict(o)
        r["question"] = new
        out.append(json.dumps(r))
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(len(out), "synonyms written", "(problems: %d)" % bad)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
