#!/bin/bash
# nopal_ser mapped to OSU035, STA at 10 ns with I/O delays, plus a power estimate
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl logs gl sta
mkdir -p rtl logs gl sta
cp ../../designs/nopal_ser/nopal_ser.v rtl/

yosys -l logs/nopal_ser.yosys.txt -p "
read_verilog rtl/nopal_ser.v
synth -top nopal_ser -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr gl/nopal_ser_gl.v
" > /dev/null

cat > sta/nopal.sdc <<SDC
create_clock -name bclk -period 10.0 [get_ports clk]
set_input_delay 2.5 -clock bclk [get_ports {send data[*]}]
set_output_delay 3.0 -clock bclk [get_ports {txd busy}]
set_false_path -from [get_ports rst_n]
set_load 0.05 [all_outputs]
SDC
cat > sta/nopal.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog gl/nopal_ser_gl.v
link_design nopal_ser
read_sdc sta/nopal.sdc
set_power_activity -input -activity 0.1
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
report_power -digits 4
exit
TCL
sta -no_init -no_splash -exit sta/nopal.tcl > sta/nopal_sta_10ns.rpt 2>&1
