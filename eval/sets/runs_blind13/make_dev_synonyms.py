#!/usr/bin/env python3
"""Write dev_synonyms.jsonl for runs_blind13 (standard library only).

Every dev question is reworded once by hand (other verbs, other nouns for the same concept, other
sentence shapes); design / run names and numbers are kept. id, category, scope, must_contain,
evidence and notes are copied unchanged from dev.jsonl.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q006": "fs_xing_grouped - what cycle time does each of its two clocks get?",
    "q010": "which yosys release (and commit hash) produced these set 13 logs",
    "q012": "in accum_tree_hier, give me the launch and capture points of the worst max path plus its margin",
    "q013": "gamma_lut: how many levels deep was the longest chain ltp reported?",
    "q015": "for kiln_ramp_fsm, which pin launches the most critical max-delay path and how much margin is left",
    "q016": "hdlc_deframer uses a net it never declared - what's it called?",
    "q017": "coef_bank_ram: what did the memory mapping step turn the coefficient array into?",
    "q019": "which signals of char_class_dec came out as latches after synthesis",
    "q020": "what exactly did the assert-mode check print for heartbeat_mon",
    "q021": "worst margin reported in fs_xing_open?",
    "q022": "abs_diff_comb vs its 9 ns budget: how much margin, and on which output bit is it tightest",
    "q023": "how much margin does the tdo output have in jtag_tap_lite",
    "q026": "half_rate_packer: name of the flip-flop whose output pin defines clk_half",
    "q028": "for coef_bank_ram, which input launches the worst max path and what margin does it leave",
    "q029": "name the runs where yosys bailed out",
    "q030": "which runs miss their setup requirement anywhere?",
    "q033": "among runs with a liberty footprint, which is the tiniest",
    "q035": "average and middle value of chip footprint over the runs that report one",
    "q037": "runs that made it through synthesis yet were never handed to the timer?",
    "q038": "which runs report a power figure, which is hungrier, and how many times more",
    "q041": "of the runs with no failing path, which has the thinnest max-delay margin?",
    "q045": "count of runs fed to OpenSTA vs how many of those produced real timing numbers",
    "q046": "add up the flip-flops over every run that has a footprint figure",
    "q047": "in which run directories is the verilog source missing?",
    "q048": "which runs time more than a single clock domain",
    "q049": "split the accum_tree_hier footprint: adder-node instances vs top-level logic",
    "q051": "kiln_ramp_fsm: highest achievable clock frequency from its worst path?",
    "q055": "jtag endpoint summary for the min checks: which reset-removal endpoints fail, and what margin do they show",
    "q060": "the two worst failing flops in the dotprod_tight endpoint summary?",
    "q061": "do dotprod_tight and dotprod_mcp end up with identical gate counts and footprint?",
    "q062": "list the timed runs without a single failing path",
    "q065": "dotprod_sta.rpt opens with parser complaints about the netlist - what causes them and are the slack numbers still valid?",
    "q066": "abs_diff_optfull's STA report has no paths at all - what broke?",
    "q068": "fs_xing_open and fs_xing_grouped share the RTL; explain why only the former misses setup",
    "q069": "what drives the trst_n removal failures in jtag_tap_lite and how would you cure them",
    "q070": "explain the -0.054 min-delay failure launched from _277_/Q in half_rate_packer - genuine problem or artifact?",
    "q071": "why does hdlc_deframer's netlist drive fcs_ok with a constant zero",
    "q075": "what change would let heartbeat_mon get past check -assert",
    "q076": "how should ir_nec_decoder be corrected so elaboration goes through",
    "q077": "char_class_dec ended up with storage elements - deliberate or a coding slip, and how to remove them",
    "q080": "gamma_lut's lookup table - how did yosys transform it",
    "q081": "how did synthesis treat the phase state variable in lin_header_tx",
    "q083": "why is the launch time of the tdo path in jtag_tap_lite 10 ns rather than zero",
    "q084": "explain the Error near the bottom of kiln_sta.rpt",
    "q089": "coef_bank_ram stores 16x12 bits but has 232 flip-flops - where do they all come from",
    "q090": "setup margin of the dotprod_relaxed run?",
    "q092": "was gamma_lut's 5ns target verified by the timer?",
    "q093": "any post-synthesis simulation of dotprod4_pipe?",
    "q095": "min-delay margin in abs_diff_comb?",
    "q098": "what footprint does lin_header_tx have",
    "q100": "margin of the divide-by-4 clock in half_rate_packer?",
    "q101": "gate count of the burst_addr_gen netlist?",
    "q108": "does fs_xing_open relax any path to two cycles?",
    "q109": "give me the results for coef_bank_ram configured as 32x16",
    "q110": "footprint of accum_tree_flat compared with accum_tree_hier",
}


def main():
    rows = []
    with open(os.path.join(HERE, "dev.jsonl")) as fh:
        for line in fh:
            if line.strip():
                rows.append(json.loads(line))
    missing = [d["id"] for d in rows if d["id"] not in REWORD]
    extra = sorted(set(REWORD) - {d["id"] for d in rows})
    if missing or extra:
        sys.exit(f"reword table out of step with dev.jsonl: missing {missing}, extra {extra}")
    with open(os.path.join(HERE, "dev_synonyms.jsonl"), "w") as fh:
        for d in rows:
            e = dict(d)
            e["question"] = REWORD[d["id"]]
            fh.write(json.dumps(e) + "\n")
    print(f"dev_synonyms.jsonl: {len(rows)} reworded questions")


if __name__ == "__main__":
    main()
