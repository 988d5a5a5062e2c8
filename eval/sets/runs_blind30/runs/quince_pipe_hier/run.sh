#!/bin/bash
# quince_pipe mapped to OSU035 keeping the submodule hierarchy; STA on the hierarchical netlist
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf hdl syn timing
mkdir -p hdl syn timing
cp ../../designs/quince_pipe/quince_pipe.v hdl/

cat > syn/hier.ys <<YS
read_verilog hdl/quince_pipe.v
hierarchy -check -top quince_pipe
synth -top quince_pipe
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/quince_pipe_hier.v
YS
yosys -l syn/quince_hier.log -s syn/hier.ys > /dev/null

cat > timing/quince.sdc <<SDC
create_clock -name clk -period 4.0 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports {clr sample[*] gain[*]}]
set_output_delay 0.8 -clock clk [get_ports {level[*] overflow}]
set_load 0.03 [all_outputs]
SDC

cat > timing/quince_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/quince_pipe_hier.v
link_design quince_pipe
read_sdc timing/quince.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
report_power
exit
TCL
sta -no_init -no_splash -exit timing/quince_sta.tcl > timing/quince_hier_sta.rpt 2>&1
