#!/bin/bash
# saguaro_div: OSU035 mapping + OpenSTA at 10 ns (setup, hold, power)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src out yosys.log sta.log
mkdir -p src out
cp ../../designs/saguaro_div/saguaro_div.v src/

cat > out/synth.ys <<YS
read_verilog src/saguaro_div.v
synth -top saguaro_div
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr out/saguaro_div_netlist.v
YS
yosys -l yosys.log -s out/synth.ys > /dev/null

cat > out/saguaro.sdc <<'SDC'
create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 1.5 -clock clk [all_inputs]
set_output_delay 1.5 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
SDC

cat > out/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog out/saguaro_div_netlist.v
link_design saguaro_div
read_sdc out/saguaro.sdc
report_checks -path_delay max -digits 3 > out/setup.rpt
report_checks -path_delay min -digits 3 > out/hold.rpt
report_wns >> out/setup.rpt
report_tns >> out/setup.rpt
set_power_activity -input -activity 0.1
report_power > out/power.rpt
exit
TCL
sta -no_init -exit out/sta.tcl > sta.log 2>&1
