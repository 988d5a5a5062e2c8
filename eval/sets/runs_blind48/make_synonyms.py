#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded (same meaning, few shared words), other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q001": "Area number yosys printed once the UART transmitter was mapped with 16 clocks per bit?",
    "q002": "Count of run folders here?",
    "q003": "goethite_arb_nosub died — root cause?",
    "q004": "Power estimate (watts) from OpenSTA on the multiply-accumulate block — got one?",
    "q013": "In the two-clock crossing experiment, which period does the second clock (clk_b) get?",
    "q015": "latch cell total in the teak regfile netlist after tech mapping = ?",
    "q018": "add up every OSU035 chip area in the table, what's it come to",
    "q020": "skua crossing: genuine setup failure, or just missing SDC exceptions?",
    "q022": "smallest cell count anywhere, and in what folder?",
    "q023": "I2C block: how big did it synthesise?",
    "q024": "rhea: the divided clock's period per OpenSTA?",
    "q025": "For the MAC frequency sweep, what's the shortest clock that passes setup?",
    "q026": "sum of cells over every run having statistics",
    "q028": "post-synthesis netlist simulation of lorikeet — result?",
    "q029": "kale 16b build @ 200MHz — worst negative slack value",
    "q033": "setup slack for the 4-digit display driver?",
    "q035": "scrambler: opening complaint from sta?",
    "q036": "Which folders end up with a violated (below zero) wns?",
    "q039": "kale_alu_w16 worst path — where does the delay go?",
    "q040": "testbench outcomes, all of them?",
    "q043": "Berkeley netlist (.blif) outputs exist where?",
    "q045": "Icarus -Wall message for howlite?",
    "q046": "crc32 block at 250MHz, by how much does it miss?",
    "q049": "Any layout / DEF / routed wire length data?",
    "q051": "where did someone dump the design as JSON?",
    "q052": "capybara 16-clk build, min-delay (hold) margin",
    "q053": "rhea_pwm stat: module number vs top number differ, explain",
    "q060": "magpie generic gate count?",
    "q062": "Most ERROR/Error lines belong to which folder?",
    "q063": "PWM design reset-release removal margin?",
    "q068": "jadeite: any linting done?",
    "q070": "number of unique RTL projects exercised?",
    "q071": "uart tx fast: worst max path ends where, margin?",
    "q073": "zoisite at width 10 shows one register fewer than expected — why?",
    "q077": "ALU wide build: only nineteen DFFSR instead of twenty, what got merged",
    "q078": "any create_generated_clock usage, where?",
    "q079": "teak_latch_osu STA: clk period?",
    "q081": "howlite: any lint findings?",
    "q083": "iolite transcript: exact failure message?",
    "q084": "capybara 434-clk variant: min-path/hold numbers?",
    "q088": "Formal / LEC comparison of the two kale netlists — result?",
    "q089": "Among goethite's child modules, which one is largest?",
    "q090": "order the power-reporting runs from highest to lowest watts",
    "q091": "grant register module alone: area?",
    "q092": "lorikeet mapped onto SkyWater 130 — area?",
    "q093": "Table claims the scrambler has the lowest area; correct?",
    "q094": "Most negative total negative slack seen, and who has it?",
    "q096": "Simulation of the round-robin arbiter — pass or fail?",
    "q099": "sensor domain clock (clk_a): period?",
    "q100": "jadeite min-delay slack?",
    "q101": "round-robin arbiter, hierarchical STA: margin and limiting path",
    "q104": "Once the two clocks are declared asynchronous, smallest max-path slack?",
    "q105": "magpie gate-level simulation using SDF delays?",
    "q107": "RTL sources exercised by several run folders?",
    "q109": "Where was -flatten used?",
    "q110": "Count of .v netlist files written",
}


def main():
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        dev = [json.loads(l) for l in f if l.strip()]
    missing = [q["id"] for q in dev if q["id"] not in REWORD]
    extra = sorted(set(REWORD) - {q["id"] for q in dev})
    if missing or extra:
        raise SystemExit(f"REWORD mismatch: missing {missing}, extra {extra}")
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for q in dev:
            out = dict(q)
            out["question"] = REWORD[q["id"]]
            f.write(json.dumps(out, ensure_ascii=False) + "\n")
    print(f"wrote {len(dev)} reworded questions")


if __name__ == "__main__":
    main()
