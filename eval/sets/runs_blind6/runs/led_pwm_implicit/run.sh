#!/bin/bash
# Regenerates runs/led_pwm_implicit: implicit wires, port resizing, undriven wire.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
cp ../../designs/led_pwm_implicit/led_pwm_implicit.v .

cat > led.ys <<EOF
read_verilog led_pwm_implicit.v
hierarchy -check -top led_pwm_implicit
synth -top led_pwm_implicit -flatten
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
check
stat -liberty $LIB
write_verilog -noattr led_pwm_implicit_gl.v
EOF
yosys -l led_build.log -s led.ys > /dev/null

cat > led_sta.tcl <<EOF
read_liberty $LIB
read_verilog led_pwm_implicit_gl.v
link_design led_pwm_implicit
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_wns
report_tns
report_checks -digits 2
EOF
sta -no_splash -exit led_sta.tcl > led_timing.log 2>&1
