#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded by hand (same answer, other fields unchanged)."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORDED = {
    "q008": "For the hierarchical 8-bit divider, is the worst clk path routed via u_sub, and by how much does it meet timing?",
    "q009": "Which source file and line produced the inferred latch in the interrupt prioritizer?",
    "q010": "Looking at the Verilog, what coding mistake makes the saturating add/sub produce wrong values?",
    "q011": "area number reported after mapping the WIDTH=16 divide unit?",
    "q015": "Icarus lint on the arithmetic logic unit - which warnings show up?",
    "q016": "reset recovery and removal margins for the serial peripheral master?",
    "q017": "in caiman_flat, how much margin does the divided prescaler clock have",
    "q018": "for the bus-select design, give the count of distinct vs overall yosys warnings",
    "q020": "Looking at every min-delay check in the set, where is the tightest hold margin and its value?",
    "q021": "The 8b divider's max report begins with an rst_n path instead of the clk group - explain",
    "q022": "Why would the flattened queue end up with 149 registers when the sim config is smaller?",
    "q024": "number of issues flagged by the last check step on the read-data bus mux",
    "q025": "is there any post-synthesis (netlist level) simulation of the queue?",
    "q027": "For the event-counter with the gate feedback, was the cycle detected and how did ABC handle it?",
    "q029": "which design consumes the least watts out of those that have report_power?",
    "q030": "SPI timing margin with a 4 nanosecond clock?",
    "q031": "total watts for bauxite?",
    "q033": "EDIF netlist of axolotl - where can I find it?",
    "q036": "For bauxite (Makefile flow), give number of cells plus chip area.",
    "q039": "reason behind the yosys warnings when elaborating feldspar",
    "q040": "how big (um2 area) is kudu_bus after synthesis?",
    "q042": "Hierarchical divider: area contributed only by the axolotl_sub instance",
    "q043": "count of runs that include a timing report",
    "q045": "registers in the 8b divider compared with the 16b variant?",
    "q046": "fossa timing log shows lots of input-delay complaints; explain the cause",
    "q048": "chert_related total negative slack value?",
    "q051": "Which runs have WNS below zero, and how many are there?",
    "q052": "In hoatzin timing, what output port wrongly received set_input_delay, and the reason?",
    "q055": "Count the .blif outputs and name the runs that produced them",
    "q057": "gneiss parse failure: which file:line does yosys point to, and the message?",
    "q058": "Explain why the pulse sync violates when src/dst are related yet passes in the asynchronous analysis",
    "q060": "Breakdown of the runs by flow: liberty-mapped, generic, simulation, lint?",
    "q062": "langur_osc size in area units once mapped to the standard cells?",
    "q063": "Add up the chip areas from every liberty-mapped run — what's the sum?",
    "q066": "slack / timing numbers for gneiss?",
    "q068": "Was axolotl verified in simulation, and did it succeed?",
    "q069": "caiman testbench: quote the closing pass/fail message",
    "q071": "fossa max-delay margin with the seven nanosecond clock?",
    "q072": "eland: which of its two clock domains has less setup slack?",
    "q075": "Need the I2C block's synth numbers, please",
    "q076": "Out of the timing-analysed runs, whose worst path has the biggest positive margin?",
    "q080": "DFF count of dolomite_rf post-synthesis",
    "q082": "Most negative setup margin anywhere in the collection - which run?",
    "q084": "If you total the Number of cells over all runs with statistics, what do you get?",
    "q085": "Total count of run folders plus the number of unique RTL designs they use?",
    "q091": "jerboa: reason the yosys hierarchy step errors out?",
    "q093": "muntjac sim: which input combination mismatches first?",
    "q094": "The parser flags line 18 of gneiss_gray.v; what is the actual source typo?",
    "q097": "langur_loop warning count according to README?",
    "q098": "dunlin: count of set-type enabled flops ($_SDFFE_PP1P_)",
    "q102": "Which runs contain latch cells, and how many such runs?",
    "q103": "oversampling divider parameter used for the gharial synthesis?",
    "q106": "fossa: compare ss-corner slack with the typical corner",
    "q107": "Sum of negative slack in the WIDTH=16 divider timing report",
}


def main():
    out = []
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        for line in f:
            if not line.strip():
                continue
            q = json.loads(line)
            q["question"] = REWORDED[q["id"]]
            out.append(json.dumps(q))
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        f.write("\n".join(out) + "\n")
    print(len(out), "reworded questions written")


if __name__ == "__main__":
    main()
