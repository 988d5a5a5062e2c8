#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded once (other fields unchanged)."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q002": "In the multiplier period sweep, what worst negative slack comes out for the 5ns clock?",
    "q004": "count of async-reset DFFSR cells once nettle_mul is widened to twelve bits?",
    "q005": "petrel ram: number of positive-edge DFF cells in the mapped result?",
    "q007": "lowest min-delay (hold) margin printed in the endpoint table of petrel's STA output?",
    "q009": "how much area does quince_accum take in the hierarchical mapped pipeline?",
    "q010": "quince_pipe_hier power estimate - the total figure?",
    "q011": "count of negative-enable yosys latch primitives remaining in rowan after the OSU flow",
    "q012": "sorrel: how long is the div4 generated clock's cycle according to report_clock_properties?",
    "q016": "umber_parse syntax failure: where exactly (file:line) and which unexpected token?",
    "q017": "xenon_top_missing error - what module is missing and which instance references it?",
    "q022": "PWM timing at a 3 ns clock: WNS value plus the failing endpoint name",
    "q025": "sable_mac with set_multicycle_path applied - resulting worst setup margin?",
    "q027": "sorting network timing: latest data arrival and its destination port?",
    "q028": "oriole_rx_fsm generic gate netlist, number of cells?",
    "q031": "largest design by liberty area here - which run, what number?",
    "q033": "sum of chip area over all OSU035-mapped runs with statistics?",
    "q034": "grand total of cells across every run that printed statistics",
    "q036": "count of runs that include an OpenSTA timing report",
    "q038": "split the runs by flow type please: OSU035-mapped vs yosys internal gates vs simulation",
    "q039": "sum of warning lines across everything in the set?",
    "q040": "top offender for warnings - run name and count?",
    "q041": "latches overall: what's the combined count for the whole set?",
    "q045": "biggest flop count of any run?",
    "q046": "nettle_mul W=12 vs W=8 chip area - compare them",
    "q051": "count of ERROR lines set-wide; also, which broken run has zero of them?",
    "q052": "which timed designs were built with DFFSR registers after dfflibmap?",
    "q056": "any runs whose log or console capture came out blank?",
    "q057": "DFF count inside each quince submodule (scale, accum, sat)?",
    "q058": "list the OSU035-mapped runs lacking any STA output",
    "q061": "hierarchy error on xenon even though xenon_core.v is in designs/ - root cause and script fix?",
    "q063": "explain that vervet resize warning (1 bit to 4 bits) - effect on inv_flags?",
    "q064": "vervet_lint ANDs an 8-bit mask into a 4-bit net; any yosys message, and where do the top bits go?",
    "q066": "tamarack compile prints a timescale inheritance warning - is that the cause of the failure?",
    "q068": "PWM misses 3 ns: which path limits it, what period closes, or what RTL change helps?",
    "q069": "zephyr set_false_path -from polarity: working or not?",
    "q070": "why does the multicycle constraint flip sable from violating to meeting, and is it legit?",
    "q071": "without multicycle on the MAC, minimum period for single-cycle closure?",
    "q075": "are the twelve rowan latches deliberate, or is some of that accidental?",
    "q076": "rowan_latch_syn check prints 'no driver' warnings for y - genuine issue or noise?",
    "q081": "quince flat generic versus hierarchical OSU: does flattening reduce the logic?",
    "q084": "nettle_mul at W=12: area growth over W=8, and was timing ever checked?",
    "q085": "the combinational sorter has no clock - what constrains it and what margin is left?",
    "q086": "yucca_crc_quiet printed nothing; which file has its area figure?",
    "q089": "send me setup timing for nettle_mul_w12",
    "q090": "UART TX synthesis - what area?",
    "q091": "DFT report with scan chains for the petrel memory?",
    "q092": "zephyr min-delay margin when clocked at 5 ns?",
    "q094": "sable multiply-accumulate with 16-bit operands - area?",
    "q097": "max frequency of the quince pipeline version with 4 stages?",
    "q098": "is there a standalone xenon_core synthesis result?",
    "q099": "plover third clock clk_c - its period?",
    "q103": "tamarack_cnt gate count after yosys?",
    "q106": "zephyr divided PWM clock: show its clock properties",
    "q109": "core_clk 6 ns sweep point for nettle - pass or fail?",
    "q110": "petrel crossing from mclk into a separate read-side clock: worst path?",
    "q112": "which runs use a Makefile, and list its targets",
}


def main():
    dev = [json.loads(l) for l in open(os.path.join(ROOT, "dev.jsonl")) if l.strip()]
    with open(os.path.join(ROOT, "dev_synonyms.jsonl"), "w") as f:
        for obj in dev:
            new = dict(obj)
            new["question"] = REWORD[obj["id"]]
            f.write(json.dumps(new) + "\n")
    print(len(dev), "reworded")


if __name__ == "__main__":
    main()
