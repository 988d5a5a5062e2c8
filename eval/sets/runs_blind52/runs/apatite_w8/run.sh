#!/bin/bash
# apatite_pwm at its default WIDTH=8: map to OSU035, then setup timing at 10 ns.
cd "$(dirname "$0")"
rm -f .history_sta   # OpenSTA appends its command history here on every run
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p src
cp ../../designs/apatite_pwm/apatite_pwm.v src/
yosys -l yosys_w8.log -p "
read_verilog src/apatite_pwm.v
chparam -set WIDTH 8 apatite_pwm
synth -top apatite_pwm -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr apatite_pwm_w8.v
" > /dev/null
cat > constraints.sdc <<'SDC'
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst_n load duty_in*}]
set_output_delay 1.0 -clock clk [get_ports {pwm_out period_end}]
SDC
sta -no_splash -exit > sta_w8.rpt 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog apatite_pwm_w8.v
link_design apatite_pwm
read_sdc constraints.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
STA
