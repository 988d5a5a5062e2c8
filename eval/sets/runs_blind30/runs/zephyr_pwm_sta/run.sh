#!/bin/bash
# zephyr_pwm OSU035 flow with STA at 3 ns; polarity strap declared a false path; power estimate
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn reports
mkdir -p rtl syn reports
cp ../../designs/zephyr_pwm/zephyr_pwm.v rtl/

cat > syn/zephyr.ys <<YS
read_verilog rtl/zephyr_pwm.v
synth -top zephyr_pwm -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/zephyr_pwm_mapped.v
YS
yosys -l syn/zephyr_yosys.log -s syn/zephyr.ys > /dev/null

cat > syn/zephyr.sdc <<SDC
create_clock -name pwm_clk -period 3.0 [get_ports clk]
set_input_delay 0.5 -clock pwm_clk [get_ports {duty_wr duty_in[*] dead[*] polarity}]
set_output_delay 0.5 -clock pwm_clk [get_ports {pwm_hi pwm_lo period_end}]
set_false_path -from [get_ports polarity]
set_false_path -from [get_ports rst_n]
set_load 0.05 [all_outputs]
SDC

cat > syn/zephyr_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/zephyr_pwm_mapped.v
link_design zephyr_pwm
read_sdc syn/zephyr.sdc
report_checks -path_delay max -fields {slew cap} -digits 3
report_checks -path_delay min -digits 3
report_checks -from [get_ports polarity] -digits 3
report_wns -digits 3
report_tns -digits 3
set_power_activity -input -activity 0.2
report_power
exit
TCL
sta -no_init -no_splash -exit syn/zephyr_sta.tcl > reports/zephyr_sta_3ns.rpt 2>&1
