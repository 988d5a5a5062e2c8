#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded (few shared words), all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q001": "After mapping onto the OSU 0.35um cells, how large is the addax divider in liberty area units?",
    "q002": "Register-to-register margin at a 10 ns clock in addax_osu_sta - what number?",
    "q003": "report_power total for addax_divider, in watts?",
    "q004": "Total negative slack of caribou_d16 with the 3.5 nanosecond constraint?",
    "q007": "CRC16 testbench: result when only the letter A is fed in?",
    "q008": "Did fennec's transmitter bench come out green or red?",
    "q012": "Arbiter (jabiru_abcd): margin on its max-delay check?",
    "q013": "Number of level-sensitive storage cells inside kaolinite's mapped netlist?",
    "q014": "Watts consumed by the two-domain event counter according to OpenSTA?",
    "q016": "Berkeley-format netlist produced by diopside_flat is called what?",
    "q017": "Which file holds the EDIF output for argali?",
    "q018": "Debounce threshold parameter used when argali_formats was synthesised?",
    "q019": "Pattern hits counted by hauyne's bench?",
    "q023": "Set/reset flop (DFFSR) total in celestine's mapped result?",
    "q028": "Period of the fast domain clock constrained in lechwe.sdc?",
    "q030": "Count the broken runs and name them.",
    "q032": "Largest mapped footprint - which run, what value?",
    "q033": "Tiniest liberty area among all runs, and where?",
    "q036": "Number of runs that have a static timing report?",
    "q037": "Simulations: how many exist, which came out PASS?",
    "q041": "Count of .blif files produced across everything?",
    "q042": "Highest register count among all runs?",
    "q043": "Biggest power consumer among those with report_power output?",
    "q045": "Largest positive max-path margin of any timed run?",
    "q046": "Number of different RTL designs behind the 18 runs?",
    "q047": "Smallest min-path margin anywhere?",
    "q048": "List runs that stayed on yosys internal gates without a cell library.",
    "q049": "Count of runs containing latch cells?",
    "q053": "Which runs have no warning lines at all?",
    "q058": "Runs with min-delay checks: count them, and say which has the largest margin.",
    "q060": "bontebok_netfail went red although yosys was ok - root cause?",
    "q061": "Is caribou_d16 closing at 3.5 ns? What is the shortfall?",
    "q062": "PWM period scan: smallest clock that still meets setup?",
    "q063": "Area ratio between caribou_d16 and caribou_d4?",
    "q066": "Root cause of the fennec testbench failure - payload or parity?",
    "q067": "grison revB gets flagged at 26; real mistake?",
    "q071": "Does OpenSTA check paths crossing from clk_a into clk_b for lechwe?",
    "q072": "kaolinite: what turned inferred latches into library cells?",
    "q073": "Halving addax's period to 5 ns - would setup survive? Estimate.",
    "q076": "Area of diopside flattened versus hierarchical - difference?",
    "q077": "lechwe_2clk: tighter timing domain?",
    "q083": "caribou_d16 holds about triple the registers of caribou_d4 - explain.",
    "q085": "Power breakdown by group for lechwe_2clk?",
    "q087": "Min-delay margin of caribou_d4 / caribou_d16?",
    "q088": "Watts reported by euclase_sweep?",
    "q090": "grison liberty-mapped area?",
    "q093": "bontebok SPI block: fastest clock after cell mapping?",
    "q097": "hauyne FSM: max-path margin?",
    "q098": "diopside multiply-accumulate: period scan and top frequency?",
    "q099": "Was any block targeted to ice40, ECP5 or Xilinx parts?",
    "q100": "Line/toggle coverage from any bench?",
    "q102": "Results for an I2C block?",
    "q103": "Which RAM macro backs caribou's storage?",
    "q107": "Is there a FIR among these runs?",
}


def main():
    out = []
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        for line in f:
            if not line.strip():
                continue
            obj = json.loads(line)
            new = dict(obj)
            new["question"] = REWORD[obj["id"]]
            out.append(json.dumps(new))
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(out)} reworded questions")


if __name__ == "__main__":
    main()
