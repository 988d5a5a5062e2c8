#!/bin/bash
# salsify_pwm: OSU035 mapping, then OpenSTA with the divide-by-4 PWM clock declared as a generated clock.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn sta_results .history_sta
mkdir -p rtl syn sta_results
cp ../../designs/salsify_pwm/salsify_pwm.v rtl/

yosys -p "
  read_verilog rtl/salsify_pwm.v
  synth -top salsify_pwm
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr syn/salsify_pwm_net.v
" > syn/synth.log 2>&1

cat > sta_results/clocks.sdc <<'SDC'
# 200 MHz system clock; pwm_clk = div[1] of the 2-bit divider (clk / 4)
create_clock -name clk -period 5.0 [get_ports clk]
create_generated_clock -name pwm_clk -source [get_ports clk] -divide_by 4 \
    [get_pins -of_objects [get_nets pwm_clk] -filter "direction == output"]
set_input_delay 2.0 -clock pwm_clk [get_ports {duty* enable}]
set_output_delay 2.0 -clock pwm_clk [get_ports {pwm_out period_tick}]
SDC

sta -exit /dev/stdin > sta_results/sta_genclk.log 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog syn/salsify_pwm_net.v
link_design salsify_pwm
read_sdc sta_results/clocks.sdc
report_clock_properties
report_checks -path_delay max -group_count 1 -endpoint_count 1
report_checks -path_delay max -from [get_clocks pwm_clk] -to [get_clocks pwm_clk]
report_wns
report_tns
TCL
rm -f .history_sta
