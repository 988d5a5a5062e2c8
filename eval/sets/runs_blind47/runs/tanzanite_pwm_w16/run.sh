#!/bin/bash
# PWM generator, WIDTH=16 via chparam, mapped to OSU035, setup/hold STA at 5 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src out && mkdir -p src out
cp ../../designs/tanzanite_pwm/tanzanite_pwm.v src/
yosys -l out/synth.log -p "
  read_verilog src/tanzanite_pwm.v
  chparam -set WIDTH 16 tanzanite_pwm
  synth -top tanzanite_pwm -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr out/tanzanite_pwm_w16.v
" > /dev/null
cat > out/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog out/tanzanite_pwm_w16.v
link_design tanzanite_pwm
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 2 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 2 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
OSU035_LIB=$OSU035_LIB sta -no_splash -exit out/sta.tcl > out/timing.rpt 2>&1
