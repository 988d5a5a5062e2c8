#!/bin/bash
# nautilus_fast: pipelined 8x8 multiplier mapped to OSU035 with a delay-driven ABC run (abc -D 4500 ps),
# timed by OpenSTA at a 5 ns clock (setup and hold). Netlist kept as Verilog and EDIF.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl out _sta_
mkdir -p rtl out _sta_
cp ../../designs/nautilus_mult/nautilus_mult.v rtl/

cat > out/synth.ys <<YS
read_verilog rtl/nautilus_mult.v
synth -top nautilus_mult -flatten
dfflibmap -liberty $OSU035_LIB
abc -D 4500 -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr out/nautilus_mult_net.v
write_edif out/nautilus_mult.edf
YS
yosys -l out/yosys_nautilus.log -s out/synth.ys > /dev/null

cat > _sta_/constraints.sdc <<SDC
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports {en acc x[*] y[*]}]
set_output_delay 0.8 -clock clk [get_ports {p[*] valid}]
SDC
cat > _sta_/run_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog out/nautilus_mult_net.v
link_design nautilus_mult
read_sdc _sta_/constraints.sdc
report_checks -path_delay max -group_count 3
report_checks -path_delay min
report_wns
report_tns
TCL
sta -exit _sta_/run_sta.tcl > _sta_/setup_hold.rpt 2>&1
