#!/bin/bash
# diopside_flat: same MAC flattened before mapping (splitnets so OpenSTA can parse the netlist);
# STA setup/hold at 8 ns plus power; netlist also written as BLIF
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl logs netlists reports
mkdir -p rtl logs netlists reports
cp ../../designs/diopside_mac/diopside_mac.v ../../designs/diopside_mac/diopside_mul.v rtl/

yosys -l logs/synth_flat.log -p "
    read_verilog rtl/diopside_mul.v rtl/diopside_mac.v
    synth -flatten -top diopside_mac
    dfflibmap -liberty $OSU035_LIB
    abc -liberty $OSU035_LIB
    splitnets
    opt_clean -purge
    stat -liberty $OSU035_LIB
    write_verilog -noattr netlists/diopside_mac_flat.v
    write_blif netlists/diopside_mac_flat.blif
" > /dev/null

cat > reports/sta_flat.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog netlists/diopside_mac_flat.v
link_design diopside_mac
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
report_power
TCL
sta -no_splash -exit reports/sta_flat.tcl > reports/timing_flat_8ns.rpt 2>&1
