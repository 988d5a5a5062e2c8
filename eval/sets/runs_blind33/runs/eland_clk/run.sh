#!/bin/bash
# PWM: mapped OSU035, SDC with the 20 ns master clock plus the /4 prescaler clock as a generated clock
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/eland_pwm/eland_pwm.v rtl/
yosys -l syn/eland_pwm.log -p "read_verilog rtl/eland_pwm.v; synth -top eland_pwm; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr syn/eland_pwm.vg" > /dev/null
# the prescaler flop driving pclk: find its instance name in the netlist
PFF=$(awk '/^  DFF/{inst=$2} /\.Q\(presc\[1\]\)/{print inst}' syn/eland_pwm.vg)
cat > sta/eland_pwm.sdc <<SDC
create_clock -name mclk -period 20 [get_ports clk]
create_generated_clock -name pclk -source [get_ports clk] -divide_by 4 [get_pins $PFF/Q]
set_input_delay 2 -clock mclk [get_ports {rst_n load ch_sel* duty_in*}]
set_output_delay 2 -clock pclk [get_ports pwm_out*]
set_output_delay 2 -clock mclk [get_ports pclk]
SDC
cat > sta/run_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/eland_pwm.vg
link_design eland_pwm
read_sdc sta/eland_pwm.sdc
report_clock_properties
report_checks -path_delay max -group_count 2 -path_group pclk
report_checks -path_delay max -path_group mclk
report_checks -path_delay min
report_wns
report_tns
report_power
TCL
sta -no_init -exit sta/run_sta.tcl > sta/eland_pwm_sta.rpt 2>&1
