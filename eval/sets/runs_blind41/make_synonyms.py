#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded (same id, answer, evidence, notes)."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q001": "After OSU035 mapping, how big did the watchdog timer come out?",
    "q002": "Highest clock rate the PWM generator reaches with the 0.35um cells?",
    "q005": "count of netlists saved in JSON format, all folders together",
    "q006": "In the ALU period scan, which is the shortest period with no violation?",
    "q008": "the sequence-detector testbench - number of pattern matches it reported?",
    "q012": "For the flattened register file timing, describe the start/end of its most critical max path",
    "q013": "takahe related-clock report: most negative slack value?",
    "q014": "Of the OSU035 netlists whose setup is met, which one occupies the least area?",
    "q016": "need the yosys log of our dual port RAM block, where is it",
    "q021": "final verdict line of the serial transmitter bench?",
    "q024": "min-path (hold) analysis: done in which runs, and where is it worst",
    "q025": "tuatara: total number of cells in reports/tuatara_stat.txt",
    "q026": "iverilog output on chervil_spislave_wip.v - the precise message?",
    "q027": "any run containing level-sensitive storage elements in its stats?",
    "q028": "count + names of runs that only did linting",
    "q031": "report_power output for olivine at the various periods - got it?",
    "q034": "did takahe get simulated? want to see its testbench outcome",
    "q035": "kakapo: give me the EDIF for the divider",
    "q036": "barite: which single cell contributes most delay along its longest max path?",
    "q037": "Reason OpenSTA chokes on tuatara_pwm_syn.v?",
    "q041": "prehnite_abcarea report_power: sequential or combinational share bigger?",
    "q046": "lovage third attempt: $lut count out of abc?",
    "q047": "Which testbenches ran, plus pass/fail for every one?",
    "q048": "Trading area for speed on prehnite_mul: compare both abc flavours",
    "q051": "What speed does our I2C master close at in 0.35um?",
    "q056": "saola transcript: time from final input edge until btn_out went high?",
    "q058": "report_wns says zero for barite_holdchk. all good then?",
    "q059": "32-entry teasel (log2 depth 5) synthesis - cells overall?",
    "q062": "Are there zero-byte logs anywhere? Which folders",
    "q064": "biggest register count among OSU035-mapped flows?",
    "q068": "woad_latchbank osu035 footprint in liberty units",
    "q074": "smallest number of cells over every run?",
    "q076": "cuprite_flat - what's the .blif output called",
    "q077": "Which flows were launched through make?",
    "q078": "In kakapo's sta_report.txt a hold check begins at _78_/Q labelled as a clock source. Explain",
    "q079": "Why does the 1011 detector need twelve registers when its state variable is two bits wide plus an eight-bit counter?",
    "q080": "barite.sdc - clock uncertainty value for the min/hold side",
    "q081": "Berkeley logic interchange format outputs: which runs produced them?",
    "q083": "prehnite with abc delay target -D: what came out?",
    "q084": "Do we have floorplan/DEF density numbers for barite?",
    "q085": "count of runs containing OpenSTA reports, and their names",
    "q086": "generated divided clock in kakapo - its period?",
    "q087": "takahe once the clocks are declared asynchronous: limiting rclk slack?",
    "q088": "list every run where report_wns came out below zero",
    "q091": "Explain why the woad stat contains latch cells but zero DFFs",
    "q093": "yosys FSM recode on epidote - which encoding?",
    "q096": "yosys_hier.log says area unknown for the decoder submodule; does that make the 53536 figure bogus?",
    "q097": "SDF-annotated STA results for cuprite?",
    "q098": "Total cell number in the delay-optimised 8x8 multiplier mapping?",
    "q099": "prehnite_abcarea: overall watts in the report_power table",
    "q102": "iverilog flags chervil wip at 21 yet that statement is fine. Real culprit?",
    "q104": "Add up chip area of all OSU035 runs - total?",
    "q105": "number of different RTL designs used across the set",
    "q106": "Highest total power among runs that have a power table?",
    "q107": "prehnite_abcarea min-path / hold numbers?",
    "q110": "olivine_sweep - total negative slack for the 3 ns clock",
}


def main():
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        dev = [json.loads(l) for l in f if l.strip()]
    missing = [o["id"] for o in dev if o["id"] not in REWORD]
    if missing:
        raise SystemExit(f"no rewording for {missing}")
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for o in dev:
            o2 = dict(o)
            o2["question"] = REWORD[o["id"]]
            f.write(json.dumps(o2) + "\n")
    print(f"wrote {len(dev)} reworded questions")


if __name__ == "__main__":
    main()
