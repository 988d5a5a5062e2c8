#!/usr/bin/env python3
"""Write dev_synonyms.jsonl: every dev.jsonl question reworded once (standard library only).

The rewordings are written by hand below (other verbs, other nouns for the same concept, other
sentence shapes); design/run names and numbers are kept. Everything except the question text is
copied unchanged from dev.jsonl.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

REWORD = {
    "q002": "for wrr_sched3, how much margin does the tightest max path have, and which port launches it?",
    "q003": "servo_tight total negative slack - what number did sta give?",
    "q005": "paste me the message yosys gave when rom_patch_unit hit the hierarchy step",
    "q006": "mux_sync_timed: worst negative slack value?",
    "q009": "the derived clock in prescaler_chain - what period and edges does it have?",
    "q010": "cell total for the gf8 multiplier once it was mapped?",
    "q012": "which flops bound the most critical path in servo_tight (launch and capture)?",
    "q015": "turnstile_ctrl: what count did the select command return for DFFSR instances?",
    "q016": "vcore_mon - what return code got saved?",
    "q017": "the final warnings tally yosys printed for pad_ring_cfg?",
    "q021": "xor_mul_gf8 total negative slack?",
    "q022": "in yuv_luma_mcp, sum of negative slack prior to adding the multicycle constraint?",
    "q023": "peak_hold_det timing report has a complaint from opensta - what does it say?",
    "q025": "how big (area) is the slow_evt_cnt block in the prescaler_chain hierarchy?",
    "q028": "list every run that did not complete",
    "q029": "out of the STA'd runs, which ones show a max-delay (setup) failure anywhere?",
    "q032": "largest footprint of all the runs?",
    "q035": "average and middle value of chip area across runs?",
    "q036": "how many cells altogether over the runs that have an area, and the mean per run?",
    "q038": "which run carries the largest number of registers, and what's the count?",
    "q039": "DFFSR instances summed over the whole set - how many, in how many runs?",
    "q041": "count of runs that went through OpenSTA?",
    "q042": "lowest single-cycle max-path margin across the whole set, and which run?",
    "q043": "which run has the biggest setup headroom?",
    "q047": "in which runs did the report include a worst-slack summary line?",
    "q050": "servo_relaxed against servo_tight: how far apart are the setup margins, and do the gate netlists differ?",
    "q052": "power figures - which runs have them and what totals?",
    "q055": "design count versus run count, and which RTL got two runs?",
    "q057": "pingpong_buf: number of entries in the all_violators listing?",
    "q059": "how much more total power does yuv_luma_abc burn than peak_hold_det (as a ratio)?",
    "q062": "explain the two issues that made check -assert abort vcore_mon, plus the RTL change for each",
    "q065": "sent_nibble_tx: how come yosys left the st FSM alone instead of re-encoding it?",
    "q067": "wns/tns both read 0.00 on pingpong_buf but I see VIOLATED - what's going on?",
    "q069": "yuv_luma_abc is way off at 5 ns - what's the limiting path, and how could we close it?",
    "q070": "which output of xor_mul_gf8 busts the max-delay budget, by what margin, and what would you do about it?",
    "q071": "same gates in servo_tight and servo_relaxed? then why does only one of them fail timing",
    "q073": "compared with plain abc, did giving abc a 3000 ps delay target change anything for yuv_to_luma?",
    "q074": "what's the functional impact of the port-resize warnings in pad_ring_cfg?",
    "q075": "pad_ring_cfg latch - designed in or a mistake?",
    "q076": "pad_ring_cfg test bus was meant to be tri-state: what did synthesis make of it?",
    "q079": "no clk_src->clk_dst paths came back in mux_sync_async; should I worry?",
    "q082": "yuv_luma_mcp: why did the rst_n recovery check get an 8 ns capture edge once the multicycle went in?",
    "q083": "turnstile_ctrl ltp printed a depth of 0 - does the logic really have no levels?",
    "q087": "what's the min-delay margin in servo_tight?",
    "q091": "did run_length_enc pass a post-synthesis netlist simulation?",
    "q093": "prescaler_chain clock skew numbers after clock tree synthesis?",
    "q094": "max frequency reached by vcore_mon?",
    "q097": "margin on the clk_fast domain in the mux_sync runs?",
    "q098": "DFFNEGX1 usage summed over the runs?",
    "q100": "what multicycle constraint does yuv_luma_abc use?",
    "q102": "how did yosys re-encode the state machine in wrr_sched3?",
    "q104": "servo_relaxed - what derived/generated clocks were defined?",
    "q106": "list the runs that were mapped to sky130 cells",
    "q107": "show me the peak_hold_min numbers",
    "q109": "sent_nibble_tx total negative slack?",
}


def main():
    out = []
    with open(os.path.join(HERE, "dev.jsonl")) as fh:
        for line in fh:
            if not line.strip():
                continue
            d = json.loads(line)
            if d["id"] not in REWORD:
                raise SystemExit(f"no rewording for {d['id']}")
            d["question"] = REWORD[d["id"]]
            out.append(d)
    with open(os.path.join(HERE, "dev_synonyms.jsonl"), "w") as fh:
        for d in out:
            fh.write(json.dumps(d) + "\n")
    print(f"dev_synonyms.jsonl: {len(out)} questions")


if __name__ == "__main__":
    main()
