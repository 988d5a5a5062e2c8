#!/bin/bash
# eider_quiet: 4-channel PWM with WIDTH=10, quiet yosys (-q) mapped to OSU035; the stat is kept with yosys' tee,
# console output with the shell's tee; OpenSTA only prints wns/tns at 6 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf _q eider_pwm.v eider_pwm_w10.v console.log
mkdir -p _q
cp ../../designs/eider_pwm/eider_pwm.v .
yosys -q -p "
  read_verilog eider_pwm.v
  chparam -set WIDTH 10 eider_pwm
  synth -top eider_pwm
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  tee -q -o _q/eider_stat.txt stat -liberty $OSU035_LIB
  write_verilog -noattr eider_pwm_w10.v
" 2>&1 | tee console.log
sta -no_init -exit /dev/stdin > _q/wns_tns.txt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog eider_pwm_w10.v
link_design eider_pwm
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {rst_n wr_en wr_addr* wr_data* enable}]
set_output_delay 0.5 -clock clk [all_outputs]
report_wns
report_tns
TCL
