#!/usr/bin/env python3
"""Writes questions.jsonl; evidence line numbers are looked up in the real files."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
SCOPE = "proj:blind22"

def L(path, needle, nth=1):
    full = os.path.join(HERE, path)
    n = 0
    for i, line in enumerate(open(full, errors='replace'), 1):
        if needle in line:
            n += 1
            if n == nth:
                return '%s:%d' % (path, i)
    raise SystemExit('not found: %r in %s' % (needle, path))

def R(run, rel, needle, nth=1):
    return L('runs/%s/%s' % (run, rel), needle, nth)

def RM(run):
    return L('README.md', '| %s |' % run)

Q = []
def q(cat, text, must, ev, notes):
    Q.append((cat, text, must, ev, notes))

# ---------------- factual ----------------
F = 'factual'
q(F, "what's the worst setup slack on the prng run?", ["3.530"], R('prng_xs16_map', 'sta/sta.log', 'slack (MET)'), "prng_xs16_map sta.log reports 3.530 slack (MET) on the worst setup path.")
q(F, "total power estimate for prng_xs16?", ["9.06e-03"], R('prng_xs16_map', 'sta/sta.log', 'Total '), "report_power in prng_xs16_map gives Total 9.06e-03 (W).")
q(F, "In prng_xs16_map, where does the critical path start?", ["load"], R('prng_xs16_map', 'sta/sta.log', 'Startpoint:'), "Worst setup path starts at input port load.")
q(F, "wns for the wiper controller?", ["-0.091"], R('wiper_fsm_fsm', 'sta/timing.log', 'wns '), "wiper_fsm_fsm timing.log prints wns -0.091.")
q(F, "what clock period did the wiper fsm get constrained to", ["2.20"], R('wiper_fsm_fsm', 'sta/timing.log', 'clk                       2.20'), "report_clock_properties shows clk period 2.20 ns.")
q(F, "tns on wiper_fsm_fsm?", ["-0.150"], R('wiper_fsm_fsm', 'sta/timing.log', 'tns '), "report_tns prints tns -0.150.")
q(F, "which flop is the endpoint of the worst path in the pipelined multiplier run", ["_1150_"], R('smul_pipe_4p5ns', 'sta/report.txt', 'Endpoint: _1150_'), "smul_pipe_4p5ns report.txt: worst path ends at _1150_ (DFFPOSX1).")
q(F, "how many flops does smul_pipe have after mapping?", ["34"], R('smul_pipe_4p5ns', 'syn/yosys.log', 'DFFPOSX1                       34'), "Final stat lists DFFPOSX1 34.")
q(F, "chip area of the 8x8 pipelined multiplier?", ["78300.000000"], R('smul_pipe_4p5ns', 'syn/yosys.log', 'Chip area for module'), "smul_pipe_4p5ns stat -liberty area 78300.000000.")
q(F, "toggle_sync: worst setup slack in the clkb domain", ["1.593"], R('toggle_sync_2clk', 'sta/sta.log', '1.593   slack'), "clkb group worst path _51_ -> _55_ has 1.593 slack.")
q(F, "what period does the divided clock end up with in osc_div_gclk?", ["clk_div2", "10.00"], R('osc_div_gclk', 'sta/sta.log', 'clk_div2                 10.00'), "report_clock_properties shows generated clk_div2 with period 10.00.")
q(F, "how many DFFSR cells in the clock divider netlist", ["6"], R('osc_div_gclk', 'syn/yosys.log', 'DFFSR                           6'), "osc_div_gclk stat shows DFFSR 6 (the async-reset slow counter bits).")
q(F, "regbank_w4 hold slack?", ["0.486"], R('regbank_w4', 'reports/sta.rpt', '0.486   slack'), "The min (hold) path _131_->_131_ in regbank_w4 has 0.486 slack.")
q(F, "For the register bank run, which endpoint has the worst setup path?", ["a_eq_b"], R('regbank_w4', 'reports/sta.rpt', 'Endpoint: a_eq_b'), "max path raddr_b[0] -> a_eq_b (output), slack 1.719.")
q(F, "sobel_x: which output is worst wrt the virtual clock?", ["mag[2]"], R('sobel_x_abcd', 'sta/sta.log', 'mag[2] (output)'), "Endpoint table lists mag[2] first with slack 5.51.")
q(F, "How many XNOR2X1 in the sobel netlist", ["32"], R('sobel_x_abcd', 'syn/yosys.log', 'XNOR2X1                        32'), "sobel_x_abcd final stat: XNOR2X1 32.")
q(F, "how many latches ended up in unary_enc?", ["$_DLATCH_N_", "4"], R('unary_enc_latch', 'logs/synth.log', '$_DLATCH_N_', 2), "Final stat of unary_enc_latch: $_DLATCH_N_ 4.")
q(F, "what line does yosys complain about in rle_enc_v1", ["31", "TOK_END"], R('rle_enc_v1', 'logs/yosys.log', 'ERROR: syntax error'), "src/rle_enc.v:31: ERROR: syntax error, unexpected TOK_END.")
q(F, "tiny_cpu_v1 error - which module is missing?", ["tiny_regs"], R('tiny_cpu_v1', 'logs/yosys.log', 'ERROR: Module'), "Hierarchy error: module tiny_regs referenced by cell u_regs is not part of the design.")
q(F, "total area of tiny_cpu with hierarchy kept", ["51236.000000"], R('tiny_cpu_hier', 'syn/yosys.log', "Chip area for top module"), "stat -top reports chip area for top module tiny_cpu 51236.000000.")
q(F, "in the hierarchical tiny cpu run how much area is the register file submodule", ["26360.000000"], R('tiny_cpu_hier', 'syn/yosys.log', "Chip area for module '\\tiny_regs'"), "tiny_regs area 26360.000000 in tiny_cpu_hier.")
q(F, "slack on the path to the zero output in tiny_cpu_flat?", ["16.991"], R('tiny_cpu_flat', 'sta/sta.log', '16.991'), "report_checks -to zero shows 16.991 slack (MET).")
q(F, "piso_shift_sdc: what did sta warn about when reading the sdc?", ["shift_en"], R('piso_shift_sdc', 'rpt/sta.rpt', "port 'shift_en' not found"), "Warning: piso.sdc, 3 port 'shift_en' not found.")
q(F, "which endpoint is unconstrained in the shift register run", ["done"], R('piso_shift_sdc', 'rpt/sta.rpt', '  done'), "check_setup lists 1 unconstrained endpoint: done.")
q(F, "what checksum did the nmea testbench get vs expect?", ["0x0f", "0x71"], R('nmea_cksum_tb', 'sim/vvp.log', 'checksum mismatch'), "vvp.log: checksum mismatch got 0x0f expected 0x71.")
q(F, "cell count for nmea_cksum (generic)?", ["102"], R('nmea_cksum_tb', 'syn/stat.txt', 'Number of cells'), "syn/stat.txt: Number of cells 102.")
q(F, "longest topological path length in the odd-even sorter", ["20"], R('odd_even_merge_gen', 'logs/yosys.log', 'Longest topological path'), "ltp reports length=20 for odd_even_merge.")
q(F, "how many $_MUX_ cells in odd_even_merge after synth", ["40"], R('odd_even_merge_gen', 'logs/yosys.log', '40 objects.'), "select -count t:$_MUX_ prints 40 objects (stat also shows $_MUX_ 40).")
q(F, "queue_ctl_nomap: how many memory cells survive?", ["$mem_v2", "1"], R('queue_ctl_nomap', 'work/post_map_stat.txt', '$mem_v2'), "post_map_stat.txt still lists $mem_v2 1 (memory -nomap).")
q(F, "did the rle encoder testbench pass in v2?", ["PASS"], R('rle_enc_v2', 'sim/sim.log', 'PASS'), "sim.log: PASS: 2 pairs ok.")

# ---------------- statistical ----------------
S = 'statistical'
q(S, "which runs fail setup timing?", ["smul_pipe_4p5ns", "wiper_fsm_fsm"], RM('smul_pipe_4p5ns'), "Only smul_pipe_4p5ns (wns -0.136) and wiper_fsm_fsm (wns -0.091) have negative slack in README.")
q(S, "biggest design by area across all the runs?", ["smul_pipe_4p5ns", "78300.000000"], RM('smul_pipe_4p5ns'), "Largest area column value is 78300.000000 for smul_pipe_4p5ns.")
q(S, "smallest mapped area?", ["toggle_sync_2clk", "5836.000000"], RM('toggle_sync_2clk'), "Smallest area in README is toggle_sync_2clk 5836.000000.")
q(S, "Which run has the highest cell count", ["smul_pipe_4p5ns", "606"], RM('smul_pipe_4p5ns'), "Cells column max is 606 (smul_pipe_4p5ns).")
q(S, "fewest cells of any run that finished synthesis?", ["osc_div_gclk", "29"], RM('osc_div_gclk'), "osc_div_gclk has 29 cells, the minimum in README.")
q(S, "which run has the most flip-flops", ["tiny_cpu_hier", "40"], RM('tiny_cpu_hier'), "Flops column max is 40 for tiny_cpu_hier.")
q(S, "how many runs died in yosys and which ones", ["rle_enc_v1", "tiny_cpu_v1"], RM('rle_enc_v1'), "Two runs stopped in yosys with no stats: rle_enc_v1 (syntax) and tiny_cpu_v1 (missing module).")
q(S, "which runs have more than one clock defined?", ["osc_div_gclk", "toggle_sync_2clk"], RM('osc_div_gclk'), "Clocks column lists two clocks only for osc_div_gclk (clk, clk_div2) and toggle_sync_2clk (clka, clkb).")
q(S, "tightest clock period used anywhere?", ["wiper_fsm_fsm", "2.2"], RM('wiper_fsm_fsm'), "wiper_fsm_fsm uses clk 2.2 ns, the shortest period in README.")
q(S, "sum of tns over all failing runs", ["-0.377", "-0.150"], RM('smul_pipe_4p5ns'), "tns -0.377 (smul_pipe_4p5ns) + -0.150 (wiper_fsm_fsm) = -0.527 ns.")
q(S, "how much smaller is tiny_cpu when flattened vs hierarchical (area)?", ["51236.000000", "31180.000000"], RM('tiny_cpu_flat'), "51236.000000 - 31180.000000 = 20056 area units smaller flattened (about 39%).")
q(S, "average area over the runs that were mapped to osu035", ["78300.000000", "5836.000000"], RM('prng_xs16_map'), "12 runs have an area; total 306364, average about 25530.3.")
q(S, "list the runs with zero flops", ["odd_even_merge_gen", "sobel_x_abcd", "unary_enc_latch", "vote3_check"], RM('odd_even_merge_gen'), "Flops column 0 for odd_even_merge_gen, sobel_x_abcd, unary_enc_latch, vote3_check.")
q(S, "which run has the most positive first slack", ["toggle_sync_2clk", "8.506"], RM('toggle_sync_2clk'), "First slack max is 8.506 for toggle_sync_2clk.")
q(S, "total flop count summed over every run with stats", ["40", "34"], RM('tiny_cpu_hier'), "Flops column sums to 221 over the 16 runs with stats.")
q(S, "which runs never got any STA at all?", ["queue_ctl_nomap", "vote3_check", "unary_enc_latch"], RM('queue_ctl_nomap'), "STA report column is '-' for 7 runs: odd_even_merge_gen, queue_ctl_nomap, rle_enc_v1, tiny_cpu_hier, tiny_cpu_v1, unary_enc_latch, vote3_check.")
q(S, "rank the top 3 runs by area", ["smul_pipe_4p5ns", "tiny_cpu_hier", "tiny_cpu_flat"], RM('tiny_cpu_hier'), "78300.000000 smul_pipe_4p5ns > 51236.000000 tiny_cpu_hier > 31180.000000 tiny_cpu_flat.")
q(S, "which runs synthesized to generic gates only (no liberty) and completed?", ["nmea_cksum_tb", "odd_even_merge_gen", "queue_ctl_nomap", "unary_enc_latch"], RM('unary_enc_latch'), "Flow column says generic gates and stats exist for nmea_cksum_tb, odd_even_merge_gen, queue_ctl_nomap, unary_enc_latch.")
q(S, "ratio of cell counts smul pipe vs toggle sync?", ["606", "33"], RM('toggle_sync_2clk'), "606 / 33 = about 18.4x more cells in smul_pipe_4p5ns.")
q(S, "how many runs have at least one error line logged", ["nmea_cksum_tb", "sobel_x_abcd", "smul_pipe_4p5ns"], RM('sobel_x_abcd'), "Errors column nonzero for 5 runs: nmea_cksum_tb 2, rle_enc_v1 1, smul_pipe_4p5ns 2, sobel_x_abcd 1, tiny_cpu_v1 1.")
q(S, "avg cell count of the two tiny_cpu runs that finished", ["337", "210"], RM('tiny_cpu_hier'), "(337 + 210) / 2 = 273.5 cells.")
q(S, "which mapped run has the highest area per cell?", ["osc_div_gclk"], RM('osc_div_gclk'), "7776.000000 / 29 = about 268 per cell for osc_div_gclk, the highest among mapped runs.")
q(S, "mean first slack across the runs that met timing", ["4.031", "0.486", "8.506"], RM('regbank_w4'), "7 met runs with a first slack (4.031, 5.108, 3.530, 0.486, 5.514, 4.210, 8.506) average about 4.48 ns.")
q(S, "among runs that pass timing which has the smallest first slack number?", ["regbank_w4", "0.486"], RM('regbank_w4'), "regbank_w4 first slack 0.486 is the smallest positive one (it is a hold path).")
q(S, "how many runs use a 10 ns clock", ["nmea_cksum_tb", "tiny_cpu_flat", "toggle_sync_2clk"], RM('tiny_cpu_flat'), "clk 10.0 in nmea_cksum_tb and tiny_cpu_flat, clka 10.0 in toggle_sync_2clk: 3 runs.")
q(S, "difference in wns between the multiplier and the wiper runs", ["-0.136", "-0.091"], RM('wiper_fsm_fsm'), "-0.136 vs -0.091: smul_pipe_4p5ns is worse by 0.045 ns.")
q(S, "smul_pipe area is how many times tiny_cpu_flat's?", ["78300.000000", "31180.000000"], RM('smul_pipe_4p5ns'), "78300 / 31180 = about 2.51x.")
q(S, "which runs were flattened", ["odd_even_merge_gen", "sobel_x_abcd", "tiny_cpu_flat"], RM('sobel_x_abcd'), "Flow column shows flatten for odd_even_merge_gen, sobel_x_abcd, tiny_cpu_flat.")
q(S, "which designs got more than one run?", ["rle_enc", "tiny_cpu"], RM('tiny_cpu_v1'), "rle_enc has rle_enc_v1/v2 and tiny_cpu has tiny_cpu_v1/hier/flat; all other designs have one run.")
q(S, "total flops across the osu035-mapped runs only", ["40", "34", "26"], RM('rle_enc_v2'), "Flops over the 12 mapped runs sum to 199.")
q(S, "how many runs ran an iverilog sim and how did they do", ["rle_enc_v2", "nmea_cksum_tb"], RM('nmea_cksum_tb'), "Two runs simulate: rle_enc_v2 passes, nmea_cksum_tb fails (errors column 2).")

# ---------------- reasoning ----------------
Z = 'reasoning'
q(Z, "why does the wiper fsm miss timing?", ["-0.091", "sw[0]"], R('wiper_fsm_fsm', 'sta/timing.log', 'slack (VIOLATED)'), "At 2.2 ns with 0.25 uncertainty and 0.8 input delay the sw[0] -> _132_ path arrives 1.765 vs required 1.674, slack -0.091.")
q(Z, "what would it take to close timing on smul_pipe_4p5ns?", ["-0.136", "4.5"], R('smul_pipe_4p5ns', 'sta/report.txt', 'slack (VIOLATED)'), "Arrival 4.366 vs required 4.230 at 4.5 ns: need about 0.14 ns more (period ~4.64 ns) or an extra pipeline stage / better mapping than abc -fast.")
q(Z, "sta printed syntax errors reading the multiplier netlist, what's that about?", ["3759", "assign"], R('smul_pipe_4p5ns', 'sta/report.txt', 'line 3759'), "OpenSTA's netlist reader rejects yosys' concatenated-LHS assign lines (3759/3760 of smul_pipe_net.v); the rest of the netlist still linked and was timed.")
q(Z, "why is tiny_cpu so much smaller flattened than with hierarchy?", ["31180.000000", "DFFPOSX1"], R('tiny_cpu_flat', 'syn/yosys.log', "Chip area for module"), "Flattened run has 24 flops vs 40: only rf_q[3:0] reaches the ALU, so after flattening the upper 4 bits of every register are removed; hierarchy kept can't optimise across tiny_regs.")
q(Z, "is the resizing warning in tiny_cpu something to worry about?", ["Resizing cell port tiny_cpu.u_alu.b from 4 bits to 8 bits"], R('tiny_cpu_hier', 'syn/yosys.log', 'Resizing cell port'), "The b operand is a 4-bit expression zero-extended to the 8-bit ALU port, so register operands lose their upper nibble: a real functional bug, also why flat run drops register bits.")
q(Z, "tiny_cpu_v1 fails, how do I fix it?", ["tiny_regs"], R('tiny_cpu_v1', 'logs/yosys.log', 'ERROR: Module'), "The v1 script reads only tiny_cpu.v, tiny_alu.v, tiny_dec.v; add src/tiny_regs.v to read_verilog as the hier/flat runs do.")
q(Z, "what's wrong in rle_enc v1 and did v2 fix it", ["TOK_END"], R('rle_enc_v1', 'logs/yosys.log', 'ERROR: syntax error'), "Line 30 of v1 misses the semicolon after len <= 4'd1 so the parser fails at line 31; v2 has it, synthesizes and its sim passes.")
q(Z, "why did yosys infer latches in unary_enc?", ["bin"], R('unary_enc_latch', 'logs/synth.log', 'Latch inferred for signal'), "The case on therm has no default so bin keeps its value for non-thermometer codes (and when en is 0); valid is always assigned so no latch.")
q(Z, "vote3_check finished ok - is the netlist trustworthy?", ["any_bad"], R('vote3_check', 'logs/yosys.log', 'multiple conflicting drivers'), "synth's check warned of two conflicting drivers on any_bad (lines 27 and 29 of vote3.v); later passes hid it so check -assert passed, but the RTL bug remains.")
q(Z, "should I care about the shift_en warning in piso_shift_sdc?", ["shift_en"], R('piso_shift_sdc', 'rpt/sta.rpt', "port 'shift_en' not found"), "piso_shift has no shift_en port; that set_input_delay is ignored, so it's a stale SDC line, not a timing problem.")
q(Z, "why is done unconstrained in the piso run and how to fix", ["done"], R('piso_shift_sdc', 'rpt/sta.rpt', 'Endpoint: done'), "The SDC sets output delay only on sdo and busy; add set_output_delay for done.")
q(Z, "what does the BUFX8 error in the sobel sta log mean?", ["BUFX8"], R('sobel_x_abcd', 'sta/sta.log', "'BUFX8' not found"), "OSU035 has no BUFX8 (only BUFX2/BUFX4), so set_driving_cell on sobel.sdc line 5 failed.")
q(Z, "sobel_x at 15ns vclk - any timing risk?", ["5.514"], R('sobel_x_abcd', 'sta/sta.log', '5.514   slack'), "Worst path p02[2] -> mag[2] arrives 6.486 vs required 12.0, slack 5.514: comfortable.")
q(Z, "why does the nmea testbench fail?", ["cksum + byte_in"], R('nmea_cksum_tb', 'src/nmea_cksum.v', 'cksum + byte_in'), "The RTL adds bytes instead of XORing them, so the sum 0x0f differs from the XOR reference 0x71.")
q(Z, "nmea_cksum sta found no paths, why", ["No paths found", "$_DFF_P_"], R('nmea_cksum_tb', 'sta/sta.log', 'No paths found'), "The netlist is generic yosys gates ($_DFF_P_, $_XOR_...) not in the liberty, so every cell became a black box and nothing could be timed.")
q(Z, "queue_ctl registers dout but the flop count is only 10, where did dout go?", ["merging output FF to cell"], R('queue_ctl_nomap', 'work/yosys_run.log', 'merging output FF to cell'), "memory_dff merged the dout register into the $mem read port; the 10 $_SDFFE flops are wp, rp and cnt.")
q(Z, "did the fsm pass actually recode the wiper state machine?", ["FSM_DETECT"], R('wiper_fsm_fsm', 'syn/yosys.log', 'FSM_DETECT'), "FSM_DETECT found nothing to extract (state is also driven out on state_dbg), so the 3-bit state register stayed as is (9 flops: state + pause).")
q(Z, "osc_div hold: which check is tightest and is it ok", ["0.190", "_42_"], R('osc_div_gclk', 'sta/sta.log', '0.190   slack'), "Hold path _42_/Q (clk_div2 source) back to _42_ in clk domain has 0.190 slack, met.")
q(Z, "why are there recovery checks in the divider run?", ["recovery", "4.031"], R('osc_div_gclk', 'sta/sta.log', 'recovery check', 1), "slow_cnt uses async rst (posedge rst) mapped to DFFSR, so rst -> _44_ etc. is a recovery check vs clk_div2, slack 4.031.")
q(Z, "toggle_sync - why no clka to clkb path in the report?", ["set_clock_groups"], R('toggle_sync_2clk', 'sta/clocks.sdc', 'set_clock_groups'), "The SDC declares clka and clkb asynchronous, so the tog_a -> sync_b crossing isn't timed; only in-domain paths appear.")
q(Z, "in toggle_sync which domain is tighter", ["clkb", "1.593"], R('toggle_sync_2clk', 'sta/sta.log', '1.593   slack'), "clkb (3 ns) worst slack 1.593 vs clka (10 ns) 8.506.")
q(Z, "what dominates the prng critical path?", ["load", "DFFSR"], R('prng_xs16_map', 'sta/sta.log', '_164_/D (DFFSR)'), "Path from input load (1.0 ns input delay) through INVX1, AND2X1, AOI21X1 into DFFSR _164_; slack 3.530 so no issue.")
q(Z, "regbank_w4 first path is only 0.486 slack, problem?", ["0.486", "1.719"], R('regbank_w4', 'reports/sta.rpt', 'Path Type: min'), "That first path is a hold (min) check and met; setup worst is 1.719 to a_eq_b, wns 0.000.")
q(Z, "regbank_w4 has 16 flops, does that match the params?", ["WIDTH 4", "16"], R('regbank_w4', 'run.sh', 'chparam -set WIDTH 4'), "chparam sets WIDTH 4 with DEPTH 4, so 4 x 4 = 16 DFFPOSX1.")
q(Z, "why is the slack to zero so big on tiny_cpu_flat", ["16.991", "set_multicycle_path 2"], R('tiny_cpu_flat', 'sta/cpu.sdc', 'set_multicycle_path 2'), "A 2-cycle setup multicycle on zero moves required time to 18.0 (20 - 2 output delay), slack 16.991.")
q(Z, "what's the critical path in the pipelined multiplier made of", ["_1166_", "_1150_"], R('smul_pipe_4p5ns', 'sta/report.txt', 'Startpoint: _1166_'), "From input register flop _1166_ through the multiplier NAND/AOI/OAI array into product flop _1150_.")
q(Z, "why does prng use DFFSR instead of DFFPOSX1", ["DFFSR", "rst_n"], R('prng_xs16_map', 'src/prng_xs16.v', 'negedge rst_n'), "The RTL has async active-low reset (negedge rst_n), so flops map to DFFSR (17 of them).")

# ---------------- absent ----------------
A = 'absent'
q(A, "power numbers for the wiper fsm?", ["wiper_fsm_fsm", "prng_xs16_map"], RM('wiper_fsm_fsm'), "No report_power in wiper_fsm_fsm; only prng_xs16_map has a power report.")
q(A, "wns of odd_even_merge_gen?", ["odd_even_merge_gen"], RM('odd_even_merge_gen'), "odd_even_merge_gen ran generic synthesis only; no STA.")
q(A, "results for the rle decoder run?", ["rle_enc"], RM('rle_enc_v2'), "There is no rle decoder; only rle_enc (runs rle_enc_v1 and rle_enc_v2).")
q(A, "slack in tiny_cpu_v3", ["tiny_cpu_v3", "tiny_cpu_flat"], RM('tiny_cpu_flat'), "No tiny_cpu_v3 run; runs are tiny_cpu_v1, tiny_cpu_hier, tiny_cpu_flat.")
q(A, "which SPEF did the smul_pipe sta use?", ["SPEF", "smul_pipe_4p5ns"], RM('smul_pipe_4p5ns'), "No parasitics were read in smul_pipe_4p5ns; its STA read only the liberty, netlist and SDC.")
q(A, "did the gate-level sim of rle_enc_v2 pass?", ["rle_enc_v2"], RM('rle_enc_v2'), "Only RTL simulation ran (sim/sim.log); the mapped netlist was never simulated.")
q(A, "hold slack for tiny_cpu_flat?", ["tiny_cpu_flat"], RM('tiny_cpu_flat'), "tiny_cpu_flat only ran setup checks (report_worst_slack is setup); no hold report.")
q(A, "area of the tiny_mul block in tiny_cpu", ["tiny_mul", "tiny_alu"], RM('tiny_cpu_hier'), "tiny_cpu has no tiny_mul; submodules are tiny_alu, tiny_dec, tiny_regs.")
q(A, "queue_ctl_map cell count?", ["queue_ctl_map", "queue_ctl_nomap"], RM('queue_ctl_nomap'), "Only queue_ctl_nomap exists; no mapped queue_ctl run.")
q(A, "what's the worst slack in the fifo queue run", ["queue_ctl_nomap"], RM('queue_ctl_nomap'), "queue_ctl_nomap had no STA.")
q(A, "smul_pipe with W=16 - how big?", ["smul_pipe_4p5ns"], RM('smul_pipe_4p5ns'), "Only W 8 was synthesized (smul_pipe_4p5ns).")
q(A, "sobel_y timing?", ["sobel_y", "sobel_x"], RM('sobel_x_abcd'), "No sobel_y design; only sobel_x (run sobel_x_abcd).")
q(A, "prng_xs32 area", ["prng_xs32", "prng_xs16"], RM('prng_xs16_map'), "Only the 16-bit prng_xs16 exists.")
q(A, "did the wiper_fsm testbench pass", ["wiper_fsm_fsm"], RM('wiper_fsm_fsm'), "No simulation in wiper_fsm_fsm; only rle_enc_v2 and nmea_cksum_tb simulate.")
q(A, "vote3 timing report pls", ["vote3_check"], RM('vote3_check'), "vote3_check ran yosys only; no STA report.")
q(A, "report_power of tiny_cpu_flat?", ["tiny_cpu_flat", "prng_xs16_map"], RM('tiny_cpu_flat'), "No power report in tiny_cpu_flat; only prng_xs16_map has one.")
q(A, "piso_shift_v2 results?", ["piso_shift_v2", "piso_shift_sdc"], RM('piso_shift_sdc'), "Only piso_shift_sdc exists for piso_shift.")
q(A, "hold slack on the multiplier", ["smul_pipe_4p5ns"], RM('smul_pipe_4p5ns'), "smul_pipe_4p5ns reported setup (-path_delay max) only.")
q(A, "area of oe_swap in the odd even sorter", ["oe_swap", "oe_cmp"], RM('odd_even_merge_gen'), "No oe_swap module; the compare-exchange submodule is oe_cmp, and the run was flattened.")
q(A, "slack for the clkc domain of toggle_sync", ["clkc", "clka", "clkb"], RM('toggle_sync_2clk'), "toggle_sync_2clk has only clka and clkb.")
q(A, "was SDF annotated for osc_div_gclk", ["SDF", "osc_div_gclk"], RM('osc_div_gclk'), "No SDF was written or read in osc_div_gclk.")
q(A, "nmea_parse cell count?", ["nmea_parse", "nmea_cksum"], RM('nmea_cksum_tb'), "No nmea_parse design; only nmea_cksum.")
q(A, "unary_enc_latch setup slack?", ["unary_enc_latch"], RM('unary_enc_latch'), "unary_enc_latch is a generic yosys run with no STA.")

with open(os.path.join(HERE, 'questions.jsonl'), 'w') as f:
    for i, (cat, text, must, ev, notes) in enumerate(Q, 1):
        f.write(json.dumps({'id': 'q%03d' % i, 'category': cat, 'scope': SCOPE, 'question': text,
                            'must_contain': must, 'evidence': ev, 'notes': notes}) + '\n')
from collections import Counter
print(len(Q), Counter(c for c, *_ in Q))
