#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded by hand, all other fields copied from dev.jsonl."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))
REWORD = {
    "q003": "How negative is the setup slack in the 6ns bramble MAC timing run?",
    "q006": "total negative slack when the multiply-accumulate block is clocked at 6 ns?",
    "q007": "Out of everything mapped to the std cells, what came out biggest in area?",
    "q008": "number of positive-edge DFF cells in the 16-deep cobalt queue netlist?",
    "q009": "Why is the sixteen-entry FIFO so much larger than the four-entry build?",
    "q010": "need the cell area for a 32-entry cobalt_fifo build, got it?",
    "q011": "chip area when the FIFO is built four entries deep",
    "q012": "Which mapped build is the tiniest, and what's its area figure?",
    "q013": "ember: how long is the slow clock's cycle?",
    "q014": "no paths between the fast and slow domains show up in the ember report. is the CDC untimed on purpose?",
    "q016": "count of runs with opensta results, plus any that miss timing?",
    "q017": "bramble mac slack if the clock were 100MHz?",
    "q018": "kelp report: where does the critical path begin and finish?",
    "q019": "could the phase-accumulator tone block close at 5ns period?",
    "q020": "Which net in the heron sensor-hub block lacks a driver according to yosys?",
    "q021": "sum of Yosys Warning lines over every run?",
    "q023": "quote the Yosys warning from the lap timer synthesis pls",
    "q024": "need power figures for the two-clock event counter, where are they?",
    "q025": "BCD timer: does that resizing message on the first decade counter actually hurt anything?",
    "q026": "the debouncer synthesis dies — which file/line and what message?",
    "q027": "any runs whose outputs show ERROR lines from a tool?",
    "q029": "Gray counter simulation: number of failed comparisons?",
    "q032": "rotary encoder sim: first few positions decode fine, then breaks at the fourth. reason?",
    "q033": "What checksum did the CRC-8 sim end on?",
    "q034": "did the cobalt queue's self-checking sim succeed?",
    "q035": "divider run: derived clock's name and its period?",
    "q036": "Why did the scrambler design get a 2-cycle exception from the divided domain into the fast one — safe?",
    "q038": "In the latch regfile netlist, count of positive-enable generic latch cells?",
    "q039": "The latch register file lists 15488 yet says some cell areas are missing. trustworthy?",
    "q040": "Where do latch cells appear across the set?",
    "q041": "slack for the lap timer with a 50 ns clock?",
    "q042": "Area figure for the barrel shifter submodule when hierarchy is preserved?",
    "q043": "Flattened ALU: more gates yet smaller footprint than the hierarchical one. How come?",
    "q044": "gate totals: hierarchical ALU versus flattened ALU?",
    "q045": "In the flattened ALU timing report, which port launches the worst path?",
    "q046": "ALU timing at 12 ns: does keeping hierarchy or flattening give more margin?",
    "q050": "arbiter hold check: a flop going back into itself — what is it, fine?",
    "q051": "STA done but synthesis transcript missing: which run?",
    "q052": "Is there any way to read area straight out of the arbiter netlist-only run?",
    "q054": "The parity RAM synthesised into a heap of flip-flops rather than a memory block. Why?",
    "q055": "Highest flip-flop count in the set belongs to which run?",
    "q056": "sensor-hub lint run: what was its clock constraint?",
    "q057": "how many gates did the keypad lock produce in generic synthesis",
    "q059": "list the runs that never touched a liberty file",
    "q061": "tone generator: registers burn most of the power. explain",
    "q062": "did the keypad lock FSM get simulated? result?",
    "q064": "Which std-cell netlists contain async set/reset flops?",
    "q067": "Grand total of the chip-area figures in the set",
    "q071": "By how much does the 16-deep queue exceed the 4-deep one in area?",
    "q080": "Designs timed with two or more clocks?",
    "q081": "mac built with 16-bit operands — area?",
    "q087": "sensor hub: six-bit sum driving a four-bit output. any lint and what's the effect?",
    "q088": "What slack does the latch regfile have?",
    "q091": "Gray encoder gate-level worst negative slack?",
    "q104": "any results for a wider (16b) ALU variant?",
}
with open(os.path.join(ROOT, "dev.jsonl")) as f, open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as out:
    for line in f:
        if not line.strip():
            continue
        q = json.loads(line)
        q["question"] = REWORD[q["id"]]
        out.write(json.dumps(q) + "\n")
print("dev_synonyms.jsonl written")
