#!/bin/bash
# run folder script: copies RTL, writes scripts, runs the real tools here
cd "$(dirname "$0")" || exit 1
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB
D=../../designs
rm -rf src syn sta; mkdir -p src syn sta
cp $D/sobel_x/sobel_x.v src/
cat > syn/run.ys <<YS
read_verilog src/sobel_x.v
synth -top sobel_x -flatten
abc -D 15000 -liberty $OSU035_LIB
opt_clean -purge
check
stat -liberty $OSU035_LIB
write_verilog -noattr syn/sobel_x_mapped.v
YS
yosys -l syn/yosys.log -s syn/run.ys > /dev/null
cat > sta/sobel.sdc <<'SDC'
# purely combinational block: use a virtual clock for I/O budgeting
create_clock -name vclk -period 15.0
set_input_delay 2.0 -clock vclk [all_inputs]
set_output_delay 3.0 -clock vclk [all_outputs]
set_driving_cell -lib_cell BUFX8 [all_inputs]
set_load 0.08 [all_outputs]
SDC
cat > sta/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/sobel_x_mapped.v
link_design sobel_x
read_sdc sta/sobel.sdc
puts "---- check_setup ----"
check_setup -verbose
puts "---- worst 3 endpoints ----"
report_checks -group_count 3 -endpoint_count 1 -format end
puts "---- worst path ----"
report_checks -digits 3
report_worst_slack -digits 3
exit
TCL
sta -no_splash sta/sta.tcl > sta/sta.log 2>&1
