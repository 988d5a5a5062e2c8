#!/usr/bin/env python3
"""Write questions.jsonl from the table below (my own helper; every answer was read off the run files)."""
import json, os, re
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
S = "proj:blind34"
if os.path.exists(os.path.join(ROOT, "FROZEN")) and "--force" not in __import__("sys").argv:
    raise SystemExit("FROZEN exists: questions.jsonl is frozen (use --force only together with split.py)")
Q = []
def q(cat, text, mc, ev, notes):
    Q.append((cat, text, mc, ev, notes))

# ---------------------------------------------------------------- factual
q("factual", "what chip area did the divider come out at after osu035 mapping?", ["55640"],
  "runs/saguaro_syn/yosys.log:779", "stat -liberty: Chip area for module '\\saguaro_div': 55640.")
q("factual", "saguaro_syn total power pls", ["1.24e-02"],
  "runs/saguaro_syn/out/power.rpt:9", "report_power Total column = 1.24e-02 W.")
q("factual", "In the divider timing run, what's the worst hold slack OpenSTA found?", ["0.589"],
  "runs/saguaro_syn/out/hold.rpt:54", "hold.rpt: reg-to-reg min path _400_ -> _400_ slack 0.589 (the removal check has 1.195).")
q("factual", "setup slack for the 8 bit ALU build?", ["7.395"],
  "runs/okapi_w8/alu8_sta.rpt:37", "Only max path printed: b[1] -> _748_, slack 7.395 (MET).")
q("factual", "How big is the 16-bit okapi ALU in area units once mapped?", ["91368"],
  "runs/okapi_w16/reports_stat.txt:30", "Chip area for module '\\okapi_alu': 91368.")
q("factual", "mac run: wns and tns?", ["-3.58", "-71.82"],
  "runs/ptarmigan_abcd/reports/wns_tns.rpt:1", "wns -3.58, tns -71.82 at the 5 ns mclk.")
q("factual", "What delay target was ABC given when mapping the multiply-accumulate block?", ["4000"],
  "runs/ptarmigan_abcd/logs/ptarmigan_yosys.log:25", "abc -D 4000 (ps) on the yosys command line; ABC echoes retime -o -D 4000.")
q("factual", "is there clock uncertainty in the ptarmigan constraints? how much", ["0.2"],
  "runs/ptarmigan_abcd/reports/mac.sdc:2", "set_clock_uncertainty 0.2 on mclk; shows up as -0.200 clock uncertainty in the max paths.")
q("factual", "which netlist files came out of the SPI master synthesis?", ["tourmaline_spim.vg", "tourmaline_spim.edf"],
  "runs/tourmaline_hier/scripts/syn.ys:10", "syn.ys writes results/tourmaline_spim.vg (Verilog) and results/tourmaline_spim.edf (EDIF).")
q("factual", "spi thing - what clock name / period was used for STA", ["sysclk", "20"],
  "runs/tourmaline_hier/scripts/sta.tcl:5", "create_clock -name sysclk -period 20 [get_ports clk].")
q("factual", "area of just the sclk generator submodule in tourmaline_hier?", ["8252"],
  "runs/tourmaline_hier/logs/yosys_syn.log:1006", "Chip area for module '\\tourmaline_sclkgen': 8252.")
q("factual", "PWM design: what's the period of the divided clock in the STA setup?", ["pwm_clk", "40.00"],
  "runs/vole_clocks/sta/sta.log:4", "report_clock_properties: pwm_clk 40.00 (generated), clk is 10.00, divide_by 4.")
q("factual", "vole_clocks - which flop instance is the source of the generated clock", ["_416_"],
  "runs/vole_clocks/sta/divider_flop.txt:1", "divider flop: _416_; SDC uses get_pins {_416_/Q}.")
q("factual", "cdc block: period on clk_b?", ["6.5"],
  "runs/xerus_cdc/out/clocks.sdc:2", "create_clock -name clk_b -period 6.5.")
q("factual", "xerus_cdc: setup slack inside the clk_b domain", ["4.641"],
  "runs/xerus_cdc/xerus_sta.log:67", "=== clk_b domain === path _57_ -> _40_, slack 4.641 MET.")
q("factual", "What error stops the weevil build?", ["weevil_ser", "is not part of the design"],
  "runs/weevil_build/build.log:36", "ERROR: Module `\\weevil_ser' referenced in module `\\weevil_top' in cell `\\u_ser' is not part of the design.")
q("factual", "debouncer lint: which file:line does iverilog flag?", ["zorilla_debounce.v:28"],
  "runs/zorilla_lint/lint/iverilog_lint.log:1", "zorilla_debounce.v:28: syntax error (then line 29 l-value), iverilog exit 2.")
q("factual", "traffic light testbench - final verdict line?", ["TEST FAILED: 3 timing errors"],
  "runs/sequoia_sim/logs/run_tb.log:5", "run_tb.log line 5.")
q("factual", "did the uart tx bring-up sim pass?", ["TEST PASSED", "5 bytes"],
  "runs/numbat_bringup/vvp_run.log:7", "TEST PASSED: 5 bytes framed correctly.")
q("factual", "how many $_DFFE_PP_ cells does the fifo have after the fine synth step", ["128"],
  "runs/quagga_generic/work/fifo_synth.log:722", "final stat: $_DFFE_PP_ 128 (the 16x8 memory as flops) + 18 $_SDFFE_PP0P_.")
q("factual", "crc engine chip area?", ["18176"],
  "runs/rhubarb_sweep/build/yosys.log:690", "Chip area for module '\\rhubarb_crc': 18176.")
q("factual", "what does iverilog warn about on the register file?", ["expects 3 bits, got 4"],
  "runs/uakari_lint/lint_out/iverilog_warnings.txt:1", "Port 2 (addr) of uakari_rdmux expects 3 bits, got 4 (uakari_rf.v:41).")
q("factual", "what's yosys check complaining about in the interrupt controller run", ["multiple conflicting drivers", "pending"],
  "runs/yapok_check/yapok.log:138", "Warning: multiple conflicting drivers for yapok_intc.\\pending [7..0].")
q("factual", "thyme_latchk: which latch cell type / how many in the final stat", ["$_DLATCH_P_", "8"],
  "runs/thyme_latchk/synth_map.log:648", "$_DLATCH_P_ 8 in the final stat (not mapped to a liberty LATCH).")
q("factual", "In vireo_loop, which cell did OpenSTA disable to break the loop?", ["_064_"],
  "runs/vireo_loop/reports/vireo_sta.txt:3", "report_disabled_edges: _064_ B Y loop.")
q("factual", "hold slack on the MAC?", ["0.254"],
  "runs/ptarmigan_abcd/reports/min_paths.rpt:28", "min path _1503_ -> _1503_ slack 0.254 (with 0.2 uncertainty).")
q("factual", "xerus_cdc total power", ["8.34e-03"],
  "runs/xerus_cdc/xerus_sta.log:136", "Total 8.34e-03 W, 98.1% sequential.")
q("factual", "how many DFFSR did the divider synth produce", ["47"],
  "runs/saguaro_syn/yosys.log:767", "DFFSR 47 in the mapped stat.")

# ---------------------------------------------------------------- statistical
q("statistical", "which runs failed? how many", ["sequoia_sim", "thyme_latchk", "weevil_build", "zorilla_lint"],
  "README.md:30", "failed runs (4).")
q("statistical", "Which run has the biggest chip area and what is it?", ["ptarmigan_abcd", "116924"],
  "README.md:33", "largest area 116924 (ptarmigan_abcd).")
q("statistical", "smallest mapped area in the whole set?", ["thyme_latchk", "9952"],
  "README.md:33", "smallest area 9952 (thyme_latchk); the 8 latches have no area in that number.")
q("statistical", "sum of chip area over all the osu035 mapped runs", ["489072"],
  "README.md:34", "total area over 10 mapped runs with stat: 489072.")
q("statistical", "total cell count summed over every run that has a stat", ["3467"],
  "README.md:35", "total cells over 14 runs: 3467.")
q("statistical", "how many runs end up with negative wns, and which", ["ptarmigan_abcd", "rhubarb_sweep"],
  "README.md:32", "runs with negative wns (2).")
q("statistical", "16b vs 8b ALU - area numbers? roughly how much bigger", ["91368", "47120"],
  "README.md:8", "91368 vs 47120, about 1.94x.")
q("statistical", "cell count of okapi_w16 compared with okapi_w8?", ["762", "381"],
  "README.md:9", "762 vs 381 cells, exactly 2x.")
q("statistical", "which run has the most flip flops", ["quagga_generic", "146"],
  "README.md:11", "quagga_generic 146 flops (128 memory + 18 pointers/data).")
q("statistical", "total warnings across the set?", ["91"],
  "README.md:39", "total warnings: 91; total error lines: 15.")
q("statistical", "how many error lines overall", ["15"],
  "README.md:39", "total error lines: 15 (3 sequoia tb ERROR, 9 thyme STA parse, 1 weevil, 2 zorilla).")
q("statistical", "how many simulations passed vs failed", ["numbat_bringup", "saguaro_tb", "sequoia_sim"],
  "README.md:40", "3 sims: numbat_bringup PASS, saguaro_tb PASS, sequoia_sim FAIL.")
q("statistical", "count of runs that produced an STA report?", ["10"],
  "README.md:31", "runs with an STA report (10).")
q("statistical", "In the crc sweep, what were the tns values at the two failing periods?", ["-7.13", "-0.42"],
  "runs/rhubarb_sweep/sweep/summary.txt:1", "1.5 ns: wns -0.87 tns -7.13; 2 ns: wns -0.37 tns -0.42.")
q("statistical", "crc sweep: first period that passes, and its slack", ["0.634"],
  "runs/rhubarb_sweep/sweep/sta_3ns.rpt:33", "3 ns is the smallest period with MET slack, 0.634; 1.5 and 2 ns violate.")
q("statistical", "ptarmigan: the 3 worst setup paths, what slacks?", ["-3.581", "-3.509"],
  "runs/ptarmigan_abcd/reports/max_paths.rpt:50", "-3.581 (_1483_), -3.509 (_1484_), -3.509 (_1485_), all VIOLATED.")
q("statistical", "top 3 runs by flop count", ["quagga_generic", "vole_clocks", "saguaro_syn"],
  "README.md:20", "146 quagga_generic, 61 vole_clocks, 47 saguaro_syn.")
q("statistical", "how many latches in the whole set", ["8", "thyme_latchk"],
  "README.md:38", "only thyme_latchk has latches, 8 of them.")
q("statistical", "of the runs that reported power, highest and lowest?", ["1.5358e-02", "3.71e-03"],
  "README.md:10", "max ptarmigan_abcd 1.5358e-02 W, min okapi_w8 3.71e-03 W.")
q("statistical", "yapok_check warning count?", ["40"],
  "README.md:23", "40 warning lines (16 on console.txt + 24 in yapok.log).")
q("statistical", "tourmaline_hier: DFFSR count over the whole hierarchy", ["37"],
  "runs/tourmaline_hier/logs/yosys_syn.log:1050", "7 in tourmaline_sclkgen + 30 in tourmaline_spim = 37.")
q("statistical", "divider setup path: data arrival vs required, how much of the 10ns is used", ["5.169", "4.607"],
  "runs/saguaro_syn/out/setup.rpt:59", "arrival 5.169, required 9.776, slack 4.607.")
q("statistical", "netlists by format across the set - how many blif/json/edif?", ["blif 2", "json 1", "edf 1"],
  "README.md:37", "blif 2, edf 1, json 1, v 11, vg 1.")
q("statistical", "which designs got more than one run", ["okapi_alu", "saguaro_div"],
  "README.md:28", "18 runs over 16 designs: okapi_alu (w8, w16) and saguaro_div (syn, tb).")
q("statistical", "traffic light tb - how many errors and at what sim times", ["115000", "325000", "585000"],
  "runs/sequoia_sim/logs/run_tb.log:1", "three ERROR lines at 115000, 325000, 585000 ps.")
q("statistical", "pwm run worst setup slack per clock domain?", ["6.795", "9.215"],
  "runs/vole_clocks/sta/setup_all.rpt:29", "clk group 6.795, pwm_clk group 9.215.")
q("statistical", "fifo cell count before vs after the fine stage", ["17", "354"],
  "runs/quagga_generic/work/stat_mem.txt:12", "coarse: 17 cells incl. one $mem_v2; after fine: 354.")
q("statistical", "which runs have hold slack under 0.3ns", ["vole_clocks", "ptarmigan_abcd"],
  "README.md:20", "hold column: vole_clocks 0.199, ptarmigan_abcd 0.254; all others higher or none.")
q("statistical", "register file memory bits per yosys?", ["64"],
  "runs/uakari_lint/lint_out/yosys_elab.log:310", "Number of memory bits: 64 (8 x 8).")
q("statistical", "how many runs were driven by a Makefile", ["okapi_w16", "rhubarb_sweep"],
  "README.md:12", "flow column 'make': okapi_w16 and rhubarb_sweep.")
q("statistical", "cdc: how many cells in xerus_pulse vs xerus_sync module", ["6", "56"],
  "runs/xerus_cdc/xerus_syn.log:917", "xerus_pulse 6 cells (4 DFFSR), xerus_sync 56 (32 DFFSR + 1 xerus_pulse instance).")
q("statistical", "mapped runs count vs generic count", ["10", "3"],
  "README.md:29", "10 mapped OSU035, 3 generic, 3 simulation, 2 lint.")

# ---------------------------------------------------------------- reasoning
q("reasoning", "why is thyme_latchk marked FAIL when synth finished fine?",
  ["syntax error", "$_DLATCH_P_"],
  "runs/thyme_latchk/thyme_timing.rpt:1",
  "The 8 $_DLATCH_P_ cells stay unmapped and write_verilog emits them as reg/always blocks; OpenSTA cannot parse them (syntax error, unexpected REG, 9 Error lines).")
q("reasoning", "where does the latch in the priority selector come from?", ["mux", "thyme_prisel.v:28"],
  "runs/thyme_latchk/synth_map.log:79", "Latch inferred for signal `\\thyme_prisel.\\mux' from the process at thyme_prisel.v:28 (mux only assigned when req != 0).")
q("reasoning", "weevil build dies in hierarchy, why? the RTL looks complete", ["weevil_ser", "files.f"],
  "runs/weevil_build/build.log:36", "flow/files.f only lists rtl/weevil_top.v; weevil_ser lives in another file that is never read, so hierarchy -check errors out.")
q("reasoning", "zorilla: error points to line 28 but line 28 looks ok?", ["released", "zorilla_debounce.v:28"],
  "runs/zorilla_lint/lint/zorilla_debounce.v:27", "Line 27 `released <= 1'b0` has no semicolon; the parser only trips on the `end` at line 28 (yosys: unexpected TOK_END).")
q("reasoning", "Why does the main-road yellow only last 2 cycles in the traffic light sim?", ["T_YELLOW - 2"],
  "runs/sequoia_sim/build/sequoia_lights.v:40", "MAIN_Y leaves when timer == T_YELLOW - 2 (marked BUG, should be T_YELLOW - 1); tb expects 3.")
q("reasoning", "sequoia tb failed but the script thinks vvp was fine?", ["vvp exit code: 0", "TEST FAILED"],
  "runs/sequoia_sim/logs/run_tb.log:6", "The testbench only prints TEST FAILED and calls $finish, so vvp exits 0; only the transcript shows the failure.")
q("reasoning", "saguaro setup.rpt: first path shows 8.578 - is that the worst setup?", ["4.607", "recovery"],
  "runs/saguaro_syn/out/setup.rpt:59", "The first path is a recovery check (rst_n, async_default group, 8.578); the worst clk-group path has 4.607.")
q("reasoning", "why is the divider full of DFFSR instead of DFFPOSX1?", ["DFFSR", "$_DFFSR_PNN_"],
  "runs/saguaro_syn/yosys.log:685", "Async active-low reset (negedge rst_n) -> $_DFFSR_PNN_ -> DFFSR; the ALU uses sync reset and gets DFFPOSX1.")
q("reasoning", "okapi_w16 has 19 DFFPOSX1 but y is 16 bits plus 4 flags, where did one go?", ["neg", "y[15]"],
  "runs/okapi_w16/netlist/okapi_alu_w16.v:4921", "neg is the same signal as y[15], so the flops were merged: assign y[15] = neg;")
q("reasoning", "vireo: which signals make up the logic loop yosys reports?", ["move1", "ready1"],
  "runs/vireo_loop/yosys_vireo.log:103", "Loop through move1, ready1, ready1_hold ($and/$not/$or at vireo_stall.v:20-22).")
q("reasoning", "vireo_loop post-map check says v2 has no driver, is the netlist broken?", ["v2", "DFFPOSX1"],
  "runs/vireo_loop/yosys_vireo.log:640", "False alarm: check runs after mapping, the liberty cells (DFFPOSX1) are unknown blackboxes to it so their Q pins are not seen as drivers; STA links fine.")
q("reasoning", "does the valid/ready pipeline still meet timing even with the loop?", ["4.820", "_064_"],
  "runs/vireo_loop/reports/vireo_sta.txt:35", "Yes at 8 ns: slack 4.820 MET, but only because STA cut the loop at _064_ B->Y; wns 0.00.")
q("reasoning", "what period would the mac actually need to close setup?", ["8.106", "-3.581"],
  "runs/ptarmigan_abcd/reports/max_paths.rpt:37", "arrival 8.106 + setup 0.275 + uncertainty 0.2 = ~8.58 ns vs 5 ns (slack -3.581).")
q("reasoning", "MAC critical path - start, end, and the single worst stage?", ["_1511_", "_1483_", "1.644"],
  "runs/ptarmigan_abcd/reports/max_paths.rpt:12", "_1511_ (xr/wr reg) -> _1483_, biggest step NAND2X1 _0776_ 1.644 ns (high fanout).")
q("reasoning", "crc sweep: estimate the min period that would pass", ["2.080", "0.286"],
  "runs/rhubarb_sweep/sweep/sta_2ns.rpt:21", "Same path at every period: arrival 2.080 + setup 0.286 = ~2.37 ns; 2 ns fails, 3 ns passes.")
q("reasoning", "vole hold report starts at _416_/Q as 'clock source pwm_clk', what's that about?", ["_416_", "0.199"],
  "runs/vole_clocks/sta/hold.rpt:1", "_416_ is the prescaler flop whose Q is the generated clock pin; its own feedback to D is checked in clk group, slack 0.199.")
q("reasoning", "xerus_cdc: why no clk_a -> clk_b crossing paths anywhere in the report?", ["set_clock_groups -asynchronous"],
  "runs/xerus_cdc/out/clocks.sdc:3", "The clocks are declared asynchronous, so cross-domain paths are not timed.")
q("reasoning", "xerus stats: 6 + 56 = 62 cells but the hierarchy total says 61?", ["61", "xerus_pulse"],
  "runs/xerus_cdc/xerus_syn.log:944", "The 56 of xerus_sync includes the xerus_pulse instance as a cell; flattened count is 55 + 6 = 61.")
q("reasoning", "spim area 31796 in one place and 40048 in another, which is right?", ["40048", "8252"],
  "runs/tourmaline_hier/logs/yosys_syn.log:1031", "31796 is tourmaline_spim alone (submodule area unknown); top total 40048 = 31796 + 8252 of tourmaline_sclkgen.")
q("reasoning", "the ALU sta report starts with a set_input_delay warning, cause?", ["all_inputs"],
  "runs/okapi_w8/alu.sdc:2", "set_input_delay ... [all_inputs] also hits the clk port where the clock is defined; OpenSTA ignores it there.")
q("reasoning", "uakari: what happens to raddr_a[3]?", ["u_rda", "4 bits to 3 bits"],
  "runs/uakari_lint/lint_out/yosys_elab.log:43", "Port is resized: Resizing cell port uakari_rf.u_rda.addr from 4 bits to 3 bits; iverilog prunes 1 high bit, so bit 3 is ignored.")
q("reasoning", "interrupt controller - which processes fight over pending?", ["$procdff$79", "$procdff$84"],
  "runs/yapok_check/yapok.log:139", "Two always blocks (edge capture and ack clear) each make a $dff on pending: $procdff$79 and $procdff$84.")
q("reasoning", "fifo memory - inferred RAM or flops in the end?", ["128", "$_DFFE_PP_"],
  "runs/quagga_generic/work/fifo_synth.log:428", "memory_map mapped \\mem to flops: 128 $_DFFE_PP_ after the fine step (no RAM macro).")
q("reasoning", "uart synth - what baud divisor was it built with and why that one?", ["CLKS_PER_BIT", "8"],
  "runs/numbat_bringup/synth_generic.log:31", "chparam -set CLKS_PER_BIT 8, same as the testbench localparam CPB = 8 (default is 16).")
q("reasoning", "divider tb claims 12 checked but I count 11 ok lines, which one?", ["77"],
  "runs/saguaro_tb/sim/saguaro_div_tb.v:17", "77 / 0 is the divide-by-zero case; it is checked via dz but prints no ok line.")
q("reasoning", "the timescale warning in saguaro_tb compile - problem?", ["inherited", "timescale"],
  "runs/saguaro_tb/sim/compile.log:1", "saguaro_div.v has no `timescale and inherits the tb's 1ns/1ps; harmless, sim still passes.")
q("reasoning", "why do both ALU widths report exactly the same hold slack?", ["2.124", "rst"],
  "runs/okapi_w8/alu8_sta.rpt:65", "Worst hold path in both is rst input -> first y flop (1 gate), which does not depend on WIDTH: 2.124.")

# ---------------------------------------------------------------- absent
q("absent", "area of the barrel shifter run?", ["okapi_alu"],
  "README.md:9", "No barrel shifter design; the shift ops live in okapi_alu.")
q("absent", "can u send the hold report for the crc sweep", ["rhubarb_sweep"],
  "runs/rhubarb_sweep/Makefile:16", "The sweep only runs report_checks -path_delay max; no min/hold analysis.")
q("absent", "power number for the CRC period sweep?", ["rhubarb_sweep"],
  "README.md:12", "No report_power in rhubarb_sweep; power column is '-'.")
q("absent", "fifo testbench results?", ["quagga_generic"],
  "README.md:11", "quagga_fifo was only synthesised (generic), never simulated.")
q("absent", "did the spi master testbench pass", ["tourmaline_hier"],
  "README.md:17", "No SPI simulation; tourmaline_hier is synthesis + STA only.")
q("absent", "xerus_cdc: slack in the clk_c domain?", ["clk_a", "clk_b"],
  "runs/xerus_cdc/out/clocks.sdc:1", "Only clk_a and clk_b exist.")
q("absent", "what area does the 32-bit ALU get", ["okapi_alu", "WIDTH"],
  "runs/okapi_w16/Makefile:3", "Only WIDTH 8 and 16 were run.")
q("absent", "results for the MAC mapped with abc -D 2000?", ["ptarmigan_abcd"],
  "README.md:10", "Only one MAC run, with -D 4000.")
q("absent", "where's the i2c controller synthesis log", ["tourmaline_spim", "numbat_uarttx"],
  "README.md:17", "No I2C design; serial interfaces are the SPI master and the UART transmitter.")
q("absent", "cell count of the UART receiver?", ["numbat_uarttx"],
  "README.md:7", "Only a transmitter exists.")
q("absent", "gate level sim of the divider netlist, did it match rtl?", ["saguaro_tb"],
  "README.md:14", "Only RTL simulation (saguaro_tb); the netlist from saguaro_syn was never simulated.")
q("absent", "how much area does weevil_ser take?", ["weevil_ser", "weevil_build"],
  "runs/weevil_build/build.log:36", "weevil_ser is not in the design; the build stopped at hierarchy.")
q("absent", "placement / DEF results for the pwm block?", ["vole_clocks"],
  "README.md:20", "No place and route anywhere; vole_clocks stops at synthesis + STA.")
q("absent", "what fmax did the debouncer reach", ["zorilla_lint"],
  "README.md:24", "No STA; lint fails on a syntax error.")
q("absent", "vcd for the traffic light sim?", ["sequoia_sim", "numbat_bringup"],
  "README.md:15", "sequoia_sim dumps no waveform; only numbat_bringup writes a VCD.")
q("absent", "thyme_latchk hold slack", ["thyme_latchk"],
  "README.md:16", "Only a max-path report was made; hold column is '-'.")
q("absent", "SDF annotated timing for the multiply accumulate?", ["ptarmigan_abcd"],
  "README.md:10", "No SDF written or read; STA used ideal clocks on the netlist.")
q("absent", "setup slack on the pwm_fast clock", ["pwm_clk"],
  "runs/vole_clocks/sta/vole.sdc:2", "Only clk and the generated pwm_clk exist.")
q("absent", "how many OSU LATCH cells did the priority selector map to", ["$_DLATCH_P_"],
  "runs/thyme_latchk/synth_map.log:648", "None: the latches stayed as yosys $_DLATCH_P_ cells (ABC skipped LATCH).")
q("absent", "wns for the interrupt controller?", ["yapok_check"],
  "README.md:23", "yapok_check is generic synthesis only, no STA.")
q("absent", "compare the two crc runs pls", ["rhubarb_sweep"],
  "README.md:12", "Only one CRC run (a sweep of 4 periods in one run).")
q("absent", "timing report for the register file", ["uakari_lint"],
  "README.md:18", "uakari_lint is lint/elaboration only.")
q("absent", "edif of the cdc block?", ["tourmaline_hier", "xerus_cdc"],
  "README.md:22", "xerus_cdc wrote only a Verilog netlist; the only EDIF is from tourmaline_hier.")

out = []
for i, (cat, text, mc, ev, notes) in enumerate(Q, 1):
    out.append(json.dumps({"id": f"q{i:03d}", "category": cat, "scope": S, "question": text,
                           "must_contain": mc, "evidence": ev, "notes": notes}))
# quick self-check: each must_contain should be on the evidence line or in the evidence file
for line in out:
    o = json.loads(line)
    path, ln = o["evidence"].rsplit(":", 1)
    txt = open(os.path.join(ROOT, path), errors="replace").read()
    evl = txt.splitlines()[int(ln) - 1]
    for s in o["must_contain"]:
        where = "LINE" if s in evl else ("FILE" if s in txt else "----")
        if where != "LINE":
            print(o["id"], o["category"], where, repr(s), "|", evl.strip()[:100])
with open(os.path.join(ROOT, "questions.jsonl"), "w") as f:
    f.write("\n".join(out) + "\n")
from collections import Counter
print(Counter(json.loads(l)["category"] for l in out), len(out))
