#!/bin/bash
# tuatara_quiet: quiet yosys run of the PWM generator (generic synth, -q, output piped through tee),
# statistics captured with 'tee -o', then a first try at OpenSTA on the resulting netlist
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p reports
cp ../../designs/tuatara_pwm/tuatara_pwm.v .
yosys -q -p "
  read_verilog tuatara_pwm.v
  synth -top tuatara_pwm -flatten
  tee -q -o reports/tuatara_stat.txt stat
  write_verilog -noattr tuatara_pwm_syn.v
" 2>&1 | tee reports/yosys_quiet.log
cat > reports/sta_try.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog tuatara_pwm_syn.v
link_design tuatara_pwm
create_clock -name clk -period 8.0 [get_ports clk]
report_checks
TCL
sta -exit reports/sta_try.tcl 2>&1 | tee reports/sta_try.log
