#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded once, all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q003": "After tech mapping, what's the flop count in the badger register file?",
    "q004": "For the bison FIFO at 8 ns on OSU cells, what is the worst-case setup margin?",
    "q011": "number of latch instances in dormouse's mapped gates?",
    "q012": "In the dormouse run, how much borrowing can the ALE-enabled latch path take at most?",
    "q014": "uart receiver state machine: after re-encoding, how many bits hold the state?",
    "q016": "yosys return status for the hyena check flow?",
    "q018": "what does OpenSTA list as the div4_clk period in the jackal report?",
    "q019": "How large is the jackal frequency divider in area units once it is on OSU cells?",
    "q021": "On which source line did the lynx PWM synthesis choke?",
    "q023": "bison testbench: the simulation timestamp when checking was done?",
    "q024": "Running the akita multiplier with a 7ns clock, what margin does it have?",
    "q025": "total negative slack of akita_mult when the period is 4 ns?",
    "q026": "dhole_mac total watts in the run with exceptions applied?",
    "q027": "akita WIDTH=4 build - min-delay (hold) margin?",
    "q029": "badger_regfile_json: count of 2:1 mux cells (MUX2X1)?",
    "q033": "largest design footprint among all runs?",
    "q034": "Which mapped run occupies the least area?",
    "q041": "Summing flip-flops across all runs, what's the total?",
    "q042": "The run with the highest number of flops is which one?",
    "q044": "Where do we see the largest warning count?",
    "q046": "Is there any run using create_generated_clock? which?",
    "q048": "count of runs synthesized without a liberty (generic gates only)?",
    "q049": "Comparing caracal flattened against hierarchical, cell totals?",
    "q052": "list the runs that produced JSON netlists",
    "q054": "Of the timing runs, whose first reported slack is the largest?",
    "q055": "Where was report_power run, and which design consumes more?",
    "q056": "Overall number of ERROR lines from the tools in this set?",
    "q057": "any run with a log file that came out empty?",
    "q058": "Which runs emitted .blif output?",
    "q060": "Breakdown of failures: which died in yosys and which in simulation?",
    "q064": "List the issues yosys check -assert flagged for hyena.",
    "q065": "To make hyena's structural check clean, what edits are needed?",
    "q070": "MAC at 5 ns violates - what fix would you suggest?",
    "q072": "Are ermine's inferred latches on purpose?",
    "q073": "dormouse_hold infers latches; should I be worried?",
    "q075": "iguana lint: explain the port-size warnings from iverilog, any functional impact?",
    "q077": "Flat caracal is smaller than hierarchical caracal - reason?",
    "q080": "Where do the 8 ns and 16 ns periods of jackal's derived clocks come from?",
    "q082": "The FIFO has plenty of slack at 8 ns; what's the tightest period we might hit?",
    "q083": "Same 5ns clock: WIDTH=4 akita meets, WIDTH=8 misses. Explain.",
    "q084": "Breakdown of power consumption for caracal flattened?",
    "q085": "Why is sequential power the largest share for dhole?",
    "q086": "How was the ferret receiver FSM handled by synthesis?",
    "q088": "The quiet margay flow printed nothing; where are its results?",
    "q092": "bison FIFO power consumption figure?",
    "q093": "koala BCD counter gate area after synth?",
    "q097": "timing closure status for akita with WIDTH 12?",
    "q098": "margay EDIF netlist location?",
    "q100": "hier (non-flattened) dhole run results?",
    "q101": "waveform dump from the FIFO testbench - where is it?",
    "q102": "fmax of the CRC block?",
    "q105": "iguana slack / STA report?",
    "q107": "what period and slack did koala get?",
    "q109": "post-synthesis netlist simulation for caracal: result?",
    "q111": "akita sweep report_power output?",
    "q112": "In jackal, what's the setup margin for the divide-by-8 clock?",
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
            out.append(json.dumps(obj))
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {len(out)} reworded dev questions")


if __name__ == "__main__":
    main()
