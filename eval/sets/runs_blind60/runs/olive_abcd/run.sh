#!/bin/bash
# sequence detector mapped with a delay target for ABC (abc -D 1500 ps), STA at 2 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl "build~1"
mkdir -p rtl "build~1/log" "build~1/timing"
cp ../../designs/olive_seqdet/olive_seqdet.v rtl/
yosys -l "build~1/log/yosys_abcD.log" -p "read_verilog rtl/olive_seqdet.v; synth -top olive_seqdet; dfflibmap -liberty $OSU035_LIB; abc -D 1500 -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr build~1/olive_seqdet.vg" > /dev/null
cat > "build~1/timing/olive.sdc" <<SDC
create_clock -name clk -period 2 [get_ports clk]
set_input_delay 0.2 -clock clk [get_ports {rst din}]
set_output_delay 0.2 -clock clk [all_outputs]
SDC
cat > "build~1/timing/olive.tcl" <<TCL
read_liberty $OSU035_LIB
read_verilog build~1/olive_seqdet.vg
link_design olive_seqdet
read_sdc build~1/timing/olive.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
TCL
sta -no_init -no_splash -exit "build~1/timing/olive.tcl" > "build~1/timing/setup.rpt" 2>&1
rm -f .history_sta
