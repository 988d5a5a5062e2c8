#!/usr/bin/env python3
"""Write questions.jsonl; evidence line numbers are looked up from a pattern in the evidence file."""
import json, os, sys

ROOT = os.path.dirname(os.path.abspath(__file__))
SCOPE = "proj:blind45"


def ev(path, pattern, nth=1):
    full = os.path.join(ROOT, path)
    n = 0
    with open(full, errors="replace") as f:
        for i, line in enumerate(f, 1):
            if pattern in line:
                n += 1
                if n == nth:
                    return f"{path}:{i}"
    sys.exit(f"pattern {pattern!r} not found in {path}")


R = "runs/"
RM = "README.md"
Q = []


def q(cat, text, must, evid, notes):
    Q.append((cat, text, must, evid, notes))


# ------------------------------------------------------------------ factual
q("factual", "whats the chip area of serval_pwm after osu035 mapping?", ["22716"],
  ev(R + "serval_pwm_map10/logs/yosys_map.log", "Chip area for module"), "stat -liberty in the serval yosys log")
q("factual", "how many DFFSR cells ended up in the pwm netlist", ["18"],
  ev(R + "serval_pwm_map10/logs/yosys_map.log", "DFFSR                          18"), "final stat cell list of serval_pwm_map10")
q("factual", "setup slcak of the pwm block @10ns?", ["6.005"],
  ev(R + "serval_pwm_map10/sta.rpt.d/timing_10ns.rpt", "6.005   slack (MET)"), "clk group max path in timing_10ns.rpt")
q("factual", "serval_pwm_map10 hold slack pls", ["0.535"],
  ev(R + "serval_pwm_map10/sta.rpt.d/timing_10ns.rpt", "0.535   slack (MET)"), "min path clk group, _187_ -> _188_")
q("factual", "In the 8-deep FIFO build, how many flip-flops did dfflibmap map and to which cell?", ["82", "DFFPOSX1"],
  ev(R + "bongo_fifo_d8w8/synth_d8w8.log", "mapped 82 $_DFF_P_ cells"), "dfflibmap message in synth_d8w8.log")
q("factual", "area of the d16w12 fifo variant?", ["181324"],
  ev(R + "bongo_fifo_d16w12/synth_d16w12.log", "Chip area for module"), "stat -liberty in synth_d16w12.log")
q("factual", "did the divider testbench pass? how many divisions did it check", ["TEST PASSED", "255"],
  ev(R + "gerenuk_divider_tb/sim_out/sim.log", "TEST PASSED"), "last line of sim_out/sim.log")
q("factual", "tns of the divider at the 3 ns point of the sweep?", ["-18.79"],
  ev(R + "gerenuk_divider_sweep/sweep/sta_p3.0.rpt", "tns -18.79"), "report_tns in sweep/sta_p3.0.rpt")
q("factual", "total power for tarsier_spi_hier?", ["6.98e-03"],
  ev(R + "tarsier_spi_hier/out+hier/sta_hier.rpt", "Total                  6.47e-03"), "report_power Total row in out+hier/sta_hier.rpt")
q("factual", "what error does tarsier_spi_nosclk die on", ["tarsier_sclk", "is not part of the design"],
  ev(R + "tarsier_spi_nosclk/syn.log", "ERROR: Module"), "ERROR line at the end of syn.log")
q("factual", "which file is the EDIF netlist of the ALU?", ["mandrill_alu_D2500.edf"],
  ev(R + "mandrill_alu_abcd/_syn/mandrill.ys", "write_edif"), "write_edif line in _syn/mandrill.ys")
q("factual", "what delay target was given to abc in the mandrill run", ["2500"],
  ev(R + "mandrill_alu_abcd/_syn/mandrill.ys", "abc -D 2500"), "abc -D 2500 in _syn/mandrill.ys (ps)")
q("factual", "cuscus_sync_2clk: what period is clk_b constrained to?", ["6.0"],
  ev(R + "cuscus_sync_2clk/timing.d/cuscus.sdc", "create_clock -name clk_b"), "create_clock line in timing.d/cuscus.sdc")
q("factual", "period of the generated clock in the agouti run, as sta sees it", ["20.00"],
  ev(R + "agouti_clkdiv_genclk/sta/genclk.rpt", "clk_div4                 20.00"), "report_clock_properties in sta/genclk.rpt")
q("factual", "how many LATCH cells in the tayra latchbank netlist", ["32"],
  ev(R + "tayra_latchbank_lat/LOGS/01_synth.log", "LATCH                          32"), "final stat in LOGS/01_synth.log")
q("factual", "max time borrow on the latch path (tayra)?", ["9.766"],
  ev(R + "tayra_latchbank_lat/RPT/02_sta_latch.rpt", "max time borrow"), "Time Borrowing Information block in RPT/02_sta_latch.rpt")
q("factual", "olingo_mac_flat wns?", ["-0.39"],
  ev(R + "olingo_mac_flat/results/timing/mac_7ns.rpt", "wns -0.39"), "report_wns in results/timing/mac_7ns.rpt")
q("factual", "how many XNOR2X1 in the flattened mac", ["100"],
  ev(R + "olingo_mac_flat/results/log files/yosys_flat.log", "XNOR2X1                       100"), "final stat in results/log files/yosys_flat.log")
q("factual", "what exactly did the debounce tb complain about?", ["btn_level still 0 17 clocks after a clean press"],
  ev(R + "sifaka_debounce_tb/sim#1/transcript.log", "ERROR: btn_level"), "ERROR line in sim#1/transcript.log")
q("factual", "crc8 of '123456789' from the colugo sim?", ["f4"],
  ev(R + "colugo_crc8_simsyn/sim/vvp.out", "check 123456789"), "ok: line in sim/vvp.out")
q("factual", "which line does iverilog flag in markhor_uartrx_par.v", ["19", "syntax error"],
  ev(R + "markhor_uartrx_par_syntax/logs/iverilog_compile.log", "syntax error"), "first line of logs/iverilog_compile.log")
q("factual", "warning text from iverilog -Wall on the arbiter?", ["implicit definition of wire 'any_req'"],
  ev(R + "gaur_arbiter_lint/lint~out/iverilog_wall.txt", "implicit definition"), "only line of lint~out/iverilog_wall.txt")
q("factual", "nyala seqdet chip area", ["7732"],
  ev(R + "nyala_seqdet_quiet/build.1011/stat_osu035.txt", "Chip area"), "tee'd stat in build.1011/stat_osu035.txt")
q("factual", "Which endpoint is worst for setup in the nyala run and what is its slack?", ["hit", "2.063"],
  ev(R + "nyala_seqdet_quiet/build.1011/sta_summary.txt", "2.063   slack (MET)"), "max path to output hit in build.1011/sta_summary.txt")
q("factual", "how many $_SDFFE_PP0P_ cells in the generic gray counter netlist?", ["11"],
  ev(R + "pudu_gray_nosta/yosys-logs/generic.log", "$_SDFFE_PP0P_                  11"), "stat in yosys-logs/generic.log")
q("factual", "removal slack on the alu reset (mandrill)?", ["-0.005"],
  ev(R + "mandrill_alu_abcd/_timing/alu_2p5ns.txt", "-0.005   slack (VIOLATED)"), "removal check rst_n -> _353_ in _timing/alu_2p5ns.txt")
q("factual", "what clock period was the MAC timed at", ["7.0"],
  ev(R + "olingo_mac_flat/results/timing/mac.sdc", "create_clock"), "create_clock in results/timing/mac.sdc")
q("factual", "where does the quiet nyala flow put the json netlist?", ["build.1011/nyala_seqdet.json"],
  ev(R + "nyala_seqdet_quiet/build.1011/syn.ys", "write_json"), "write_json line of the generated build.1011/syn.ys")
q("factual", "cuscus sync area after mapping", ["11680"],
  ev(R + "cuscus_sync_2clk/work/cuscus_yosys.log", "Chip area for module"), "stat -liberty in work/cuscus_yosys.log")
q("factual", "startpoint of the worst setup path in bongo_fifo_d8w8?", ["rd_en"],
  ev(R + "bongo_fifo_d8w8/reports/setup_12ns.rpt", "Startpoint: rd_en"), "report_checks max in reports/setup_12ns.rpt")

# ------------------------------------------------------------------ statistical
q("statistical", "which runs failed?", ["markhor_uartrx_par_syntax", "pudu_gray_nosta", "sifaka_debounce_tb", "tarsier_spi_nosclk"],
  ev(RM, "- failed runs"), "failed runs line of the README summary")
q("statistical", "any runs with negative wns? list them", ["gerenuk_divider_sweep", "mandrill_alu_abcd", "olingo_mac_flat"],
  ev(RM, "- runs with negative wns"), "README summary")
q("statistical", "biggest design by area across the set?", ["181324", "bongo_fifo_d16w12"],
  ev(RM, "- largest area"), "README summary largest area")
q("statistical", "smallest mapped area, which run", ["7732", "nyala_seqdet_quiet"],
  ev(RM, "- largest area"), "README summary smallest area")
q("statistical", "sum of chip area over all the mapped runs?", ["502324"],
  ev(RM, "- total area over"), "README summary, 11 mapped runs with a stat")
q("statistical", "hwo many runs have an sta report at all", ["11"],
  ev(RM, "- runs with an STA report"), "README summary count")
q("statistical", "total cell count over every run that has a stat", ["2963"],
  ev(RM, "- most cells"), "README summary, 13 runs")
q("statistical", "how many sims are there and which one fails", ["3", "sifaka_debounce_tb"],
  ev(RM, "- simulations:"), "README summary simulations line")
q("statistical", "total number of warnigns over all runs", ["25"],
  ev(RM, "- total warnings"), "README summary")
q("statistical", "how many error lines in total across the logs?", ["33"],
  ev(RM, "- total warnings"), "README summary, 29 of them from pudu_gray_nosta")
q("statistical", "which run has the most cells", ["976", "bongo_fifo_d16w12"],
  ev(RM, "- most cells"), "README summary")
q("statistical", "netlist formats written across the set and how many of each?", ["blif 2", "edf 1", "json 2"],
  ev(RM, "- netlist files by extension"), "README summary netlist extensions")
q("statistical", "which runs are makefile driven", ["gerenuk_divider_sweep", "nyala_seqdet_quiet"],
  ev(RM, "| nyala_seqdet_quiet |"), "flow column contains make for these two rows")
q("statistical", "Which runs contain latches?", ["tayra_latchbank_lat"],
  ev(RM, "- runs with latches"), "README summary")
q("statistical", "how many of the runs map to osu035?", ["12"],
  ev(RM, "- flows:"), "README flows line: 12 mapped OSU035")
q("statistical", "which runs did report_power and which burns more", ["olingo_mac_flat", "1.50e-02", "tarsier_spi_hier", "6.98e-03"],
  ev(RM, "| olingo_mac_flat |"), "power column: only two runs have a value")
q("statistical", "list the flattened mapped runs", ["agouti_clkdiv_genclk", "mandrill_alu_abcd", "olingo_mac_flat", "nyala_seqdet_quiet"],
  ev(RM, "| mandrill_alu_abcd |"), "flow column ', flat' (also gerenuk_divider_sweep and the failed tarsier_spi_nosclk)")
q("statistical", "worst hold/removal slack anywhere in the set?", ["-0.005", "mandrill_alu_abcd"],
  ev(RM, "| mandrill_alu_abcd |"), "min over the hold column")
q("statistical", "top 3 runs by flop count", ["217", "82", "47"],
  ev(RM, "| bongo_fifo_d16w12 |"), "flops column: bongo_fifo_d16w12 217, bongo_fifo_d8w8 82, gerenuk_divider_sweep 47")
q("statistical", "how many distinct designs do the 18 runs cover", ["15"],
  ev(RM, "- runs: 18"), "README summary")
q("statistical", "lint-only runs?", ["gaur_arbiter_lint", "markhor_uartrx_par_syntax"],
  ev(RM, "| gaur_arbiter_lint |"), "flow column lint; README flows line says 2 lint")
q("statistical", "which run has the largest setup slack?", ["tayra_latchbank_lat", "7.903"],
  ev(RM, "| tayra_latchbank_lat |"), "max over the slack column")
q("statistical", "worst setup slack over the whole set + which run", ["-0.867", "mandrill_alu_abcd"],
  ev(RM, "| mandrill_alu_abcd |"), "min over the slack column")
q("statistical", "which run has the worst tns?", ["-18.79", "gerenuk_divider_sweep"],
  ev(RM, "| gerenuk_divider_sweep |"), "tns column, 3.0 ns point of the sweep")
q("statistical", "do any runs leave empty log files behind", ["gerenuk_divider_tb", "nyala_seqdet_quiet"],
  ev(RM, "| gerenuk_divider_tb |"), "log column '(empty)': sim_out/compile.log and build.1011/yosys_quiet.log")
q("statistical", "which runs wrote blif", ["olingo_mac_flat", "pudu_gray_nosta"],
  ev(RM, "| pudu_gray_nosta |"), "netlists column .blif")
q("statistical", "tightest clock period used anywhere (not counting sweep points)?", ["2.5", "mandrill_alu_abcd"],
  ev(RM, "| mandrill_alu_abcd |"), "clocks column: core_clk 2.5")
q("statistical", "which sims passed", ["colugo_crc8_simsyn", "gerenuk_divider_tb"],
  ev(RM, "- simulations:"), "README summary simulations line")
q("statistical", "run with the most warnings?", ["tarsier_spi_hier", "4"],
  ev(RM, "| tarsier_spi_hier |"), "warnings column: 4 (ABC warnings printed twice, once per module)")
q("statistical", "fewest flops among the mapped runs", ["nyala_seqdet_quiet", "7"],
  ev(RM, "| nyala_seqdet_quiet |"), "flops column over mapped runs")
q("statistical", "how many runs have a generated clock", ["agouti_clkdiv_genclk"],
  ev(RM, "- runs with a generated clock"), "README summary: 1 run")

# ------------------------------------------------------------------ reasoning
q("reasoning", "why did tarsier_spi_nosclk fail and what's the fix?", ["tarsier_sclk", "tarsier_sclk.v"],
  ev(R + "tarsier_spi_nosclk/syn.log", "ERROR: Module"), "run.sh copies only tarsier_spi.v; the u_sclk instance needs tarsier_sclk.v")
q("reasoning", "markhor: iverilog points at line 19 but the always there looks fine, what's really broken?", ["par", ";"],
  ev(R + "markhor_uartrx_par_syntax/logs/yosys_par.log", "ERROR: syntax error"), "reg par on line 17 of markhor_uartrx_par.v has no semicolon; yosys: unexpected TOK_ALWAYS, expecting ',' or '=' or ';'")
q("reasoning", "pudu_gray_nosta - why couldn't opensta read the netlist?", ["unexpected REG", "pudu_gray_generic.v"],
  ev(R + "pudu_gray_nosta/sta_try.log", "line 18 syntax error"), "generic synth only (no dfflibmap/abc -liberty): netlist keeps reg/always, not a cell netlist")
q("reasoning", "tightest period in the divider sweep that still meets setup?", ["4.0", "0.218"],
  ev(R + "gerenuk_divider_sweep/sweep/sta_p4.0.rpt", "0.218   slack (MET)"), "3.0 violates (-0.782), 4.0 is the first that passes")
q("reasoning", "divider at 3ns: how badly does it miss and roughly what period would close?", ["-0.782"],
  ev(R + "gerenuk_divider_sweep/sweep/sta_p3.0.rpt", "-0.782   slack (VIOLATED)"), "3.0 + 0.782 = about 3.78 ns")
q("reasoning", "did abc -D 2500 get the alu to close at 2.5 ns?", ["-0.867", "3.145"],
  ev(R + "mandrill_alu_abcd/_timing/alu_2p5ns.txt", "-0.867   slack (VIOLATED)"), "arrival 3.145 vs required 2.278: no")
q("reasoning", "is there a hold/removal problem in the mandrill run, and where from?", ["-0.005", "0.305", "rst_n"],
  ev(R + "mandrill_alu_abcd/_timing/alu_2p5ns.txt", "-0.005   slack (VIOLATED)"), "rst_n input delay 0.300 < DFFSR removal time 0.305")
q("reasoning", "olingo at 7ns: by how much does it miss, and what period would it pass at?", ["-0.389", "7.113"],
  ev(R + "olingo_mac_flat/results/timing/mac_7ns.rpt", "-0.389   slack (VIOLATED)"), "arrival 7.113 + setup 0.276 -> ~7.39 ns")
q("reasoning", "on the worst mac path which single cell is slowest?", ["_1028_", "0.654"],
  ev(R + "olingo_mac_flat/results/timing/mac_7ns.rpt", "_1028_/Y (NAND3X1)"), "largest Delay value in the path listing")
q("reasoning", "what dominates the serval critical path?", ["2.000", "0.577"],
  ev(R + "serval_pwm_map10/sta.rpt.d/timing_10ns.rpt", "0.577    3.177"), "2 ns input external delay; biggest cell is _133_ OAI21X1 0.577")
q("reasoning", "how much bigger is the d16w12 fifo than d8w8, area wise?", ["66316", "181324"],
  ev(RM, "| bongo_fifo_d16w12 |"), "181324 / 66316 = ~2.7x")
q("reasoning", "did going to 16x12 hurt the fifo timing at 12ns?", ["6.210", "6.064"],
  ev(RM, "| bongo_fifo_d8w8 |"), "no: d16w12 6.210 vs d8w8 6.064, both met")
q("reasoning", "tayra: is the worst max path even a latch path?", ["clock gating", "7.903"],
  ev(R + "tayra_latchbank_lat/RPT/02_sta_latch.rpt", "clock gating-check end-point clocked by clk)"), "worst max path is a clock gating check on _041_ (NOR2X1)")
q("reasoning", "any time borrowing on tayra's latches?", ["0.000", "9.766"],
  ev(R + "tayra_latchbank_lat/RPT/02_sta_latch.rpt", "actual time borrow"), "actual 0.000 out of a max 9.766")
q("reasoning", "in cuscus, is the tog_a -> sync_b crossing actually timed?", ["set_clock_groups -asynchronous"],
  ev(R + "cuscus_sync_2clk/timing.d/cuscus.sdc", "set_clock_groups"), "clk_a/clk_b are async groups, so no inter-clock path is reported")
q("reasoning", "cuscus: which domain has the worse setup slack?", ["clk_b", "3.932"],
  ev(R + "cuscus_sync_2clk/timing.d/cuscus_sta.rpt", "3.932   slack (MET)"), "clk_b 3.932 vs clk_a 8.147")
q("reasoning", "agouti: which clock clocks the timer flops and what's the worst setup in that group?", ["clk_div4", "2.569"],
  ev(R + "agouti_clkdiv_genclk/sta/genclk.rpt", "2.569   slack (MET)"), "Path Group clk_div4, load -> _154_")
q("reasoning", "why does load->timer in agouti only get 5 ns when clk_div4 is 20 ns?", ["15.000", "20.000"],
  ev(R + "agouti_clkdiv_genclk/sta/genclk.rpt", "Path Group: clk_div4"), "launch on clk edge at 15 ns, capture by clk_div4 at 20 ns")
q("reasoning", "is the sifaka sim failure a design bug or just the tb expectation?", ["btn_level", "17"],
  ev(R + "sifaka_debounce_tb/sim#1/transcript.log", "ERROR: btn_level"), "2 synchronizer flops + STABLE=16 count: level rises after 18 clocks, tb checks at 17")
q("reasoning", "tarsier_spi top module area says 17912 but readme has 26428 - which is right?", ["17912", "8516", "26428"],
  ev(R + "tarsier_spi_hier/out+hier/yosys_hier.log", "Chip area for top module"), "17912 is top only; + sclk submodule 8516 = 26428")
q("reasoning", "what eats most of the power in the spi master?", ["Sequential", "79.8%"],
  ev(R + "tarsier_spi_hier/out+hier/sta_hier.rpt", "Sequential             5.34e-03"), "report_power group breakdown")
q("reasoning", "why's there no yosys log text in the nyala run, where are the numbers?", ["yosys_quiet.log", "stat_osu035.txt"],
  ev(R + "nyala_seqdet_quiet/Makefile", "yosys -q"), "yosys -q so the tee'd log is empty; stat went to build.1011/stat_osu035.txt via tee -q -o")
q("reasoning", "in the divider sweep is it the same path limiting every period?", ["divisor[2]", "_510_"],
  ev(R + "gerenuk_divider_sweep/sweep/sta_p6.0.rpt", "Startpoint: divisor[2]"), "all four reports show divisor[2] -> _510_")
q("reasoning", "alu vs mac: which one is further from closing timing?", ["-0.867", "-0.389"],
  ev(RM, "| mandrill_alu_abcd |"), "slack column: mandrill -0.867 at 2.5 ns vs olingo -0.389 at 7 ns")
q("reasoning", "gray counter has 12 state bits in rtl (b + gray) but only 11 flops after synth, why", ["11"],
  ev(R + "pudu_gray_nosta/yosys-logs/generic.log", "$_SDFFE_PP0P_                  11"), "gray MSB equals b MSB, so yosys merges one flop")
q("reasoning", "is gaur's implicit any_req wire a real problem?", ["any_req", "0 problems"],
  ev(R + "gaur_arbiter_lint/lint~out/yosys_check.log", "Found and reported 0 problems"), "1-bit implicit net is fine functionally; check found 0 problems, but it should be declared")
q("reasoning", "serval: anything wrong with the async reset timing (recovery/removal)?", ["8.078", "1.695"],
  ev(R + "serval_pwm_map10/sta.rpt.d/timing_10ns.rpt", "8.078   slack (MET)"), "recovery 8.078 and removal 1.695 both met")
q("reasoning", "agouti: where was the generated clock defined, which pin?", ["_164_/Q", "divide_by 4"],
  ev(R + "agouti_clkdiv_genclk/sta/clocks.sdc", "create_generated_clock"), "run.sh looks up the flop driving div[1] in the netlist")

# ------------------------------------------------------------------ absent
q("absent", "whats the area of the uart tx block?", ["markhor_uartrx"],
  ev(RM, "| markhor_uartrx_par_syntax |"), "no UART transmitter; only the receiver markhor_uartrx, whose par variant failed")
q("absent", "hold slack in the olingo mac run?", ["olingo_mac_flat"],
  ev(R + "olingo_mac_flat/results/timing/mac_7ns.rpt", "report_checks -path_delay max"), "only max paths were reported there")
q("absent", "gate level sim results for the divider netlist?", ["gerenuk_divider_tb"],
  ev(RM, "| gerenuk_divider_tb |"), "only an RTL simulation exists")
q("absent", "power numbers for mandrill alu?", ["tarsier_spi_hier", "olingo_mac_flat"],
  ev(RM, "| olingo_mac_flat |"), "report_power only in those two runs")
q("absent", "did anyone run sta on the arbiter?", ["gaur_arbiter_lint"],
  ev(RM, "| gaur_arbiter_lint |"), "arbiter only linted")
q("absent", "show me the i2c controller synthesis results", ["tarsier_spi"],
  ev(RM, "| tarsier_spi_hier |"), "no i2c design; the serial interface in the set is the SPI master")
q("absent", "clock skew after CTS for serval?", ["ideal", "serval_pwm"],
  ev(R + "serval_pwm_map10/sta.rpt.d/timing_10ns.rpt", "clock network delay (ideal)"), "no CTS; STA uses ideal clocks")
q("absent", "timing of the debouncer at 50mhz?", ["sifaka_debounce_tb"],
  ev(RM, "| sifaka_debounce_tb |"), "sifaka only simulated, never synthesised or timed")
q("absent", "crc8 area in osu035?", ["generic", "colugo_crc"],
  ev(RM, "| colugo_crc8_simsyn |"), "colugo only has a generic synthesis, no liberty area")
q("absent", "spi slave testbench results?", ["tarsier_spi"],
  ev(RM, "| tarsier_spi_hier |"), "only an SPI master, no SPI sim at all")
q("absent", "where's the EDIF for the mac", ["olingo_mac_flat.blif", "mandrill_alu"],
  ev(R + "olingo_mac_flat/run.sh", "write_blif"), "olingo wrote Verilog+BLIF; the only EDIF is from mandrill_alu_abcd")
q("absent", "max transition / DRC violations in nyala?", ["nyala_seqdet_quiet"],
  ev(RM, "| nyala_seqdet_quiet |"), "no check_types/DRC report was made")
q("absent", "what did the fifo sim show for overflow?", ["bongo_fifo"],
  ev(RM, "| bongo_fifo_d8w8 |"), "the FIFO was never simulated")
q("absent", "gray counter setup slack?", ["pudu_gray_nosta", "unexpected REG"],
  ev(RM, "| pudu_gray_nosta |"), "STA could not read the generic netlist, so no slack")
q("absent", "LUT count for the alu on the fpga?", ["mandrill_alu_abcd"],
  ev(RM, "| mandrill_alu_abcd |"), "only ASIC (OSU035) mapping, no FPGA synth")
q("absent", "cell count of the parity uart rx?", ["markhor_uartrx_par_syntax", "syntax error"],
  ev(RM, "| markhor_uartrx_par_syntax |"), "syntax error: no netlist, no stat")
q("absent", "tarsier spi setup slack at 10 ns?", ["tarsier_spi_hier"],
  ev(R + "tarsier_spi_hier/out+hier/spi.sdc", "create_clock"), "only run at 8.0 ns")
q("absent", "which period passes in the mac clock sweep?", ["gerenuk_divider_sweep", "olingo_mac_flat"],
  ev(RM, "| gerenuk_divider_sweep |"), "only the divider has a sweep; olingo was timed at one period")
q("absent", "coverage numbers from the crc testbench?", ["colugo_crc"],
  ev(RM, "| colugo_crc8_simsyn |"), "no coverage was collected")
q("absent", "result of the equivalence check rtl vs netlist for cuscus?", ["cuscus_sync"],
  ev(RM, "| cuscus_sync_2clk |"), "no equivalence check in the set")
q("absent", "SDF back-annotated sim of the latch bank - pass?", ["tayra_latchbank_lat"],
  ev(RM, "| tayra_latchbank_lat |"), "no SDF, no gate-level sim")
q("absent", "area of the hold-fixed agouti netlist after buffering?", ["agouti_clkdiv_genclk"],
  ev(RM, "| agouti_clkdiv_genclk |"), "no hold fixing step anywhere")

import random
random.Random(4545).shuffle(Q)
with open(os.path.join(ROOT, "questions.jsonl"), "w") as f:
    for i, (cat, text, must, evid, notes) in enumerate(Q, 1):
        obj = {"id": f"q{i:03d}", "category": cat, "scope": SCOPE, "question": text,
               "must_contain": must, "evidence": evid, "notes": notes}
        f.write(json.dumps(obj) + "\n")
from collections import Counter
print(len(Q), Counter(c for c, *_ in Q))
