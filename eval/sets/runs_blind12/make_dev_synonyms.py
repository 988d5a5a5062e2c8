#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: each dev.jsonl question reworded once with synonyms / other phrasing
(same id, category, scope, must_contain, evidence, notes; design and run names kept). Standard library only."""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RE = {
    'q005': 'how many watts does the timer say the mem_scrub_ctrl block burns in all?',
    'q009': 'which line of the timing script for washer_fsm did the analyzer refuse?',
    'q010': 'cycle time and rise/fall edge times of the tmr_regbank clock, as the timer listed them',
    'q011': 'verbatim complaint from the synthesizer on mdio_ctrl?',
    'q012': 'what message stopped the synthesizer on can_bitstuff?',
    'q013': 'xfer_fp: output of the source-domain to destination-domain timing query?',
    'q014': 'margin on the route from the destination domain back into the source domain, xfer_timed?',
    'q016': 'icg_bank silicon footprint, and the number of level-sensitive storage cells remaining after tech mapping?',
    'q018': 'list the synthesizer cautions printed for gain_stage_q15',
    'q019': 'how many cautions does the err_flag_unit synthesis transcript tally at the bottom?',
    'q021': 'gate total of morse_keyer?',
    'q022': 'which releases of the synthesizer and the static timer produced this collection?',
    'q026': 'mem_scrub_ctrl: into what did the RAM-to-register conversion turn the storage array?',
    'q027': 'count of jobs the synthesizer aborted on, and their names',
    'q029': 'which jobs miss max-delay (late arrival) checks?',
    'q034': 'average and middle value of the footprint over jobs that report one',
    'q035': 'which jobs have the largest and the smallest gate totals?',
    'q036': 'overall register count added up across the library-mapped jobs',
    'q037': 'which job has the biggest footprint per gate?',
    'q040': 'sum of level-sensitive storage cells in the whole collection?',
    'q041': 'which jobs were mapped to gates yet never went through static timing?',
    'q042': 'how many set/reset flip-flop cells overall, and in which jobs do they appear?',
    'q043': 'most negative max-delay margin in the entire collection?',
    'q044': 'which job demands the slowest cycle time according to the minimum-period figures?',
    'q049': 'footprint gap between cic3_decim and gain_stage_q15?',
    'q050': 'summed footprint of only the jobs that got static timing',
    'q053': 'which job ranks third by footprint?',
    'q056': 'tmr_regbank: split of silicon between the top-level gates and the majority-voter instances?',
    'q057': 'overall count of plain positive-edge register cells in every job?',
    'q060': 'vga_tight misses timing with a 2.5ns cycle; shortest cycle that would work with identical I/O budgets?',
    'q062': 'vga_relaxed and vga_tight share one gate netlist yet their minimum cycles are 3.631 and 3.131 - what explains it?',
    'q065': 'gain_stage_q15, ignoring the two-cycle exception: what cycle time must the clock have?',
    'q069': 'xfer_timed: why does the acknowledge handoff get just 3ns with 6 and 9 ns clocks?',
    'q071': 'deser_1to8 shows zero worst and zero summed negative margin, so nothing fails?',
    'q072': 'are the level-sensitive storage elements in icg_bank a mistake or by design?',
    'q073': 'cmd_field_dec: which branches of the opcode decode produce the level-sensitive storage?',
    'q076': 'tmr_regbank: the source holds 64 storage bits but the mapped netlist only 30 registers - how come?',
    'q079': 'can bcd_add2dig satisfy a 3ns input-to-output limit?',
    'q080': 'is a 3ns cycle achievable for washer_fsm?',
    'q081': 'apart from cycle time, what sets vga_relaxed apart from vga_tight?',
    'q082': 'cic3_decim fast-to-divided domain route: launching and capturing edge times and the margin?',
    'q084': 'the mem_scrub_ctrl path dump lacks the load-count column I requested - which extra columns appeared instead?',
    'q085': 'xfer_timed: what net goes from the source domain to the destination domain on the listed late path, and should I worry?',
    'q087': 'footprint of mem_scrubber?',
    'q089': 'state assignment chosen in washer_ctrl',
    'q090': 'register total of tmr_regfile?',
    'q091': 'static timing results of mdio_master',
    'q092': 'gate total of can_destuff?',
    'q093': 'cic5_decim divided-domain margin',
    'q096': 'energy/current figures for vga_relaxed?',
    'q101': 'slowest route in morse_keyer?',
    'q102': 'post-mapping netlist simulation outcome for bcd_add2dig?',
    'q104': 'summed negative margin of bcd_add2dig',
    'q107': 'were extracted wire RC files fed to the timer for xfer_timed?',
}


def main():
    out = []
    with open(os.path.join(HERE, "dev.jsonl")) as fh:
        for line in fh:
            if not line.strip():
                continue
            d = json.loads(line)
            if d["id"] not in RE:
                sys.exit(f"no rewrite for {d['id']}")
            d["question"] = RE[d["id"]]
            out.append(d)
    extra = set(RE) - {d["id"] for d in out}
    if extra:
        sys.exit(f"rewrites for ids not in dev.jsonl: {sorted(extra)}")
    with open(os.path.join(HERE, "dev_synonyms.jsonl"), "w") as fh:
        for d in out:
            fh.write(json.dumps(d) + "\n")
    print(len(out), "rewritten")


if __name__ == "__main__":
    main()
