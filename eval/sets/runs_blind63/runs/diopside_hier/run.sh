#!/bin/bash
# diopside_hier: MAC mapped to OSU035 keeping the multiplier as its own module; STA on the hierarchical netlist
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl logs netlists reports
mkdir -p rtl logs netlists reports
cp ../../designs/diopside_mac/diopside_mac.v ../../designs/diopside_mac/diopside_mul.v rtl/

yosys -l logs/synth_hier.log -p "
    read_verilog rtl/diopside_mul.v rtl/diopside_mac.v
    hierarchy -check -top diopside_mac
    synth -top diopside_mac
    dfflibmap -liberty $OSU035_LIB
    abc -liberty $OSU035_LIB
    opt_clean
    stat -liberty $OSU035_LIB
    write_verilog -noattr netlists/diopside_mac_hier.v
" > /dev/null

cat > reports/sta_hier.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog netlists/diopside_mac_hier.v
link_design diopside_mac
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
report_checks -path_delay max
report_wns
report_tns
TCL
sta -no_splash -exit reports/sta_hier.tcl > reports/timing_hier_8ns.rpt 2>&1
