#!/bin/bash
# Flattened OSU035 mapping of the 8x8 MAC, then OpenSTA at a 6 ns clock period.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/bramble_mac/bramble_mac.v rtl/
yosys -p "read_verilog rtl/bramble_mac.v; synth -flatten -top bramble_mac; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr syn/bramble_mac_mapped.v" > syn/synth_run.out 2>&1
cat > sta/constraints.sdc <<'SDC'
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
set_load 0.02 [all_outputs]
SDC
cat > sta/run_sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn/bramble_mac_mapped.v
link_design bramble_mac
read_sdc sta/constraints.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
exit
TCL
sta -no_splash sta/run_sta.tcl > sta/timing_6ns.rpt 2>&1
