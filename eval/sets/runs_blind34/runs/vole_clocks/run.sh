#!/bin/bash
# vole_pwm: OSU035 mapping, master clock + divide-by-4 generated clock, per-clock STA reports
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf syn sta vole_pwm.v
mkdir -p syn sta
cp ../../designs/vole_pwm/vole_pwm.v .
yosys -p "read_verilog vole_pwm.v; synth -top vole_pwm; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr syn/vole_pwm.mapped.v" > syn/yosys.log 2>&1
# the prescaler flop that drives slow_clk
DIVFF=$(grep -B4 '\.Q(pre\[1\])' syn/vole_pwm.mapped.v | grep -o 'DFF[A-Z0-9]* [^ ]*' | awk '{print $2}')
echo "divider flop: $DIVFF" > sta/divider_flop.txt
cat > sta/vole.sdc <<SDC
create_clock -name clk -period 10 [get_ports clk]
create_generated_clock -name pwm_clk -source [get_ports clk] -divide_by 4 [get_pins {$DIVFF/Q}]
set_input_delay 2 -clock clk [get_ports {load ch_sel duty_in}]
set_output_delay 3 -clock pwm_clk [get_ports pwm_out]
set_output_delay 1 -clock clk [get_ports slow_clk]
SDC
cat > sta/run_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/vole_pwm.mapped.v
link_design vole_pwm
read_sdc sta/vole.sdc
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3 > sta/setup_all.rpt
report_checks -path_delay max -to [get_clocks pwm_clk] -digits 3 > sta/setup_pwm_clk.rpt
report_checks -path_delay min -digits 3 > sta/hold.rpt
report_wns > sta/summary.rpt
report_tns >> sta/summary.rpt
report_worst_slack -digits 3 >> sta/summary.rpt
TCL
sta -no_splash -exit sta/run_sta.tcl > sta/sta.log 2>&1
