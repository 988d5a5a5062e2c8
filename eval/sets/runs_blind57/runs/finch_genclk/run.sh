#!/bin/bash
# finch_genclk: PWM block whose counter runs on clk/4 (flop-divided clock); mapped to OSU035,
# clk_div declared as a generated clock on the divider flop's Q pin, timed at 5 ns system clock
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl netlist constraints reports yosys_finch.log
mkdir -p rtl netlist constraints reports
cp ../../designs/finch_pwm/finch_pwm.v rtl/

yosys -l yosys_finch.log -p "
read_verilog rtl/finch_pwm.v
synth -top finch_pwm
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/finch_pwm_map.v
" > /dev/null

# instance name of the flop that drives div_cnt[1] (= clk_div) changes from run to run: look it up
DIV_FF=$(awk '/DFF/ {inst=$2} /\.Q\(div_cnt\[1\]\)/ {print inst; exit}' netlist/finch_pwm_map.v)
cat > constraints/finch.sdc <<SDC
create_clock -name clk -period 5 [get_ports clk]
create_generated_clock -name clk_div -source [get_ports clk] -divide_by 4 [get_pins $DIV_FF/Q]
set_input_delay 1 -clock clk_div [get_ports {duty* en}]
set_output_delay 1 -clock clk_div [get_ports {pwm_out period_end}]
SDC
cat > reports/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/finch_pwm_map.v
link_design finch_pwm
read_sdc constraints/finch.sdc
report_clock_properties
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_splash -exit reports/sta.tcl > reports/finch_sta.rpt 2>&1
rm -f .history_sta
