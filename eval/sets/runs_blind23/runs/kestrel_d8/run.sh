#!/bin/bash
# kestrel_avg with DEPTH=8 (LOG2D=3): mapped + STA, 10 ns clock
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
DEPTH=8
LOG2D=3
rm -rf rtl build timing && mkdir -p rtl build timing
cp ../../designs/kestrel_avg/kestrel_avg.v rtl/
cat > build/synth.ys <<YS
read_verilog rtl/kestrel_avg.v
chparam -set DEPTH $DEPTH -set LOG2D $LOG2D kestrel_avg
hierarchy -check -top kestrel_avg
synth -top kestrel_avg -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr build/kestrel_avg_d${DEPTH}.v
YS
yosys -q -l build/kestrel.log -s build/synth.ys > build/console.txt 2>&1
cat > timing/kestrel.sdc <<'SDC'
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2 -clock clk [get_ports {sample_en sample*}]
set_output_delay 2 -clock clk [get_ports average*]
set_load 0.02 [all_outputs]
SDC
cat > timing/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog build/kestrel_avg_d${DEPTH}.v
link_design kestrel_avg
read_sdc timing/kestrel.sdc
report_checks -path_delay max -fields {slew cap input_pins nets} -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
report_power
TCL
sta -no_splash -exit timing/sta.tcl > timing/sta_d${DEPTH}.rpt 2>&1
