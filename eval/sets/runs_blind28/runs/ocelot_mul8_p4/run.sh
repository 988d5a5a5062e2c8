#!/bin/bash
# ocelot_mul8 mapped to OSU035, STA at a 4 ns clock
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
PERIOD=4.0
rm -rf rtl syn reports
mkdir -p rtl syn reports
cp ../../designs/ocelot_mul8/ocelot_mul8.v rtl/

cat > syn/synth.ys <<YS
read_verilog rtl/ocelot_mul8.v
synth -top ocelot_mul8 -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
splitnets
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/ocelot_mul8_netlist.v
YS
yosys -l syn/yosys.log -s syn/synth.ys > /dev/null

cat > syn/constraints.sdc <<SDC
create_clock -name clk -period $PERIOD [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {en x[*] y[*]}]
set_output_delay 0.5 -clock clk [get_ports {product[*]}]
set_load 0.05 [all_outputs]
SDC

cat > syn/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/ocelot_mul8_netlist.v
link_design ocelot_mul8
read_sdc syn/constraints.sdc
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
exit
TCL
sta -no_init -no_splash -exit syn/sta.tcl > reports/sta_p4.rpt 2>&1
