#!/bin/bash
# Regenerates runs/adc_gain_trim: port width mismatches, endpoint-format STA.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
cp ../../designs/adc_gain_trim/adc_gain_trim.v .

cat > adc_trim.ys <<EOF
read_verilog adc_gain_trim.v
hierarchy -top adc_gain_trim
synth -flatten -top adc_gain_trim
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr adc_gain_trim_net.v
EOF
yosys -l adc.log -s adc_trim.ys > /dev/null

cat > adc_sta.tcl <<EOF
read_liberty $LIB
read_verilog adc_gain_trim_net.v
link_design adc_gain_trim
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -format end -group_count 6
report_checks -digits 3
EOF
sta -no_splash -exit adc_sta.tcl > adc_timing.txt 2>&1
