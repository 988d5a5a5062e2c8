#!/bin/sh
# divclk_sync: two clock domains (clk_a with a /2 generated clock, clk_b async).
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-../../../../../.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cat > divclk.ys <<YS
read_liberty -lib $LIB
read_verilog divclk_sync.v
hierarchy -check -top divclk_sync
synth -top divclk_sync
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr -simple-lhs divclk_sync.vg
YS
yosys -s divclk.ys > synth_divclk.log 2>&1
cat > constraints.tcl <<TCL
read_liberty $LIB
read_verilog divclk_sync.vg
link_design divclk_sync
create_clock -name clk_a -period 5.0 [get_ports clk_a]
create_clock -name clk_b -period 7.0 [get_ports clk_b]
create_generated_clock -name clk_div2 -source [get_ports clk_a] -divide_by 2 [get_pins -of_objects [get_nets clk_div2] -filter "direction == output"]
set_clock_groups -asynchronous -group {clk_a clk_div2} -group {clk_b}
set_input_delay 1.0 -clock clk_div2 [get_ports go]
set_output_delay 1.0 -clock clk_div2 [get_ports slow_cnt]
set_output_delay 1.0 -clock clk_b [get_ports pulse_b]
set_false_path -from [get_ports rst_n]
set_load 0.02 [all_outputs]
report_clock_properties
report_checks -path_delay max -group_count 3 -digits 3
report_tns
report_wns
TCL
sta -no_init -exit constraints.tcl > sta_divclk.txt 2>&1
