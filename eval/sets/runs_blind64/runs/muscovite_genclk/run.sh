#!/bin/bash
# muscovite_genclk: PWM on a divide-by-4 clock, OSU035 mapped (flattened) + OpenSTA with a generated clock
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl "syn+map" "timing(gen)"
mkdir -p rtl "syn+map" "timing(gen)"
cp ../../designs/muscovite_pwm/muscovite_pwm.v rtl/
yosys -l "syn+map/yosys.log" -p "
read_verilog rtl/muscovite_pwm.v
synth -flatten -top muscovite_pwm
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn+map/muscovite_pwm.v
"
cat > "timing(gen)/pwm.sdc" <<'SDC'
create_clock -name clk -period 5 [get_ports clk]
create_generated_clock -name clk_slow -source [get_ports clk] -divide_by 4 [get_pins -of_objects [get_nets {u_div.div_cnt[1]}] -filter "direction == output"]
set_input_delay 1.0 -clock clk_slow [get_ports {duty[*]}]
set_output_delay 1.0 -clock clk_slow [all_outputs]
SDC
cat > "timing(gen)/sta.tcl" <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn+map/muscovite_pwm.v
link_design muscovite_pwm
read_sdc timing(gen)/pwm.sdc
report_clock_properties
report_checks -path_delay max -group_count 3 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -no_splash -exit "timing(gen)/sta.tcl" > "timing(gen)/pwm_timing.rpt" 2>&1
