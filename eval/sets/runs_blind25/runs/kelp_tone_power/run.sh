#!/bin/bash
# Tone generator: OSU035 mapping, then STA at 10 ns with check types and a power estimate.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf src results
mkdir -p src results
cp ../../designs/kelp_tone/kelp_tone.v src/
yosys -p "read_verilog src/kelp_tone.v; synth -flatten -top kelp_tone; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr results/kelp_tone_mapped.v" > results/yosys_kelp.log 2>&1
cat > results/kelp.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog results/kelp_tone_mapped.v
link_design kelp_tone
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {en tune[*] vol[*]}]
set_output_delay 1.5 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
set_power_activity -input -activity 0.1
report_checks -path_delay max
report_check_types -max_delay -min_delay -max_transition -min_period
report_wns
report_tns
report_power
exit
TCL
sta -no_splash results/kelp.tcl > results/kelp_sta_10ns.rpt 2>&1
