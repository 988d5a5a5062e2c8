#!/bin/bash
# PWM with an internal divide-by-4 clock: OSU035 mapping, then STA with a generated clock on the divider flop.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn timing
mkdir -p rtl syn timing
cp ../../designs/larimar_pwm/larimar_pwm.v rtl/
yosys -l syn/larimar_syn.log -p "
read_verilog rtl/larimar_pwm.v
synth -top larimar_pwm
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/larimar_pwm.vg
"
# find the flop that drives clkdiv_q[1] (the divided clock) in the mapped netlist
DIVFF=$(awk '/^ +[A-Z][A-Z0-9]+ +[^ ]+ +\($/ {inst=$2} /\.Q\(clkdiv_q\[1\]\)/ {print inst}' syn/larimar_pwm.vg)
cat > timing/larimar.sdc <<SDC
create_clock -name clk -period 5 [get_ports clk]
create_generated_clock -name clk_slow -source [get_ports clk] -divide_by 4 [get_pins $DIVFF/Q]
set_input_delay 1 -clock clk [get_ports {rst_n duty*}]
set_output_delay 1 -clock clk_slow [get_ports {pwm_out period_tick}]
SDC
cat > timing/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/larimar_pwm.vg
link_design larimar_pwm
read_sdc timing/larimar.sdc
report_clock_properties
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_wns
report_tns
TCL
sta -no_splash -exit timing/sta.tcl > timing/larimar_sta.rpt 2>&1
