#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded (same id, same answer fields)."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q007": "fuchsia_hier: how big is the memory block on its own, per the liberty stat?",
    "q008": "Count the positive-edge DFFPOSX1 cells summed across every level of that FIFO.",
    "q010": "gahnite MAC slice - chip area after OSU035 mapping?",
    "q011": "In the two-domain event counter, what's the second (system) clock's period?",
    "q014": "Upper limit on borrowing for kohlrabi's transparent latches?",
    "q015": "Debounce block, lupin_quiet: total number of standard cells?",
    "q016": "Silicon footprint of the 8-bit ALU synthesised with abc -D?",
    "q018": "Pattern detector regression - how many hits were counted?",
    "q019": "oleander sim log, the line about the third byte (0xff)?",
    "q020": "pollucite: iverilog -Wall complaint concerning the undeclared feedback net?",
    "q021": "Quote the message that stopped the timer's synthesis.",
    "q022": "Popcount rewrite parse failure - unexpected what?",
    "q024": "burnet_blif stat: count of sync-reset enable flops ($_SDFFE_PP1P_)?",
    "q026": "Twelve-bit PWM build: smallest min-path (hold) margin?",
    "q035": "Largest instance count across the set, and where?",
    "q036": "Number of runs producing OpenSTA timing output?",
    "q038": "Simulation-wise, who got a pass verdict?",
    "q039": "Sum of Warning lines, every run combined?",
    "q042": "Noisiest run in terms of warnings?",
    "q043": "Power analysis was done where? list total watts for each",
    "q044": "Top power consumer among the runs with report_power?",
    "q046": "Who produced a netlist in .json format?",
    "q047": "Count of unique RTL designs used?",
    "q050": "Does some run contain level-sensitive storage (LATCH)?",
    "q052": "Run with the largest number of Error/ERROR lines?",
    "q053": "Where are two clocks defined in the constraints?",
    "q054": "Best (most positive) setup margin, which run?",
    "q055": "Most negative total negative slack seen, and in which run?",
    "q057": "Any RTL that appears in two runs?",
    "q058": "Runs whose STA included min/hold paths?",
    "q066": "Popcount STA reports 4.45 MET. Believable?",
    "q067": "Explain why 17600 understates zincite_popcnt's size.",
    "q069": "Popcount rewrite doesn't compile - pinpoint the mistake.",
    "q070": "Serial transmitter regression fails; root cause?",
    "q073": "Two 'Area for cell type ... is unknown' messages in fuchsia_hier; does 73280 cover everything?",
    "q074": "Divided-clock feedback into the toggle flop: min-delay margin OK?",
    "q075": "Tick counter domain: period used by OpenSTA, and margin left?",
    "q077": "Button filter STA at 6 ns: spare margin?",
    "q078": "Divider min-delay checks - pass? tightest margin?",
    "q079": "chicory report_power: sequential versus combinational share?",
    "q080": "apatite_w12: breakdown of consumption by group?",
    "q081": "ABC delay target 4000ps - did marcasite close timing?",
    "q083": "Sequence FSM build emitted an iverilog note about timescales - relevant?",
    "q085": "gahnite at a 5 ns period: size of the miss, single or many failing endpoints?",
    "q091": "burnet CRC-16 - slack/STA numbers?",
    "q092": "danburite netlist simulation after synthesis: verdict?",
    "q093": "gahnite at 7ns period, margin?",
    "q094": "fuchsia FIFO layout / placement output location?",
    "q095": "nasturtium bench: functional coverage percent?",
    "q098": "pollucite scrambler chip area?",
    "q101": "danburite bench: SystemVerilog assertion failures?",
    "q102": "chicory divider as an .edf file - where?",
    "q104": "zincite popcount: highest achievable clock rate?",
    "q105": "apatite: number of integrated clock gates added?",
    "q107": "gahnite MAC in .blif form?",
    "q109": "chicory with WIDTH=16 - numbers?",
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
