#!/bin/bash
# plover_sync OSU035 flow; STA with two asynchronous clocks (clk_a 6 ns, clk_b 9 ns)
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl pnr_in sta_out
mkdir -p rtl pnr_in sta_out
cp ../../designs/plover_sync/plover_sync.v rtl/

cat > pnr_in/syn.ys <<YS
read_verilog rtl/plover_sync.v
synth -top plover_sync -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr pnr_in/plover_sync.v
YS
yosys -l pnr_in/plover_syn.log -s pnr_in/syn.ys > /dev/null

cat > sta_out/plover.sdc <<SDC
create_clock -name clk_a -period 6.0 [get_ports clk_a]
create_clock -name clk_b -period 9.0 [get_ports clk_b]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
set_input_delay 1.0 -clock clk_a [get_ports pulse_a]
set_output_delay 1.0 -clock clk_a [get_ports {sent_a[*]}]
set_output_delay 1.0 -clock clk_b [get_ports {seen_b[*] pulse_b}]
set_false_path -from [get_ports rst_n]
SDC

cat > sta_out/plover.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog pnr_in/plover_sync.v
link_design plover_sync
read_sdc sta_out/plover.sdc
report_clock_properties
report_checks -path_delay max -group_count 2 -format end -digits 3
report_checks -path_delay max -from [get_clocks clk_a] -to [get_clocks clk_b] -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
report_power
exit
TCL
sta -no_init -no_splash -exit sta_out/plover.tcl > sta_out/plover_timing.log 2>&1
