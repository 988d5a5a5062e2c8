#!/bin/bash
# top: matmul2
# design: matmul2
# flow: yosys -p generic synth (no liberty mapping) written with -noexpr, then STA reads that netlist against OSU035 and cannot link
# yosys_log: logs/yosys.log
# sta_report: logs/sta.log
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
rm -rf src logs out; mkdir -p src logs out
cp ../../designs/matmul2/matmul2.v src/
yosys -l logs/yosys.log -p "read_verilog src/matmul2.v; synth -top matmul2 -flatten; opt -full; share; opt_clean; stat; write_verilog -noexpr -noattr out/matmul2_gen.v" > /dev/null
cat > mm.sdc <<SDC
create_clock -name clk -period 12 [get_ports clk]
set_input_delay 1 -clock clk [all_inputs]
set_output_delay 1 -clock clk [all_outputs]
SDC
cat > mm_sta.tcl <<TCL
read_liberty $LIB
read_verilog out/matmul2_gen.v
link_design matmul2
read_sdc mm.sdc
report_checks -digits 3
report_wns
TCL
sta -no_splash -exit mm_sta.tcl > logs/sta.log 2>&1
