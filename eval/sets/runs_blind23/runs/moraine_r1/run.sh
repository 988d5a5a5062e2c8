#!/bin/bash
# moraine normaliser, RTL version 1 (single-cycle LZC + shift), mapped + STA
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
VER=v1
TOP=moraine_$VER
CLK_NS=4.0
rm -rf rtl scripts logs netlist reports && mkdir -p rtl scripts logs netlist reports
cp ../../designs/$TOP/$TOP.v rtl/
cat > scripts/yosys_$VER.ys <<YS
read_verilog rtl/$TOP.v
synth -top $TOP
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr netlist/${TOP}_gl.v
YS
yosys -l logs/yosys_$VER.log -s scripts/yosys_$VER.ys > /dev/null
cat > scripts/$TOP.sdc <<SDC
create_clock -name core_clk -period $CLK_NS [get_ports clk]
set_input_delay 0.5 -clock core_clk [get_ports {in_valid value*}]
set_output_delay 0.5 -clock core_clk [all_outputs]
SDC
cat > scripts/sta_$VER.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/${TOP}_gl.v
link_design $TOP
read_sdc scripts/$TOP.sdc
report_clock_properties
report_checks -path_delay max -group_count 3 -fields {input_pins} -digits 3
report_wns
report_tns
TCL
sta -no_splash -exit scripts/sta_$VER.tcl > reports/timing_$VER.rpt 2>&1
