#!/usr/bin/env python3
"""Writes questions.jsonl. Evidence line numbers are looked up in the real files (first line holding the anchor)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
SCOPE = "proj:blind21"

def E(path, anchor, nth=1):
    full = os.path.join(HERE, path)
    k = 0
    for i, l in enumerate(open(full, errors='replace'), 1):
        if anchor in l:
            k += 1
            if k == nth:
                return '%s:%d' % (path, i)
    raise SystemExit('anchor not found: %s in %s' % (anchor, path))

def ER(path, pattern):
    import re
    full = os.path.join(HERE, path)
    for i, l in enumerate(open(full, errors='replace'), 1):
        if re.search(pattern, l):
            return '%s:%d' % (path, i)
    raise SystemExit('pattern not found: %s in %s' % (pattern, path))

def R(anchor):
    return E('README.md', '| %s |' % anchor)

Q = []
def q(cat, question, must, ev, notes):
    Q.append((cat, question, must, ev, notes))

B = 'runs/beeper_fsm_10ns/'; C = 'runs/checksum16_syn/'; D = 'runs/dither_bayer_comb/'
CB = 'runs/circbuf_mem_nomap/'; BR = 'runs/bitrev_comb_generic/'; W8 = 'runs/divider_seq_w8/'
W16 = 'runs/divider_seq_w16/'; AF = 'runs/adder_tree_flat/'; AH = 'runs/adder_tree_hier/'
CS = 'runs/cmp_sort4_tb/'; RF = 'runs/banked_rf_map/'; HS = 'runs/handshake_sync_2clk/'
FL = 'runs/fader_led_missing/'; MM = 'runs/matmul2_unlinked/'; KM = 'runs/keymatrix_scan_gen/'
L1 = 'runs/lockout_fsm_v1/'; L2 = 'runs/lockout_fsm_v2/'; EG = 'runs/egress_shaper_check/'

# ---------------- factual ----------------
F = 'factual'
q(F, "what's the worst setup slack on the beeper run at 10ns?", ["6.830"], E(B+'reports/sta_10ns.rpt', 'slack (MET)'), "sta_10ns.rpt reports a single max path with slack 6.830 (MET).")
q(F, "chip area for checksum16 after mapping to osu035?", ["52868.000000"], E(C+'syn/yosys_checksum16.log', "Chip area for module"), "The stat -liberty block in the yosys log gives 52868.000000 for checksum16.")
q(F, "STA on checksum16_syn complained about a port in the SDC - which one?", ["in_data*"], E(C+'sta/timing.rpt', "not found"), "First line of timing.rpt: port 'in_data*' not found (constraints.sdc line 3).")
q(F, "hold slack for the checksum block?", ["0.616"], E(C+'sta/timing.rpt', '0.616   slack'), "The min-path section of timing.rpt ends in slack 0.616 (MET).")
q(F, "In the Bayer dither run, which output endpoint has the worst path?", ["pix_out[1]"], E(D+'reports/dither_sta.log', 'Endpoint: pix_out[1]'), "The first reported path ends at pix_out[1] with slack -0.324.")
q(F, "tns for dither_bayer_comb", ["-0.96"], E(D+'reports/dither_sta.log', 'tns '), "report_tns prints tns -0.96 in dither_sta.log.")
q(F, "how many DFFSR cells in the 8 bit divider netlist?", ["47"], ER(W8+'logs/yosys_w8.log', r'^\s+DFFSR\s+47$'), "The final stat block of yosys_w8.log lists DFFSR 47.")
q(F, "wns of the 16-bit divider at 6 ns?", ["-1.75"], E(W16+'reports/sta_w16.rpt', 'wns '), "sta_w16.rpt prints wns -1.75.")
q(F, "which command errored in the divider_seq_w16 sta script?", ["report_clock_skew_all"], E(W16+'reports/sta_w16.rpt', 'invalid command'), "sta_w16.rpt: invalid command name report_clock_skew_all (sta_w16.tcl line 8).")
q(F, "where does the critical path of the flattened adder tree start?", ["din[17]"], E(AF+'out/sta.rpt', 'Startpoint: din[17]'), "out/sta.rpt: worst path starts at input din[17], slack 2.375.")
q(F, "what width warning does yosys give on adder_tree?", ["u_final", "12 bits to 11 bits"], E(AF+'out/synth.log', 'Resizing cell port'), "synth.log line: Resizing cell port adder_tree.u_final.s from 12 bits to 11 bits.")
q(F, "total power reported for banked_rf?", ["5.93e-02"], E(RF+'reports/rf_sta.txt', 'Total    '), "The Total row of report_power in rf_sta.txt shows 5.93e-02.")
q(F, "how many MUX2X1 in the register file netlist", ["86"], ER(RF+'logs/rf_synth.log', r'^\s+MUX2X1\s+86$'), "Final stat block of rf_synth.log: MUX2X1 86.")
q(F, "period of clk_b in the handshake run?", ["7.00"], E(HS+'reports/hs_sta.log', 'clk_b                     7.00'), "report_clock_properties in hs_sta.log lists clk_b with period 7.00.")
q(F, "worst hold slack in the clk_b domain for handshake_sync", ["0.364"], E(HS+'reports/hs_sta.log', '0.364   slack'), "The hold section's clk_b path ends in slack 0.364 (MET).")
q(F, "what period did sta derive for the generated scan clock in keymatrix_scan?", ["20.00"], E(KM+'reports/km_sta.rpt', 'scan_clk                 20.00'), "report_clock_properties shows scan_clk 20.00 (generated) from clk 5.00 divided by 4.")
q(F, "keymatrix_scan_gen: number of DFFSR cells?", ["22"], ER(KM+'logs/km_yosys.log', r'^\s+DFFSR\s+22$'), "The stat block in km_yosys.log lists DFFSR 22.")
q(F, "What line of the v1 lockout rtl did yosys choke on?", ["lockout_fsm_v1.v:26", "TOK_IF"], E(L1+'yosys_v1.log', 'ERROR'), "yosys_v1.log: src/lockout_fsm_v1.v:26: ERROR: syntax error, unexpected TOK_IF.")
q(F, "how many latches ended up in lockout_fsm_v2?", ["LATCH", "2"], E(L2+'logs/yosys_v2.log', 'LATCH                           2'), "Final stat block of yosys_v2.log lists LATCH 2.")
q(F, "which signal got a latch inferred in lockout_fsm v2?", ["status_led"], E(L2+'logs/yosys_v2.log', 'Latch inferred'), "PROC_DLATCH reports a latch inferred for status_led.")
q(F, "fader_led_missing yosys error, which module is it missing?", ["fader_led_pwm"], E(FL+'logs/yosys.log', 'ERROR'), "yosys.log ERROR: module fader_led_pwm referenced in fader_led (cell u_pwm) is not part of the design.")
q(F, "did the circular buffer testbench pass?", ["PASS"], E(CB+'logs/sim.log', 'PASS'), "logs/sim.log: PASS: circbuf_mem_tb 16 words in order, 0 errors.")
q(F, "how many vectors failed in the sort4 tb?", ["3 of 6"], E(CS+'logs/sim.log', 'TEST FAILED'), "logs/sim.log ends with TEST FAILED: 3 of 6 vectors out of order.")
q(F, "count of $_XOR_ gates in the matmul2 generic netlist", ["314"], E(MM+'logs/yosys.log', '$_XOR_  '), "The stat block in matmul2_unlinked/logs/yosys.log lists $_XOR_ 314.")
q(F, "egress_shaper: which signal has multiple conflicting drivers?", ["drop"], E(EG+'logs/shaper.log', 'multiple conflicting drivers'), "shaper.log check pass: multiple conflicting drivers for egress_shaper.drop.")
q(F, "longest topological path length for bitrev_comb (W=32)?", ["length=10"], E(BR+'reports/ltp.txt', 'length='), "reports/ltp.txt: longest topological path in bitrev_comb has length=10, from mode[1] to par.")
q(F, "which input has no set_input_delay in the egress shaper run?", ["rst"], E(EG+'reports/shaper_sta.txt', '  rst'), "check_setup in shaper_sta.txt lists rst as the one input port missing set_input_delay.")
q(F, "area of the dither block?", ["3080.000000"], E(D+'logs/dither_yosys.log', 'Chip area for module'), "dither_yosys.log stat -liberty: Chip area 3080.000000.")

# ---------------- statistical ----------------
S = 'statistical'
q(S, "which run has the biggest chip area?", ["divider_seq_w16", "102008.000000"], R('divider_seq_w16'), "README area column: divider_seq_w16 has the largest area, 102008.000000.")
q(S, "smallest mapped area among all runs", ["dither_bayer_comb", "3080.000000"], R('dither_bayer_comb'), "README area column: dither_bayer_comb is the smallest at 3080.000000.")
q(S, "which runs have negative wns?", ["banked_rf_map", "dither_bayer_comb", "divider_seq_w16"], R('banked_rf_map'), "README wns column: -0.35 banked_rf_map, -0.32 dither_bayer_comb, -1.75 divider_seq_w16; all others 0.00 or -.")
q(S, "Which run has the most flops?", ["divider_seq_w16", "88"], R('divider_seq_w16'), "README flops column: divider_seq_w16 has 88, the maximum.")
q(S, "which runs synthesized but never had STA run on them at all", ["bitrev_comb_generic", "circbuf_mem_nomap", "cmp_sort4_tb"], R('bitrev_comb_generic'), "README: these three have a yosys log with cells but STA report '-'; fader_led_missing and lockout_fsm_v1 failed in yosys.")
q(S, "how many runs died in yosys and which ones?", ["fader_led_missing", "lockout_fsm_v1"], R('fader_led_missing'), "README: two runs have cells '-' with an error count of 1: fader_led_missing and lockout_fsm_v1.")
q(S, "area difference between the 16-bit and 8-bit divider?", ["102008.000000", "55772.000000"], R('divider_seq_w16'), "README: 102008.000000 - 55772.000000 = 46236 area units more for WIDTH=16.")
q(S, "cell count ratio divider w16 vs w8", ["430", "243"], R('divider_seq_w8'), "README cells: 430 / 243, about 1.77x.")
q(S, "compare cell counts of adder_tree flat vs hier", ["571", "7"], R('adder_tree_flat'), "README cells: adder_tree_flat 571, adder_tree_hier 7 (only the top-level instances of the kept submodules are counted).")
q(S, "worst tns across all runs?", ["divider_seq_w16", "-38.67"], R('divider_seq_w16'), "README tns column: divider_seq_w16 has -38.67, far worse than -0.56 and -0.96.")
q(S, "sum the tns of every failing run", ["-0.56", "-0.96", "-38.67"], R('banked_rf_map'), "README tns: -0.56 + -0.96 + -38.67 = -40.19.")
q(S, "rank the timing-failing runs from worst wns to least bad", ["-1.75", "-0.35", "-0.32"], R('dither_bayer_comb'), "README wns: divider_seq_w16 -1.75, banked_rf_map -0.35, dither_bayer_comb -0.32.")
q(S, "which run was constrained with the slowest clock?", ["matmul2_unlinked", "clk(12)"], R('matmul2_unlinked'), "README clocks column: matmul2_unlinked uses clk(12), the longest period; it never linked though.")
q(S, "how many runs use a 6 ns clock", ["divider_seq_w8", "divider_seq_w16", "egress_shaper_check"], R('egress_shaper_check'), "README clocks column: clk(6.0) for both divider runs and clk(6) for egress_shaper_check, 3 runs.")
q(S, "among liberty mapped runs, which has the fewest cells?", ["dither_bayer_comb", "24"], R('dither_bayer_comb'), "README: dither_bayer_comb has 24 cells and area 3080.000000, the fewest among runs with an area.")
q(S, "total flops over both divider runs", ["47", "88"], R('divider_seq_w8'), "README flops: 47 + 88 = 135.")
q(S, "average area of the two divider runs?", ["55772.000000", "102008.000000"], R('divider_seq_w8'), "README area: (55772 + 102008) / 2 = 78890.")
q(S, "which run has a generated clock", ["keymatrix_scan_gen", "scan_clk(gen /4)"], R('keymatrix_scan_gen'), "README clocks column: only keymatrix_scan_gen lists a generated clock, scan_clk(gen /4).")
q(S, "which run constrains more than one real clock?", ["handshake_sync_2clk", "clk_a(10)", "clk_b(7)"], R('handshake_sync_2clk'), "README clocks column: handshake_sync_2clk has clk_a(10) and clk_b(7); keymatrix has one master plus a generated clock.")
q(S, "which run logged the most error lines", ["cmp_sort4_tb", "4"], R('cmp_sort4_tb'), "README errors column: cmp_sort4_tb has 4 (three MISMATCH lines plus TEST FAILED).")
q(S, "largest first slack among all sta reports?", ["handshake_sync_2clk", "6.944"], R('handshake_sync_2clk'), "README first slack column: 6.944 for handshake_sync_2clk is the largest (beeper 6.830 next).")
q(S, "area per cell for the beeper design", ["29028.000000", "184"], R('beeper_fsm_10ns'), "README: 29028 / 184 = about 157.8 area units per cell.")
q(S, "which runs report zero flops?", ["bitrev_comb_generic", "cmp_sort4_tb", "dither_bayer_comb", "adder_tree_hier"], R('adder_tree_hier'), "README flops column is 0 for these four (adder_tree_hier only because its flops sit inside the kept submodules).")
q(S, "how many dither outputs violate and what's the least bad one?", ["pix_out[3]", "-0.05"], E(D+'reports/dither_sta.log', 'pix_out[3] (output)'), "The end-format summary lists all four pix_out bits VIOLATED; the least bad is pix_out[3] at -0.05.")
q(S, "adder tree flat: of the 5 summary paths how many start at din[17]?", ["din[17]", "2.37", "2.44"], E(AF+'out/sta.rpt', 'din[17] (input)'), "The summary-format table has 5 rows; din[17] starts two of them (2.37 and 2.44).")
q(S, "which is bigger, the flattened adder tree or the register file, and by how much?", ["83560.000000", "72476.000000"], R('adder_tree_flat'), "README area: adder_tree_flat 83560.000000 vs banked_rf_map 72476.000000, 11084 more.")
q(S, "what fraction of the handshake_sync cells are flops?", ["26", "89"], R('handshake_sync_2clk'), "README: 26 flops out of 89 cells, about 29%.")
q(S, "how many runs have an STA report file?", ["matmul2_unlinked", "adder_tree_hier"], R('matmul2_unlinked'), "README STA report column is filled for 13 of 18 runs, including matmul2_unlinked and adder_tree_hier whose reports contain no real paths.")
q(S, "which run has the lowest positive first slack, i.e. closest to failing while still passing", ["divider_seq_w8", "0.195"], R('divider_seq_w8'), "README first slack column: divider_seq_w8 has 0.195, the smallest MET value (it is a removal check on rst_n).")
q(S, "average cell count of the two lockout runs that produced stats", ["lockout_fsm_v2", "178"], R('lockout_fsm_v2'), "README: only lockout_fsm_v2 has a cell count (178); lockout_fsm_v1 stopped at a syntax error so there is no average over two.")
q(S, "banked_rf power: share of sequential vs combinational", ["51.7%", "48.3%"], E(RF+'reports/rf_sta.txt', 'Sequential  '), "report_power in rf_sta.txt: Sequential 51.7%, Combinational 48.3% of total.")

# ---------------- reasoning ----------------
Rn = 'reasoning'
q(Rn, "why does the 16-bit divider fail at 6ns when the 8-bit one passes?", ["-1.750", "_342_"], E(W16+'reports/sta_w16.rpt', '_342_/Y'), "The clk path in sta_w16.rpt crosses INVX1 _342_ (1.765 ns) and several ~1.7 ns NAND/NOR stages on heavily loaded nets of the wider subtract/compare; arrival 7.533 vs required 5.783 gives -1.750.")
q(Rn, "divider_seq_w16 first slack is positive 5.578 but wns is -1.75, which one do I believe?", ["**async_default**", "-1.750"], E(W16+'reports/sta_w16.rpt', 'async_default'), "The first path is the rst_n recovery check in group **async_default** (5.578); the real setup path in group clk is -1.750, matching wns -1.75.")
q(Rn, "keymatrix_scan_gen shows wns 0.00, is timing actually clean?", ["-19.016", "VIOLATED"], E(KM+'reports/km_sta.rpt', '-19.016'), "No: the hold section has cols[0] -> _181_ at -19.016 (VIOLATED); report_wns/tns only look at setup.")
q(Rn, "where does that huge hold violation in the keyboard scanner come from and how to fix it", ["set_multicycle_path 2 -setup", "-19.016"], E(KM+'km_sta.tcl', 'set_multicycle_path'), "km_sta.tcl sets a 2-cycle setup multicycle from cols without a matching -hold 1, so the hold check moves to the 20 ns edge; add set_multicycle_path 1 -hold from the same ports.")
q(Rn, "adder_tree_hier STA says wns 0.00, can I sign off on that?", ["Creating black box"], E(AH+'out/sta.rpt', 'Creating black box'), "No: sta.rpt shows the three paramod adder modules were not found and became black boxes, so no register paths were timed.")
q(Rn, "why is there no area for the top in the hierarchical adder tree run?", ["is unknown"], E(AH+'out/synth.log', 'is unknown'), "stat -top could not sum the submodules: yosys says area for the $paramod adder_tree_add2 cell types is unknown (they were renamed), so only per-submodule areas are printed.")
q(Rn, "is the Resizing cell port warning on adder_tree harmful?", ["12 bits to 11 bits"], E(AF+'out/synth.log', 'Resizing cell port'), "l3 is 12 bits but u_final.s is 11 bits; only l3[10:0] drives sum, so the dropped top bit was never used; harmless, but l3 should be declared [10:0].")
q(Rn, "checksum16 sdc warning, does it matter for the result?", ["in_data*"], E(C+'sta/timing.rpt', 'in_data*'), "The data bus is in_word, so set_input_delay on in_data* matched nothing and in_word paths have no input delay; the 1.774 setup slack does not cover them. Fix the port name.")
q(Rn, "why is there no timing at all for matmul2?", ["$_DFF_P_", "No paths found."], E(MM+'logs/sta.log', 'No paths found.'), "The netlist was written from generic yosys cells ($_XOR_, $_DFF_P_...) never mapped to OSU035, so STA black-boxes them and finds no paths; map with dfflibmap/abc -liberty first.")
q(Rn, "matmul2_unlinked has wns 0.00, does that mean it meets 12ns?", ["No paths found."], E(MM+'logs/sta.log', 'No paths found.'), "No, wns 0.00 only reflects that no path was timed: report_checks says No paths found because every cell was a black box.")
q(Rn, "what did yosys do with the conflicting drivers on drop in egress_shaper?", ["Resolved using constant"], E(EG+'logs/shaper.log', 'Resolved using constant'), "shaper.log: driver-driver conflict for drop resolved using constant 1'0, so drop is effectively tied low in the netlist.")
q(Rn, "why is drop listed as an unconstrained endpoint even though the sdc sets an output delay on it?", ["drop", "Resolved using constant"], E(EG+'logs/shaper.log', 'Resolved using constant'), "drop is driven by a constant after the multiple-driver conflict (shaper.log), so no timing path reaches it; check_setup lists it as unconstrained.")
q(Rn, "lockout fsm v2: why was a latch inferred?", ["status_led"], E(L2+'logs/yosys_v2.log', 'Latch inferred'), "The output decode case has no branch for ST_CHECK and no default for status_led, so it must hold its value: latch inferred for status_led.")
q(Rn, "is the lockout_fsm_v2 netlist ok to use?", ["unlocked", "has no driver"], E(L2+'logs/yosys_v2.log', 'unlocked is used but has no driver'), "No: the final check warns unlocked, locked_out and status_led are used but have no driver after the latch map/insbuf steps, so the outputs are not really driven.")
q(Rn, "what was wrong in lockout v1 and was it fixed in v2?", ["TOK_IF", "lockout_fsm_v1.v:26"], E(L1+'yosys_v1.log', 'TOK_IF'), "v1 fails to parse at line 26 (unexpected TOK_IF) because the statement on line 25 lacks its semicolon; v2 parses and synthesizes to 178 cells.")
q(Rn, "lockout v2 sta says unclocked register/latch pins, what does that mean here", ["_285_/CLK", "_286_/CLK"], E(L2+'reports/sta_v2.rpt', '_285_/CLK'), "The two LATCH cells use decoded state logic as enable, not a clock, so their D pins are unconstrained and the latch outputs are untimed.")
q(Rn, "how do I fix the fader_led run?", ["fader_led_pwm"], E(FL+'logs/yosys.log', 'ERROR'), "Only fader_led.v was read; also read fader_led_pwm.v (it is copied into src/) before hierarchy -check.")
q(Rn, "why does the sort4 testbench fail?", ["MISMATCH", "5 9 7 50"], E(CS+'logs/sim.log', '5 9 7 50'), "cmp_sort4 never compares the middle pair after stage 2 (the RTL marks it TODO), so inputs like 5 50 7 9 come out 5 9 7 50.")
q(Rn, "register file misses timing at 3.5ns, what path limits it?", ["raddr_b[1]", "-0.345"], E(RF+'reports/rf_sta.txt', 'Startpoint: raddr_b[1]'), "Worst path is raddr_b[1] through the asynchronous read mux and adder into a sum_q flop, -0.345; relax the period to about 3.85 ns or register the read address.")
q(Rn, "how much longer would the dither virtual clock need to be to pass?", ["-0.324", "x[1]"], E(D+'reports/dither_sta.log', '-0.324'), "The worst path x[1] -> pix_out[1] misses by 0.324 ns, so a period of about 4.83 ns (4.5 + 0.324) is needed with the same I/O delays.")
q(Rn, "beeper fsm run: did the state machine get extracted, and should I care?", ["fsm extraction failed"], E(B+'logs/yosys.log', 'fsm extraction failed'), "FSM_EXTRACT failed (incomplete input selection tree) and warned about the fsm_encoding attribute; the state stays plain logic, still 6.830 slack, so it only costs possible recoding savings.")
q(Rn, "why are there no clk_a to clk_b paths in the handshake timing report?", ["set_clock_groups"], E(HS+'hs.sdc', 'set_clock_groups'), "hs.sdc declares clk_a and clk_b asynchronous with set_clock_groups, so crossings through the req/ack synchronizers are not timed; only intra-domain paths appear.")
q(Rn, "divider w8 first slack in the report is only 0.195 - is that a setup problem?", ["removal", "0.195"], E(W8+'reports/sta_w8.rpt', 'removal check'), "No, 0.195 is the rst_n removal check on a DFFSR (async_default group, min path); setup on clk has 1.831 and wns is 0.00.")
q(Rn, "tokens_o shows up as unconstrained in egress_shaper_check - problem?", ["tokens_o", "set_output_delay"], E(EG+'reports/shaper_sta.txt', 'missing set_output_delay'), "shaper.sdc only sets output delay on pkt_grant and drop, so the 8 tokens_o ports have no output constraint; add set_output_delay if they leave the block.")
q(Rn, "what does the mm.sdc warning in the matmul2 sta log mean", ["mm.sdc", "set_input_delay"], E(MM+'logs/sta.log', 'mm.sdc'), "set_input_delay was applied to all_inputs, which includes the clk port that carries the clock; STA rejects that part. Exclude clk from the list.")
q(Rn, "circbuf_mem_nomap stat shows only 17 cells for a 16x8 buffer, is the memory missing?", ["$mem_v2"], E(CB+'reports/stat_nomap.txt', '$mem_v2'), "memory -nomap keeps the array as one $mem_v2 cell (not expanded to flops), so the 17 cells are pointer/count logic plus that memory cell.")
q(Rn, "why 67 flops in the flattened adder tree?", ["67"], E(AF+'out/synth.log', 'DFFPOSX1                       67'), "Pipeline registers: 4 x 9-bit + 2 x 10-bit + 11-bit final = 67 DFFPOSX1 (the 12th bit of l3 is not driven by u_final).")

# ---------------- absent ----------------
A = 'absent'
q(A, "worst slack of the fifo run?", ["circbuf_mem_nomap"], R('circbuf_mem_nomap'), "No fifo run exists; the buffer design is circbuf_mem_nomap, which has no STA report (only RTL sim and generic stat).")
q(A, "hold slack for beeper_fsm_10ns?", ["beeper_fsm_10ns"], E(B+'scripts/sta.tcl', 'report_checks'), "beeper_fsm_10ns only ran report_checks -path_delay max; no hold/min report exists.")
q(A, "what's the dynamic power of the dither block", ["dither_bayer_comb", "banked_rf_map"], R('dither_bayer_comb'), "No report_power was run for dither_bayer_comb; only banked_rf_map has a power report.")
q(A, "wns for divider_seq_w32?", ["divider_seq_w8", "divider_seq_w16"], R('divider_seq_w16'), "There is no WIDTH=32 run; the divider runs are divider_seq_w8 and divider_seq_w16.")
q(A, "area of adder_tree_pipe3?", ["adder_tree_flat", "adder_tree_hier"], R('adder_tree_flat'), "No adder_tree_pipe3 run; the adder tree has adder_tree_flat and adder_tree_hier.")
q(A, "did the gate level sim of cmp_sort4 pass?", ["cmp_sort4_tb"], R('cmp_sort4_tb'), "Only an RTL testbench ran in cmp_sort4_tb; no gate-level simulation exists.")
q(A, "which SPEF was used for handshake_sync timing", ["handshake_sync_2clk"], E(HS+'hs_sta.tcl', 'read_sdc'), "handshake_sync_2clk never read a SPEF; timing uses ideal clocks and liberty wire-load-free delays.")
q(A, "setup slack for the circbuf run", ["circbuf_mem_nomap"], R('circbuf_mem_nomap'), "circbuf_mem_nomap has no STA; it only ran an iverilog testbench and a generic yosys stat.")
q(A, "what changed between lockout_fsm_v2 and v3?", ["lockout_fsm_v1", "lockout_fsm_v2"], R('lockout_fsm_v2'), "There is no v3; only lockout_fsm_v1 and lockout_fsm_v2 exist.")
q(A, "how many cells does the checksum16_fold submodule use?", ["checksum16"], R('checksum16_syn'), "checksum16 is a single module with no checksum16_fold submodule; the fold is inline logic.")
q(A, "timing of the keymatrix_debounce block?", ["keymatrix_scan"], R('keymatrix_scan_gen'), "No keymatrix_debounce module exists; debouncing is inline in keymatrix_scan.")
q(A, "fader_led wns please", ["fader_led_missing"], R('fader_led_missing'), "fader_led_missing stopped in yosys (missing fader_led_pwm), so there is no netlist and no STA.")
q(A, "banked_rf_2w run results?", ["banked_rf_map"], R('banked_rf_map'), "There is no banked_rf_2w run; the register file only has banked_rf_map.")
q(A, "what's the slack of beeper_fsm_20ns", ["beeper_fsm_10ns"], R('beeper_fsm_10ns'), "Only beeper_fsm_10ns exists; no 20 ns run.")
q(A, "area for matmul2_mapped?", ["matmul2_unlinked"], R('matmul2_unlinked'), "No matmul2_mapped run; matmul2_unlinked is generic-only with no liberty area.")
q(A, "power numbers for the handshake sync?", ["handshake_sync_2clk", "banked_rf_map"], E(HS+'hs_sta.tcl', 'report_worst_slack'), "hs_sta.tcl has no report_power; power was only reported for banked_rf_map.")
q(A, "show me the clock skew report for divider_seq_w16", ["report_clock_skew_all", "divider_seq_w16"], E(W16+'reports/sta_w16.rpt', 'invalid command'), "The skew command failed (invalid command report_clock_skew_all), so there is no skew report in divider_seq_w16.")
q(A, "egress_shaper_v2 tns?", ["egress_shaper_check"], R('egress_shaper_check'), "No egress_shaper_v2 run; the shaper only has egress_shaper_check.")
q(A, "dither_bayer_seq critical path", ["dither_bayer_comb"], R('dither_bayer_comb'), "There is no dither_bayer_seq; the dither design is combinational, run dither_bayer_comb.")
q(A, "liberty area of bitrev_comb?", ["bitrev_comb_generic"], R('bitrev_comb_generic'), "bitrev_comb_generic used generic gates only and never ran stat -liberty, so no area exists.")
q(A, "what's the wns for lockout_fsm_v1", ["lockout_fsm_v1", "lockout_fsm_v2"], R('lockout_fsm_v1'), "lockout_fsm_v1 stopped on a syntax error; no netlist or STA. Only lockout_fsm_v2 has timing.")
q(A, "hold slack on the dither run?", ["dither_bayer_comb"], E(D+'sta.tcl', 'report_checks -group_count 3'), "dither_bayer_comb only reported max (setup) paths; no min/hold report exists.")

if os.path.exists(os.path.join(HERE, 'FROZEN')):
    raise SystemExit('FROZEN exists: questions are final, not rewriting questions.jsonl')

cats = ['factual', 'statistical', 'reasoning', 'absent']
with open(os.path.join(HERE, 'questions.jsonl'), 'w') as f:
    for i, (cat, qu, must, ev, notes) in enumerate(Q, 1):
        f.write(json.dumps({"id": "q%03d" % i, "category": cat, "scope": SCOPE, "question": qu,
                            "must_contain": must, "evidence": ev, "notes": notes}) + '\n')
from collections import Counter
print(len(Q), Counter(c for c, *_ in Q))
