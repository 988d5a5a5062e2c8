#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev question reworded by hand, all other fields unchanged."""
import json, os

ROOT = os.path.dirname(os.path.abspath(__file__))
REWORD = {
    "q001": "how big is nebula_w16_osu in liberty units once mapped",
    "q004": "min-delay margin reported by opensta for rattan_flat_osu?",
    "q006": "olive_abcd footprint (stat -liberty number) please",
    "q008": "the crc8 block got fed ascii '1' - which checksum came out of it",
    "q009": "message yosys printed when the debouncer parse broke",
    "q011": "puffer_stafail: top line of sta_puffer.log, the opening complaint",
    "q012": "total instances in sumac_quiet according to its teed statistics",
    "q013": "number of set/reset flops after mapping the PWM generator",
    "q020": "multiply-accumulate unit: liberty area total",
    "q024": "instance total for the flattened ALU mapped run",
    "q025": "rattan_hier_generic - size of rattan_addsub in gates",
    "q026": "did icarus return nonzero when checking wasabi_spim?",
    "q028": "tulip_genclk recovery check margin for reset vs clk_div4",
    "q029": "mole_latch_osu max-path margin?",
    "q030": "register bit count in thrush_sweep stat output",
    "q031": "list every broken job in this set",
    "q034": "tiniest footprint among liberty-mapped jobs, plus its folder",
    "q036": "add up all instance counts from every stat - grand sum?",
    "q038": "number of jobs producing opensta output",
    "q039": "count of OSU035-targeted flows",
    "q041": "tally of files ending in vg",
    "q042": "where do level-sensitive storage elements show up?",
    "q043": "overall warning tally everywhere",
    "q048": "jobs orchestrated through a Makefile?",
    "q050": "RTL blocks that appear in two separate jobs",
    "q054": "unique RTL blocks referenced by all jobs - count?",
    "q055": "sum of ERROR lines set-wide",
    "q056": "jobs stopping at yosys internal gates, no liberty",
    "q059": "JSON output - produced by which folder?",
    "q060": "STA jobs whose worst max margin sits below one nanosecond",
    "q061": "lint-only flows: number plus folder names",
    "q062": "crc8 testbench complains - design bug or bad expected value?",
    "q065": "zinc_missing errors out; what should I change",
    "q067": "nebula_counter WIDTH=8 versus WIDTH=16, footprint difference",
    "q069": "restoring divider: fastest achievable clock given its worst path?",
    "q070": "divider sweep total negative slack: 2 ns against 2.5 ns",
    "q072": "umami_sync: does opensta check a_hold feeding b_data across domains",
    "q073": "rattan_flat_osu consumption split - sequential or combinational bigger share",
    "q074": "wasabi_make energy breakdown, largest group?",
    "q079": "mole_latchreg has sixteen LATCH instances - origin?",
    "q081": "nebula_w16_osu: minimum period that would close setup",
    "q082": "crc8 job broke - was the yosys part fine?",
    "q086": "tulip_genclk versus umami_twoclk: smaller min-delay margin",
    "q088": "rattan_flat_osu arrival plus leftover margin at the 8 ns clock",
    "q089": "thrush_sweep reports all show one identical worst path - explain",
    "q091": "max frequency of our finite impulse response block",
    "q093": "wasabi_spim testbench outcome?",
    "q095": "zinc_lfsr opensta numbers",
    "q097": "I2C master job output",
    "q098": "olive_abcd min-delay analysis",
    "q100": "nebula_counter consumption in watts",
    "q102": "orca_uarttx SDF-annotated gate sim",
    "q107": "umami_twoclk once set_false_path was added - numbers?",
    "q109": "thrush_div exported to BLIF?",
    "q110": "tulip_clkdiv synthesised with -flatten - output?",
    "q111": "mole_latchreg RAM inference summary",
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
    print(len(out), "reworded")


if __name__ == "__main__":
    main()
