#!/bin/bash
# serow_pwm: OSU035 mapping + STA with a generated clock (pwm_clk = clk / 4 from the prescaler flop)
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
mkdir -p rtl syn sta
cp ../../designs/serow_pwm/serow_pwm.v rtl/

yosys -l syn/serow_pwm_yosys.log -p "
  read_verilog rtl/serow_pwm.v
  synth -top serow_pwm -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr syn/serow_pwm_mapped.v
" > /dev/null

# the prescaler MSB flop gets an auto-generated instance name: look it up in the netlist
PRESC_FF=$(grep -B3 "\.Q(presc\[1\])" syn/serow_pwm_mapped.v | awk '/DFF/ {print $2}')
cat > sta/serow_pwm.sdc <<SDC
create_clock -name clk -period 8 [get_ports clk]
create_generated_clock -name pwm_clk -source [get_ports clk] -divide_by 4 [get_pins ${PRESC_FF}/Q]
set_input_delay 2.0 -clock clk [get_ports {duty* duty_wr}]
set_input_delay 2.0 -clock pwm_clk [get_ports enable]
set_output_delay 2.0 -clock pwm_clk [get_ports {pwm_out period_start}]
set_false_path -from [get_ports rst_n]
SDC

cat > sta/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn/serow_pwm_mapped.v
link_design serow_pwm
read_sdc sta/serow_pwm.sdc
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -no_splash -exit sta/sta.tcl > sta/serow_pwm_sta.log 2>&1
