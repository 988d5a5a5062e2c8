#!/usr/bin/env python3
"""Write questions.jsonl for runs_blind15 (standard library only).

Evidence is given as (file, text, nth): the line number is looked up here, so it always points
at the first (or nth) line of the file that holds the text. Run after make_readme.py.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SCOPE = "proj:blind15"


def line_of(path, text, nth=1):
    with open(os.path.join(HERE, path)) as fh:
        lines = fh.read().split("\n")
    seen = 0
    for i, ln in enumerate(lines, 1):
        if text in ln:
            seen += 1
            if seen == nth:
                return i
    sys.exit(f"evidence text {text!r} (#{nth}) not found in {path}")


R = "README.md"
Q = []


def q(cat, question, must, path, text, notes, nth=1):
    Q.append((cat, question, must, path, text, nth, notes))


# ---------------------------------------------------------------- factual
q("factual", "whats the chip area for cache_tag_10ns?", ["168616.000000"],
  "runs/cache_tag_10ns/cache_synth.log", "Chip area for module", "Final stat -liberty of cache_tag_dm in the 10 ns run.")
q("factual", "keypad_scan worst hold slack?", ["-1.216"],
  "runs/keypad_scan/keypad_sta.rpt", "-1.216   slack (VIOLATED)", "Min path row_n[0] -> _176_ in group kclk.")
q("factual", "beacon_sched blew up in yosys - what exactly did it print?",
  ["galois_step", "u_rng", "does not have a port named 'step'"],
  "runs/beacon_sched/beacon_err.log", "ERROR: Module", "Hierarchy error on the port name of instance u_rng.")
q("factual", "clock period used for bloom_hash8 sta", ["8.00"],
  "runs/bloom_hash8/bloom_sta.rpt", "clk                       8.00", "report_clock_properties: clk 8.00, waveform 0.00 4.00.")
q("factual", "In coffee_auto, where does the critical setup path start and end, and what's its slack?",
  ["start_btn", "_196_", "2.288"],
  "runs/coffee_auto/coffee_sta.rpt", "Startpoint: start_btn", "Max path in group clk, slack 2.288 at 5 ns.")
q("factual", "which yosys version made these runs", ["0.23", "7ce5011c24b"],
  R, "- Yosys: `Yosys 0.23", "Version line in README, from yosys -V.")
q("factual", "tns for async_word_raw?", ["-3.71"],
  "runs/async_word_raw/aws_raw_sta.rpt", "tns -3.71", "report_tns after the timed crossings.")
q("factual", "expgolomb_enc: total negative slack before the multicycle exception was applied?", ["-0.49"],
  "runs/expgolomb_enc/expg_sta.rpt", "tns -0.49", "First report_tns, under '--- single-cycle ---'.")
q("factual", "how many cells does the dmx512_tx generic netlist have", ["242"],
  "runs/dmx512_tx/dmx_build.log", "Number of cells:                242", "Generic stat (no liberty), 242 cells.")
q("factual", "what does sta report for paths starting at test_mode in lut_qsine64?", ["No paths found."],
  "runs/lut_qsine64/qsine_sta.rpt", "No paths found.", "report_checks -from test_mode printed 'No paths found.'.")
q("factual", "frame_stats has a width warning on a constant - paste it", ["Literal has a width of 12 bit, but value requires 17 bit"],
  "runs/frame_stats/frame_build.log", "Literal has a width of 12 bit", "Warning for 12'h1FFFF at frame_stats.v:52.")
q("factual", "did the bmc_encoder testbench pass? how many bits did it check?", ["16 bits checked, 0 errors", "PASS"],
  "runs/bmc_encoder/bmc_sim.log", "16 bits checked", "Icarus log of bmc_encoder_tb.")
q("factual", "wns cache_tag_4ns", ["-2.86"],
  "runs/cache_tag_4ns/cache4_sta.rpt", "wns -2.86", "report_wns at 4 ns.")
q("factual", "johnson_div - period and waveform of the divided clock?", ["24.00", "12.00"],
  "runs/johnson_div/johnson_sta.rpt", "clk_div6                 24.00", "report_clock_properties: clk_div6 24.00, waveform 0.00 12.00 (generated).")
q("factual", "lane_deskew4: what drives the 'aligned' net?", ["_305_/Q", "DFFPOSX1"],
  "runs/lane_deskew4/deskew_sta.rpt", "_305_/Q output (DFFPOSX1)", "report_net -connections aligned: driver pin _305_/Q.")
q("factual", "total power number for bloom_hash8?", ["2.43e-02"],
  "runs/bloom_hash8/bloom_sta.rpt", "2.43e-02 100.0%", "report_power Total column (internal 2.18e-02, switching 2.42e-03).")
q("factual", "log2_est16 - how much margin is left against the 6 ns max delay, and on which in/out pair?",
  ["2.097", "din[2]", "log_q44[0]"],
  "runs/log2_est16/log2_sta.rpt", "2.097   slack (MET)", "Worst max path din[2] -> log_q44[0], set_max_delay 6.0.")
q("factual", "exit code of the hotswap_seq yosys run + the error line", ["yosys exit status: 1", "Found 1 problems in 'check -assert'"],
  "runs/hotswap_seq/exit_status.txt", "yosys exit status: 1", "exit_status.txt and the ERROR line in hotswap.log.")
q("factual", "What state encoding did yosys pick for the keypad_scan FSM, and how many state bits?", ["one-hot", "4"],
  "runs/keypad_scan/keypad.log", "mapping auto encoding to `one-hot`", "FSM_RECODE: auto -> one-hot, 'Number of state bits: 4'.")
q("factual", "the cache_tag_4ns sta report ends with an error, what is it?",
  ["report_worst_slack -max is not a known keyword or flag"],
  "runs/cache_tag_4ns/cache4_sta.rpt", "Error: cache4_sta.tcl, 11", "Line 11 of cache4_sta.tcl uses -max, which OpenSTA 2.0.17 rejects.")
q("factual", "area of one bit_sync2 in async_word_cg?", ["1408.000000"],
  "runs/async_word_cg/awsync_cg.log", "Chip area for module '\\bit_sync2'", "Per-module stat with hierarchy kept.")
q("factual", "how many BUFX2 ended up in bmc_encoder", ["40"],
  "runs/bmc_encoder/synth_out.txt", "BUFX2                          40", "Final stat -liberty after insbuf -buf BUFX2.")
q("factual", "frame_stats setup slack + startpoint", ["1.933", "vld"],
  "runs/frame_stats/frame_sta.rpt", "1.933   slack (MET)", "Max path vld -> _574_ at 6 ns.")
q("factual", "coffee_bin worst slack as reported by report_worst_slack", ["0.32"],
  "runs/coffee_bin/coffee_bin_sta.rpt", "worst slack 0.32", "report_worst_slack at 3 ns.")
q("factual", "In expgolomb_enc, after the multicycle was set, what slack does the _214_ -> _208_ path have?", ["2.271"],
  "runs/expgolomb_enc/expg_sta.rpt", "2.271   slack (MET)", "Path from sval_r flop _214_ with setup multiplier 2.")
q("factual", "what did select -count print in the bloom_hash8 run?", ["80 objects"],
  "runs/bloom_hash8/bloom_yosys.txt", "80 objects.", "select -count of the generic flop types before dfflibmap.")
q("factual", "lut_qsine64 cell count and area", ["107", "17284.000000"],
  "runs/lut_qsine64/qsine_synth.log", "Chip area for module '\\lut_qsine64'", "Final stat -liberty: 107 cells.")

# ---------------------------------------------------------------- statistical
q("statistical", "which runs failed in yosys?", ["beacon_sched", "hotswap_seq"],
  R, "- Yosys reached `End of script.`", "Two failures: hierarchy port error and check -assert.")
q("statistical", "how many of the runs went through OpenSTA?", ["14"],
  R, "- Timed with OpenSTA:", "14 timed runs listed in README summary.")
q("statistical", "list every run with a setup violation", ["bloom_hash8", "async_word_raw", "cache_tag_4ns", "expgolomb_enc"],
  R, "- Timed runs with a reported setup (max) violation", "expgolomb_enc violates only before the multicycle exception.")
q("statistical", "any hold violations anywhere? which runs", ["keypad_scan"],
  R, "- Timed runs with a reported setup (max) violation", "Only keypad_scan has VIOLATED min paths (hold and removal).")
q("statistical", "biggest design by area?", ["cache_tag_10ns", "cache_tag_4ns", "168616.000000"],
  R, "| 1 | cache_tag_10ns", "Both cache_tag_dm runs tie at 168616.000000.")
q("statistical", "smallest area among the mapped runs", ["johnson_div", "12188.000000"],
  R, "- Largest area:", "Rank 15 in the area table.")
q("statistical", "sum of chip area over all runs that have one", ["811124.00"],
  R, "- Runs with an area: 15. Total area", "15 runs with a liberty area; sum computed in README.")
q("statistical", "mean and median area across the runs with an area?", ["54074.93", "30140.00"],
  R, "- Runs with an area: 15. Total area", "Mean and median over 15 areas.")
q("statistical", "median cell count over the mapped runs", ["117.00"],
  R, "- Total cells 4599", "Median of 15 cell counts (coffee_auto 117).")
q("statistical", "who has the most flops and what's the flop total over all mapped runs?", ["cache_tag_10ns", "216", "919"],
  R, "- Most flops:", "cache_tag_10ns (and cache_tag_4ns) 216 flops; total 919.")
q("statistical", "highest and lowest area per cell?", ["async_word_cg", "338.62", "log2_est16", "109.64"],
  R, "- Highest area per cell:", "async_word_raw ties with async_word_cg at 338.62.")
q("statistical", "which runs are over 50k area", ["cache_tag_10ns", "cache_tag_4ns", "bloom_hash8", "lane_deskew4"],
  R, "- Runs with area above 50000", "Four runs above 50000.")
q("statistical", "how many DFFSR cells in total across the runs, and in how many runs?", ["146", "6"],
  R, "- Sequential cell DFFSR:", "coffee_auto 17, coffee_bin 13, keypad_scan 30, async_word_cg 39, async_word_raw 39, johnson_div 8.")
q("statistical", "total DFFPOSX1 count over everything", ["773"],
  R, "- Sequential cell DFFPOSX1:", "Sum over 9 runs.")
q("statistical", "which runs had an FSM extracted by yosys?", ["coffee_auto", "keypad_scan", "dmx512_tx"],
  R, "- FSM extraction: 3 runs", "coffee_bin has none (see reasoning).")
q("statistical", "yosys warning totals per run and overall", ["lane_deskew4", "frame_stats", "68", "72"],
  R, "- Yosys `Warnings: N unique messages, M total` lines", "lane_deskew4 4 total, frame_stats 68 total, sum 72.")
q("statistical", "compare total power of the runs where power was reported", ["bloom_hash8", "2.43e-02", "cache_tag_10ns", "3.89e-02"],
  R, "- report_power was run only in", "Only two runs ran report_power.")
q("statistical", "where was report_clock_properties used?", ["bloom_hash8", "async_word_raw", "johnson_div"],
  R, "- report_clock_properties was run in", "Three runs.")
q("statistical", "coffee_auto vs coffee_bin: cells and area difference?", ["117", "96", "6160.00"],
  R, "- coffee_auto vs coffee_bin:", "25232 vs 19072.")
q("statistical", "cache_tag_10ns vs cache_tag_4ns setup slack - how far apart?", ["3.142", "-2.858", "6.000"],
  R, "- cache_tag_10ns setup slack 3.142", "Same path addr[2] -> _1769_; difference equals the 6 ns period change.")
q("statistical", "rank by min period: which run needs the longest clock and which the shortest?", ["bloom_hash8", "9.741", "johnson_div", "1.865"],
  R, "- Largest minimum period:", "From worst single-cycle same-clock max paths.")
q("statistical", "which runs were synthesized but never timed", ["dmx512_tx", "bmc_encoder"],
  R, "- Synthesized but never timed:", "The two failed runs have neither netlist nor STA.")
q("statistical", "worst tns in the whole set?", ["cache_tag_4ns", "-508.76"],
  R, "- `tns` line printed in", "tns lines: async_word_raw -3.71, expgolomb_enc -0.49, cache_tag_4ns -508.76.")
q("statistical", "lane_deskew4 area vs johnson_div area, ratio?", ["7.25"],
  R, "- cache_tag_10ns / bloom_hash8 area ratio", "88352 / 12188.")
q("statistical", "what share of lane_deskew4's area is the elastic_tap instances", ["49344.00", "55.85%"],
  R, "- lane_deskew4: elastic_tap area over all four instances", "2 x 8160 + 2 x 16512 of 88352.")
q("statistical", "keypad_scan all_violators: how many rows per group?", ["**async_default** 30", "kclk 30"],
  R, "- keypad_scan `report_check_types -all_violators` rows per group", "Counted in README from the Group/Slack table.")
q("statistical", "which runs mapped a memory to flops, and what memories were they?", ["bloom_hash8", "lut_qsine64", "cache_tag_10ns", "cache_tag_4ns"],
  R, "- Memories mapped by memory_map:", "\\bits (64 x 1), proc_rom table (16 x 7), \\tags (16 x 10) twice.")
q("statistical", "how many endpoints violate in the cache_tag_4ns endpoint table?", ["6"],
  R, "- cache_tag_4ns: 6 endpoint rows printed, 6 VIOLATED", "All six rows of the -group_count 6 table violate.")
q("statistical", "fmax coffee_auto vs coffee_bin", ["368.7", "373.6"],
  R, "| coffee_auto | coffee_sta.rpt | max | clk | 5 |", "fmax = 1000 / (period - slack) in the README timing table.")
q("statistical", "which timed runs report no hold/min path at all", ["log2_est16", "coffee_bin", "cache_tag_4ns"],
  R, "- Runs with at least one min (hold/removal) path reported", "They only ran max reports.")
q("statistical", "flop count one-hot vs the other coffee run?", ["17", "13"],
  R, "- coffee_auto vs coffee_bin:", "DFFSR 17 vs 13.")
q("statistical", "single worst setup slack across all timed runs", ["cache_tag_4ns", "-2.858"],
  R, "cache_tag_4ns `cache4_sta.rpt` (setup/max, group clk, addr[2] -> _1769_, slack -2.858)", "Worse than bloom_hash8 -1.741.")
q("statistical", "avg cells per mapped run?", ["306.60"],
  R, "- Total cells 4599", "4599 / 15.")
q("statistical", "how much did the expgolomb_enc multicycle buy on the worst path", ["2.500"],
  R, "- expgolomb_enc worst path _214_ -> _208_", "-0.229 -> 2.271.")
q("statistical", "how many distinct violating full paths are printed across all sta reports?", ["9"],
  R, "- Distinct reported full paths with VIOLATED slack", "Counted once per start/end/type.")

# ---------------------------------------------------------------- reasoning
q("reasoning", "why did beacon_sched fail and whats the one-line fix?", ["step", "adv", "u_rng"],
  "runs/beacon_sched/beacon_err.log", "ERROR: Module", "u_rng connects .step but galois_step's enable port is adv; rename the connection to .adv(tick).")
q("reasoning", "hotswap_seq died on check -assert. what's the loop and how do I break it?", ["fet_ok", "limit_hold", "check -assert"],
  "runs/hotswap_seq/hotswap.log", "Warning: found logic loop", "fet_ok uses ~limit_hold and limit_hold uses ~fet_ok; register one of them or derive limit_hold from state only.")
q("reasoning", "beacon_sched has `default_nettype none yet lfsr_fb only gave a warning. what does that mean for the design once the port is fixed?",
  ["lfsr_fb", "is implicitly declared"],
  "runs/beacon_sched/beacon_err.log", "is implicitly declared", "Yosys 0.23 only warned; lfsr_fb becomes an implicit 1-bit wire; declare it (wire lfsr_fb).")
q("reasoning", "I asked for fsm -encoding binary in coffee_bin but the encfile is empty and no FSM shows up. why?",
  ["Adding EN signal", "coffee_fsm_enc.txt"],
  "runs/coffee_bin/coffee_bin_out.txt", "Adding EN signal on $procdff$236", "The plain opt before fsm merged an enable into the state flop ($adff -> $adffe), so FSM_DETECT found no state register; use opt -nodffe -nosdff or let synth run fsm.")
q("reasoning", "why is coffee_bin smaller than coffee_auto when it's the same RTL?", ["one-hot", "17", "13"],
  R, "- coffee_auto vs coffee_bin:", "coffee_auto re-encoded the FSM one-hot (7 state flops); coffee_bin kept the 3-bit encoding, 13 flops vs 17.")
q("reasoning", "async_word_raw shows negative slack on the crossing - real problem? how do I fix the constraints?",
  ["-0.279", "32.500", "33.000", "set_clock_groups"],
  "runs/async_word_raw/aws_raw_sta.rpt", "-0.279   slack (VIOLATED)", "hold_word -> dst_word with clk_src edge 32.500 vs clk_dst 33.000 (0.5 ns apart); asynchronous crossing, constrain like async_word_cg.")
q("reasoning", "bloom_hash8 fails setup at 8 ns. which stage is eating the time and what would help?", ["clr", "_0672_", "4.251"],
  "runs/bloom_hash8/bloom_sta.rpt", "4.251    6.911 ^ _0672_/Y (OR2X1)", "The OR2X1 after clr takes 4.251 ns (high-fanout clear/write decode) after a 2.0 ns input delay; buffer/split, register clr, or relax input delay.")
q("reasoning", "did abc -D 4000 buy anything in cache_tag_4ns?", ["1036", "168616.000000", "identical"],
  R, "- cache_tag_10ns and cache_tag_4ns netlists", "Same netlist as the 10 ns run: 1036 cells, same area, same addr[2] path.")
q("reasoning", "keypad_scan hold fails by >1ns on row_n inputs. why, and is it real?", ["1.200", "row_n[0]", "-1.216"],
  "runs/keypad_scan/keypad_sta.rpt", "Startpoint: row_n[0]", "set_clock_uncertainty -hold 1.2 with input min delay 0.0 into the first synchronizer flop; a constraint artefact, fix the hold uncertainty / min input delay.")
q("reasoning", "the removal check on rst_n in keypad_scan is violated - explain the numbers", ["rst_n", "-0.505", "1.505"],
  "runs/keypad_scan/keypad_sta.rpt", "-0.505   slack (VIOLATED)", "Arrival 1.000 (input delay) vs required 1.505 = 1.200 hold uncertainty + 0.305 removal time.")
q("reasoning", "how did the expgolomb_enc slack go from -0.229 to 2.271? is the hold side still ok?", ["-0.229", "2.271", "5.000"],
  "runs/expgolomb_enc/expg_sta.rpt", "2.271   slack (MET)", "Setup multiplier 2 moves the capture edge to 5.000; hold multiplier 1 keeps hold at the launch edge.")
q("reasoning", "once the multicycle is in, what limits expgolomb_enc?", ["in_vld", "0.241"],
  "runs/expgolomb_enc/expg_sta.rpt", "Startpoint: in_vld", "Next worst max path is in_vld -> _221_, 0.241 slack.")
q("reasoning", "why does lut_qsine64 have nothing timed from test_mode?", ["set_case_analysis", "No paths found."],
  "runs/lut_qsine64/qsine_sta.rpt", "No paths found.", "set_case_analysis 0 on test_mode makes it a constant, so no paths start there.")
q("reasoning", "what did yosys do with the sine case table in lut_qsine64?", ["Converted 1 switch", "width 7", "14"],
  "runs/lut_qsine64/qsine_synth.log", "Converted 1 switch.", "PROC_ROM turned the case into a 16 x 7 ROM, memory_map made it logic; only 14 DFFPOSX1 (phase + wave) remain.")
q("reasoning", "frame_stats: the final check claims min_b, max_b and friends are undriven. real bugs or noise?", ["flags [3]", "last_b"],
  "runs/frame_stats/frame_build.log", "9. Executing CHECK pass", "Step-9 warnings hit Q outputs of mapped DFFPOSX1 cells (the check after abc does not know the liberty cells); the real ones are flags[3] and last_b from step 4.")
q("reasoning", "what does the 12 vs 17 bit literal warning do to frame_stats behaviour?", ["12 bit", "17 bit", "frame_stats.v:52"],
  "runs/frame_stats/frame_build.log", "Literal has a width of 12 bit", "12'h1FFFF is truncated to 12 bits (0xFFF), so seq_err fires at byte_cnt 4095.")
q("reasoning", "is_zero in frame_stats - should I worry about that warning?", ["is_zero", "frame_stats.v:24"],
  "runs/frame_stats/frame_build.log", "is implicitly declared", "Implicit 1-bit wire; works here since the compare is 1 bit, but declare it.")
q("reasoning", "lane_deskew4 complains that the stage / arr arrays got turned into plain registers - should I care?", ["\\stage", "elastic_tap.v:14", "\\arr"],
  "runs/lane_deskew4/deskew_synth.log", "Replacing memory \\stage", "Arrays written in a for loop / reset loop become plain flops; expected for a shift line, not an error.")
q("reasoning", "why does johnson_div's clk_div6 group show 22 ns of slack when clk is 4 ns?", ["24.00", "22.135"],
  "runs/johnson_div/johnson_sta.rpt", "22.135   slack (MET)", "clk_div6 is generated -divide_by 6, period 24.00, so its paths get a 24 ns window.")
q("reasoning", "async_word_cg shows zero src->dst paths. so is the crossing just unchecked now, and is that acceptable?", ["No paths found.", "set_clock_groups"],
  "runs/async_word_cg/awsync_cg_sta.rpt", "No paths found.", "set_clock_groups -asynchronous removes the crossings; OK because req goes through bit_sync2 and hold_word is held stable.")
q("reasoning", "cache_tag_10ns critical path - what's slow and what would you try?", ["addr[2]", "_0851_", "2.192"],
  "runs/cache_tag_10ns/cache_sta.rpt", "_0851_/Y (NOR2X1)", "addr[2] index decode; NOR2X1 stage of 2.192 ns after a 2.0 ns input delay; buffer the decode or register addr.")
q("reasoning", "bmc_encoder has a pile of BUFX2 - where did they come from?", ["insbuf", "40"],
  "runs/bmc_encoder/synth_out.txt", "Executing INSBUF pass", "insbuf -buf BUFX2 added one buffer per directly connected wire (40 'Added' lines); hilomap found nothing to map.")
q("reasoning", "what happened to the coffee_brew_fsm state register in coffee_auto?", ["coffee_brew_fsm.st", "one-hot", "7"],
  "runs/coffee_auto/coffee_synth.log", "mapping auto encoding to `one-hot`", "FSM extracted and recoded from 3-bit to one-hot with 7 state bits.")
q("reasoning", "log2_est16 used abc -D 3000 but the path is 3.903 ns. did the target fail, and does it matter?", ["3.903", "2.097"],
  "runs/log2_est16/log2_sta.rpt", "3.903   data arrival time", "Arrival 3.903 exceeds the 3 ns abc target (STA adds INVX1 drive and 0.05 load), but the 6.0 set_max_delay still has 2.097 slack.")
q("reasoning", "async_word_raw: the _162_ -> _179_ violation, what is that path?", ["_162_", "_179_", "-0.158"],
  "runs/async_word_raw/aws_raw_sta.rpt", "-0.158   slack (VIOLATED)", "req_seen (clk_dst) into u_ack_sync.s1 (clk_src): a synchronizer input, should be excluded as asynchronous.")
q("reasoning", "keypad_scan tns is 0.00 - so timing is clean right?", ["tns 0.00", "-1.216"],
  "runs/keypad_scan/keypad_sta.rpt", "tns 0.00", "report_tns only sums setup; hold has many violators (worst -1.216).")
q("reasoning", "the cache_tag_4ns sta errored - are the wns/tns still valid?", ["report_worst_slack", "-2.86", "-508.76"],
  "runs/cache_tag_4ns/cache4_sta.rpt", "Error: cache4_sta.tcl, 11", "Error is on the last command; earlier reports printed; 2.0.17 report_worst_slack takes only -digits.")

# ---------------------------------------------------------------- absent
q("absent", "slack in the async_word_fp run?", ["async_word_cg", "async_word_raw"],
  R, "| async_word_cg | async_word_sync", "No async_word_fp run; the two async_word_sync runs are async_word_cg (clock groups) and async_word_raw.")
q("absent", "show me keypad_scan's power report", ["bloom_hash8", "cache_tag_10ns"],
  R, "- report_power was run only in", "report_power only in bloom_hash8 and cache_tag_10ns.")
q("absent", "gate level sim results for dmx512_tx?", ["bmc_encoder"],
  R, "- Simulation: only bmc_encoder", "Only bmc_encoder was simulated (RTL, Icarus); no gate-level sim anywhere.")
q("absent", "hold slack for coffee_bin?", ["coffee_auto", "0.560"],
  R, "- Runs with at least one min (hold/removal) path reported", "coffee_bin has only max reports; coffee_auto's clk hold path is 0.560.")
q("absent", "results for cache_tag_2way?", ["cache_tag_dm"],
  R, "| cache_tag_10ns | cache_tag_dm", "Only a direct-mapped cache_tag_dm exists (runs cache_tag_10ns, cache_tag_4ns).")
q("absent", "how much does SPEF wire cap add on lane_deskew4's worst path", ["SPEF", "lane_deskew4"],
  R, "- Nothing else was run", "No parasitics were read; ideal clocks, liberty pin caps only.")
q("absent", "johnson_div clk_div8 period?", ["clk_div6", "24.00"],
  R, "- report_clock_properties was run in", "The generated clock is clk_div6 (divide by 6), 24.00.")
q("absent", "verilator lint output for hotswap_seq?", ["check -assert", "hotswap_seq"],
  R, "- hotswap_seq: `Warning: found logic loop", "No Verilator was run; the loop was reported by Yosys check.")
q("absent", "area of galois_step?", ["galois_step", "does not have a port named 'step'"],
  "runs/beacon_sched/beacon_err.log", "ERROR: Module", "beacon_sched failed in hierarchy; no stat was printed, so no area for galois_step.")
q("absent", "dmx512_tx setup slack at 10 MHz?", ["dmx_build.log"],
  R, "- `runs/dmx512_tx/`", "dmx512_tx was never timed; only the generic-synth log and run.sh are kept.")
q("absent", "can you diff the dmx512_tx netlist against its RTL?", ["dmx_build.log", "run.sh"],
  R, "- `runs/dmx512_tx/`", "RTL copy and netlist were deleted; only dmx_build.log and run.sh remain.")
q("absent", "keypad_scan at a 4ns clock - slack?", ["kclk", "2.515"],
  R, "| keypad_scan | keypad_sta.rpt | max | kclk | 6 |", "Only a 6 ns kclk run exists; setup slack 2.515.")
q("absent", "bloom_hash8 hold violations due to clock uncertainty?", ["0.419"],
  "runs/bloom_hash8/bloom_sta.rpt", "0.419   slack (MET)", "No uncertainty was set in bloom_hash8; its hold path is MET at 0.419.")
q("absent", "log2_est16 clock period?", ["set_max_delay", "6.0"],
  "runs/log2_est16/log2_sta.tcl", "set_max_delay 6.0", "No clock; combinational, constrained with set_max_delay 6.0.")
q("absent", "clock properties for cache_tag_4ns", ["bloom_hash8", "async_word_raw", "johnson_div"],
  R, "- report_clock_properties was run in", "Not run for cache_tag_4ns (4 ns from create_clock only).")
q("absent", "tns in lane_deskew4?", ["report_wns", "0.00"],
  "runs/lane_deskew4/deskew_sta.rpt", "wns 0.00", "No report_tns in lane_deskew4; report_wns printed 0.00.")
q("absent", "expgolomb_dec timing?", ["expgolomb_enc"],
  R, "| expgolomb_enc | expgolomb_enc", "Only the encoder exists.")
q("absent", "which runs used sky130?", ["osu035_stdcells.lib"],
  R, "- Cell library: OSU035", "All runs use OSU035.")
q("absent", "gray-coded coffee_brew_fsm run numbers?", ["coffee_auto", "coffee_bin"],
  R, "| coffee_bin | coffee_brew_fsm", "No gray encoding run; coffee_auto (one-hot) and coffee_bin (binary requested, not extracted).")
q("absent", "bmc_encoder worst slack?", ["bmc_encoder", "bmc_sim.log"],
  R, "- Synthesized but never timed:", "bmc_encoder was simulated and synthesized but never timed.")
q("absent", "equivalence check result coffee_auto vs coffee_bin?", ["equivalence", "coffee_bin"],
  R, "- Nothing else was run", "No formal or equivalence check in this set.")
q("absent", "frame_statistics warnings count", ["frame_stats", "68"],
  R, "- Yosys `Warnings: N unique messages, M total` lines", "Near-miss name; the run is frame_stats with 68 warnings total.")
q("absent", "how many BRAM blocks does cache_tag_dm take", ["created 16 $dff cells", "cache_tag_10ns"],
  "runs/cache_tag_10ns/cache_synth.log", "created 16 $dff cells", "No RAM macros; memory_map turned tags into 16 x 10 flops.")


def main():
    cats = {}
    with open(os.path.join(HERE, "questions.jsonl"), "w") as fh:
        for i, (cat, question, must, path, text, nth, notes) in enumerate(Q, 1):
            ln = line_of(path, text, nth)
            d = {"id": f"q{i:03d}", "category": cat, "scope": SCOPE, "question": question,
                 "must_contain": must, "evidence": f"{path}:{ln}", "notes": notes}
            fh.write(json.dumps(d) + "\n")
            cats[cat] = cats.get(cat, 0) + 1
    print(len(Q), cats)


if __name__ == "__main__":
    main()
