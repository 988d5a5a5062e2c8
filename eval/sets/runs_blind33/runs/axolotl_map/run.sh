#!/bin/bash
# divider, default WIDTH=8, hierarchy kept, mapped to OSU035, STA at 10 ns (setup, hold, power)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl netlist sta yosys.log synth.ys sta.tcl
mkdir -p rtl netlist sta
cp ../../designs/axolotl_div/axolotl_div.v rtl/
cat > synth.ys <<YS
read_verilog rtl/axolotl_div.v
synth -top axolotl_div
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/axolotl_div_map.v
YS
yosys -l yosys.log -s synth.ys > /dev/null
cat > sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/axolotl_div_map.v
link_design axolotl_div
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3 > sta/setup.rpt
report_wns >> sta/setup.rpt
report_tns >> sta/setup.rpt
report_checks -path_delay min -digits 3 > sta/hold.rpt
report_power > sta/power.rpt
TCL
sta -no_init -exit sta.tcl > sta/sta.log 2>&1
