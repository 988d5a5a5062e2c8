#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: each dev.jsonl question reworded once (cue words swapped for synonyms
or other phrasings); every other field is copied unchanged, in the same order."""
import json
import os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q001": "worst negative slack reported for ocelot_mul8_p4",
    "q002": "Tell me every run that ended in failure.",
    "q003": "At a 4 ns clock the 8-by-8 product block breaks its setup check. What causes that, and which cycle time would really be required?",
    "q008": "how large is ocelot_mul16 in silicon?",
    "q012": "number of gates in nutmeg_adder_w16",
    "q013": "what margin remains on the worst max path for ocelot at a 20 nanosecond clock",
    "q014": "lowest silicon footprint of any liberty-mapped build?",
    "q015": "lots of level-sensitive storage in tundra_latch: mistake or deliberate? count them and say what code produces them",
    "q016": "Display toucan_lock_fsm's STA output",
    "q017": "Once technology-mapped onto OSU 0.35 cells, how big is ocelot_mul8?",
    "q018": "Most negative total slack seen in any build here?",
    "q019": "Yosys complains near row 14 of quetzal_parity; what is the real coding error?",
    "q020": "Where can I find the combination lock as a structural .v file with cells?",
    "q025": "min-delay margin on the most critical hold path of ocelot at the 4 nanosecond clock?",
    "q026": "Among builds using the standard-cell library, which lack an STA output entirely?",
    "q027": "those implicit declaration messages in narwhal_bridge_syn: what do they imply about this RTL?",
    "q028": "puffin_mac_flat power consumption according to OpenSTA",
    "q033": "puffin_accum instance count within puffin_mac_hier",
    "q034": "Summed number of instances over every build with a stat report?",
    "q036": "Silicon footprint of sparrow_decoder_osu?",
    "q037": "How many instances does the flattened multiply-accumulate design contain?",
    "q038": "Smallest instance total of any build?",
    "q039": "Walk me through the port size adjustment messages from wallaby_scale_lint: what data gets dropped?",
    "q040": "pangolin_rom STA numbers?",
    "q041": "for puffin_mac_hier, give the origin and destination of the failing route",
    "q042": "In which builds did level-sensitive storage elements appear?",
    "q043": "Does wallaby_scale silently chop any bus without yosys flagging it?",
    "q045": "overall power draw of pangolin_ram_map",
    "q046": "what build prints the largest number of warning messages",
    "q047": "Flattened puffin closes 7 ns but the hierarchical variant does not; explain that, plus the larger footprint of the flattened netlist.",
    "q048": "seahorse_gray setup margin on its critical route?",
    "q052": "Could you open zinnia_prio_q's synthesis transcript and enumerate the warnings in it?",
    "q057": "vicuna_clkdiv_sta: how long is one cycle of clk_aux?",
    "q058": "Dividing footprint by instance total, which liberty-mapped build comes out on top?",
    "q059": "How come STA shows nothing crossing from clk_aux into clk_sys for vicuna_clkdiv?",
    "q060": "narwhal_fifo: how many entries, and how much silicon does it use?",
    "q069": "Count of DFFSR instances inside vicuna_clkdiv after technology mapping?",
    "q070": "Name the builds without a liberty that succeeded.",
    "q071": "Explain the first message in pangolin_ram_map's OpenSTA output, and propose a constraint correction.",
    "q080": "osprey_bus gate-level instance total?",
    "q081": "toucan_lock FSM: what initial encoding did the extractor infer?",
    "q082": "smallest OpenSTA power value across all builds",
    "q083": "If a regression script only looks at the simulator return code, would seahorse's broken Gray output be flagged?",
    "q084": "puffin_mac_p5 timing margin?",
    "q093": "Which message makes narwhal_bridge_syn abort?",
    "q094": "In which builds did someone run report_power?",
    "q095": "toucan_lock's RTL encodes state in three bits, yet synthesis gives eight registers; explain.",
    "q101": "nutmeg_adder_w24 shows 74 registers: where does that number come from, and which cell type are they?",
    "q102": "seahorse_gray_sim: at what simulation time and counter value is the first error printed?",
    "q103": "Excluding failures, which yosys builds report no warning messages whatsoever?",
    "q104": "quiet.log under tundra_latch_gen has nothing in it; is something broken?",
    "q105": "total negative slack of yarrow_shifter_mk with a 3.0 nanosecond clock",
    "q106": "Which builds use a clock of 5.0 nanoseconds?",
    "q110": "puffin_mac_hier transcript says some cell type areas are unknown; what does that signify?",
    "q111": "Instance total for nutmeg_adder once elaborated at WIDTH 24?",
    "q112": "Compare OpenSTA power for ocelot_mul8_p4 against ocelot_mul8_p20.",
}


def main():
    with open(os.path.join(ROOT, "dev.jsonl")) as f:
        dev = [json.loads(l) for l in f if l.strip()]
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for obj in dev:
            new = dict(obj)
            new["question"] = REWORD[obj["id"]]
            f.write(json.dumps(new) + "\n")
    print(f"wrote {len(dev)} reworded questions")


if __name__ == "__main__":
    main()
