#!/bin/bash
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# fennel_afifo: two unrelated clocks (wclk 5 ns, rclk 7 ns); crossings cut with set_false_path both ways
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/fennel_afifo/fennel_afifo.v rtl/

yosys -l syn/fennel.log -p "
read_verilog rtl/fennel_afifo.v
synth -top fennel_afifo -flatten
memory_map
opt
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/fennel_afifo.v
" > /dev/null

cat > sta/fennel.sdc <<SDC
create_clock -name wclk -period 5.0 [get_ports wclk]
create_clock -name rclk -period 7.0 [get_ports rclk]
set_false_path -from [get_clocks wclk] -to [get_clocks rclk]
set_false_path -from [get_clocks rclk] -to [get_clocks wclk]
set_input_delay 1.0 -clock wclk [get_ports {winc wdata[*]}]
set_input_delay 1.0 -clock rclk [get_ports rinc]
set_output_delay 1.0 -clock wclk [get_ports wfull]
set_output_delay 1.0 -clock rclk [get_ports {rempty rdata[*]}]
set_false_path -from [get_ports {wrst_n rrst_n}]
SDC
cat > sta/fennel.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/fennel_afifo.v
link_design fennel_afifo
read_sdc sta/fennel.sdc
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay max -from [get_clocks wclk] -to [get_clocks rclk] -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
exit
TCL
sta -no_init -no_splash -exit sta/fennel.tcl > sta/fennel_cdc.rpt 2>&1
