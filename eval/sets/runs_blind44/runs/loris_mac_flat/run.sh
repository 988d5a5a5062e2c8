#!/bin/bash
# loris_mac flattened, ABC with a 4 ns delay target (abc -D 4000), OSU035, STA at 6 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl results
mkdir -p rtl results/_logs results/_netlist results/_timing
cp ../../designs/loris_mac/loris_mac.v rtl/

yosys -l results/_logs/yosys_flat.log -p "
read_verilog rtl/loris_mac.v
synth -top loris_mac -flatten
dfflibmap -liberty $OSU035_LIB
abc -D 4000 -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr results/_netlist/loris_mac_flat.v
write_blif -gates results/_netlist/loris_mac_flat.blif
" > /dev/null

sta -no_init -exit /dev/stdin > results/_timing/loris_flat_6ns.rpt 2>&1 <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog results/_netlist/loris_mac_flat.v
link_design loris_mac
create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
TCL
