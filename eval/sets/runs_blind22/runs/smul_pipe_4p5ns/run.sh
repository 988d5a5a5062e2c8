#!/bin/bash
# run folder script: copies RTL, writes scripts, runs the real tools here
cd "$(dirname "$0")" || exit 1
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB
D=../../designs
rm -rf src syn sta; mkdir -p src syn sta
cp $D/smul_pipe/smul_pipe.v src/
yosys -l syn/yosys.log -p "read_verilog -DW_IN=8 src/smul_pipe.v; chparam -set W 8 smul_pipe; synth -top smul_pipe -run begin:fine; synth -top smul_pipe -run fine:check; dfflibmap -liberty $OSU035_LIB; abc -fast -liberty $OSU035_LIB; opt_clean -purge; stat -liberty $OSU035_LIB; write_verilog -noattr syn/smul_pipe_net.v" > /dev/null
cat > sta/smul.sdc <<'SDC'
create_clock -name clk -period 4.5 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {vld_in a[*] b[*]}]
set_output_delay 0.5 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
SDC
cat > sta/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/smul_pipe_net.v
link_design smul_pipe
read_sdc sta/smul.sdc
report_checks -path_delay max -fields {slew cap fanout} -digits 3
report_checks -path_delay max -group_count 5 -format end
report_wns -digits 3
report_tns -digits 3
exit
TCL
sta -no_splash sta/sta.tcl > sta/report.txt 2>&1
