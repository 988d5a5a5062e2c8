#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded, all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q001": "After mapping to the OSU 0.35um cells, how big is the serial transmitter in area units?",
    "q002": "Flop-to-flop timing margin for anchovy_osu (max path)?",
    "q005": "Narrow (WIDTH=4) Gray counter build: total chip area?",
    "q006": "How many registers ended up in the 12-bit Gray counter netlist?",
    "q008": "crc block power split: share taken by the sequential group?",
    "q010": "PWM sweep, 4.5 ns report - what margin does it show?",
    "q013": "Size of the clock divider design once mapped?",
    "q014": "Worst negative slack for the req/ack crossing between clk_a and clk_b?",
    "q017": "Total negative slack of the MAC timed at 3 ns?",
    "q018": "How large is snapper_mult after the delay-targeted mapping?",
    "q020": "Number of instances in the hex display driver netlist?",
    "q021": "Serial TX self-checking bench: verdict?",
    "q023": "Paste the parser message yosys printed on the arbiter WIP copy",
    "q028": "Result of the check pass on lamprey_debounce?",
    "q030": "List every run whose status is FAIL",
    "q031": "Largest chip area of the whole project - value and run folder?",
    "q034": "Summed instance count over all runs that kept statistics?",
    "q035": "Where do we have violated setup (wns below zero)?",
    "q037": "Simulation runs: which ones are green and which are red?",
    "q039": "Overall count of error lines over every log and report?",
    "q042": "Number of different RTL designs exercised by these 18 folders?",
    "q043": "Split of flows: mapped vs generic vs sim vs lint counts?",
    "q045": "Two most negative max-path slacks in the project, with run names?",
    "q046": "Highest flip-flop count of any run?",
    "q047": "Smallest min-path (hold) margin seen in the project and where?",
    "q049": "Do we have latch cells anywhere? which folder",
    "q054": "Shortest clk period constrained in any STA script, and in what run?",
    "q056": "Which mapped designs exceed 30000 area units?",
    "q059": "Count of runs that produced a timing report?",
    "q061": "brucite_nomodule exits with an error - cause?",
    "q062": "The arbiter work-in-progress copy won't parse; where is the bug?",
    "q065": "Status of grouper_latch says FAIL; are the setup/hold numbers themselves violated?",
    "q066": "Smallest swept clk period for halibut_pwm with no violation?",
    "q068": "Estimate the best achievable cycle time for halibut_pwm",
    "q070": "snapper_mult at a 3.0 ns clock after abc -D 3000: closes or not, what margin?",
    "q072": "Why does a 4-wide Gray counter map to less than 2x4 registers?",
    "q074": "UART TX at a 10 ns clock - passes? setup and hold margins",
    "q076": "CRC-8 block: is the limiting path internal registers or ports?",
    "q077": "Breakdown of mackerel power consumption by group and type?",
    "q078": "turbot: smallest max-path margin, and the capturing clock?",
    "q081": "haddock_sim green but haddock_fwft red with identical FIFO RTL - explain",
    "q083": "Two different areas for pollock_alu (9540 and 32980) - which one counts?",
    "q086": "Any complaints from iverilog or yosys on lamprey_debounce?",
    "q088": "Min-path margin of snapper_mult?",
    "q089": "How much does snapper_mult consume in watts?",
    "q095": "Compare pollock_alu flat against hierarchical synthesis area",
    "q097": "Timing report for minnow_seg7?",
    "q098": "lamprey_debounce gate area after synthesis?",
    "q099": "Standalone slack of the down-counter peripheral block?",
    "q101": "snapper_mult slack across several clock periods?",
    "q103": "Layout / routed DEF of turbot_clkdiv?",
    "q104": "Waveform dump (.vcd) from anchovy_tb?",
    "q105": "Any testbench results for sturgeon_rrarb?",
    "q107": "Max frequency reached by sardine_gray_cnt?",
    "q109": "Min-delay (hold) margins of halibut_pwm at each swept period?",
}


def main():
    out = []
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        for line in f:
            if not line.strip():
                continue
            obj = json.loads(line)
            obj["question"] = REWORD[obj["id"]]
            out.append(json.dumps(obj))
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(out)} reworded questions")


if __name__ == "__main__":
    main()
