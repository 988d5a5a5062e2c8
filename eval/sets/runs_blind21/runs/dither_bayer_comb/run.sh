#!/bin/bash
# top: dither_bayer
# design: dither_bayer
# flow: yosys -c Tcl script, OSU035 mapped combinational; STA virtual clock 4.5 ns, grouped endpoint reports
# yosys_log: logs/dither_yosys.log
# sta_report: reports/dither_sta.log
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
rm -rf src logs reports out; mkdir -p src logs reports out
cp ../../designs/dither_bayer/dither_bayer.v src/
cat > syn.tcl <<TCL
yosys -import
read_verilog src/dither_bayer.v
synth -top dither_bayer -flatten
abc -liberty $LIB
opt_clean -purge
tee -o reports/dither_stat.txt stat -liberty $LIB
write_verilog -noattr out/dither_bayer_syn.v
TCL
yosys -l logs/dither_yosys.log -c syn.tcl > /dev/null
cat > dither.sdc <<SDC
create_clock -name vclk -period 4.5
set_input_delay 1.5 -clock vclk [all_inputs]
set_output_delay 2.0 -clock vclk [all_outputs]
set_load 0.08 [all_outputs]
SDC
cat > sta.tcl <<TCL
read_liberty $LIB
read_verilog out/dither_bayer_syn.v
link_design dither_bayer
read_sdc dither.sdc
puts "##### worst path per endpoint (3 endpoints) #####"
report_checks -group_count 3 -endpoint_count 1 -digits 3
puts "##### endpoint summary #####"
report_checks -group_count 4 -format end
puts "##### totals #####"
report_wns
report_tns
TCL
sta -no_splash -exit sta.tcl > reports/dither_sta.log 2>&1
