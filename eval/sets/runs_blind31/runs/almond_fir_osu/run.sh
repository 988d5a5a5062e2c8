#!/bin/bash
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# almond_fir (W=10, TAPS=4) mapped to OSU035, STA at 12 ns with I/O delays, min/max checks and power
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/almond_fir/almond_fir.v rtl/

cat > syn/almond.ys <<YS
read_verilog rtl/almond_fir.v
synth -top almond_fir -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/almond_fir_netlist.v
YS
yosys -l syn/almond_fir_yosys.log -s syn/almond.ys > /dev/null

cat > sta/almond.sdc <<SDC
create_clock -name sclk -period 12.0 [get_ports clk]
set_input_delay 2.5 -clock sclk [get_ports {in_valid in_sample[*]}]
set_output_delay 2.0 -clock sclk [all_outputs]
set_false_path -from [get_ports rst_n]
set_load 0.05 [all_outputs]
SDC
cat > sta/almond.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/almond_fir_netlist.v
link_design almond_fir
read_sdc sta/almond.sdc
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -group_count 3 -format end -digits 3
report_wns -digits 3
report_tns -digits 3
report_power
exit
TCL
sta -no_init -no_splash -exit sta/almond.tcl > sta/almond_fir_12ns.rpt 2>&1
