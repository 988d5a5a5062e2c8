#!/bin/bash
# Two clock domains (clk_a 10 ns, clk_b 6.5 ns). STA first without clock groups (CDC paths timed),
# then again after declaring the clocks asynchronous.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl results
mkdir -p rtl results
cp ../../designs/sodalite_cdc/sodalite_cdc.v rtl/
yosys -l results/synth.log -p "
read_verilog rtl/sodalite_cdc.v
synth -top sodalite_cdc -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr results/sodalite_cdc_gl.v
"
cat > results/clocks.sdc <<'SDC'
create_clock -name clk_a -period 10 [get_ports clk_a]
create_clock -name clk_b -period 6.5 [get_ports clk_b]
set_input_delay 1 -clock clk_a [get_ports {evt rst_a_n}]
set_input_delay 1 -clock clk_b [get_ports rst_b_n]
set_output_delay 1 -clock clk_b [get_ports {seen* new_evt}]
SDC
cat > results/sta_twoclk.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog results/sodalite_cdc_gl.v
link_design sodalite_cdc
read_sdc results/clocks.sdc
puts "==== without clock groups"
report_checks -path_delay max -group_count 2
report_wns
report_tns
TCL
cat > results/sta_async.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog results/sodalite_cdc_gl.v
link_design sodalite_cdc
read_sdc results/clocks.sdc
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
puts "==== with set_clock_groups -asynchronous"
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_wns
report_tns
TCL
sta -no_splash -exit results/sta_twoclk.tcl > results/sta_no_groups.rpt 2>&1
sta -no_splash -exit results/sta_async.tcl > results/sta_async_groups.rpt 2>&1
