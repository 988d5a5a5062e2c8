#!/bin/bash
# jade_mult_hier: 2-stage 8x8 multiplier mapped to OSU035 keeping the hierarchy (not flattened);
# netlist written as hierarchical Verilog and EDIF; OpenSTA links the hierarchical netlist at 12 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src "hier+edif"
mkdir -p src "hier+edif"
cp ../../designs/jade_mult/jade_mult.v src/
O="hier+edif"
yosys -l "$O/jade_synth.log" -p "
read_verilog src/jade_mult.v
hierarchy -check -top jade_mult
synth -top jade_mult
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr $O/jade_mult_hier.v
write_edif $O/jade_mult.edif
" > /dev/null

sta -no_init -exit > "$O/jade_sta.rpt" 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog $O/jade_mult_hier.v
link_design jade_mult
create_clock -name clk -period 12 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {in_valid a[*] b[*]}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
TCL
