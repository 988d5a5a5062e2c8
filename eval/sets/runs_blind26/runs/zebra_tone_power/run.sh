#!/bin/bash
# Tone generator mapped to OSU035, then OpenSTA timing at 10 ns plus a default-activity power estimate.
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl mapped reports
mkdir -p rtl mapped reports
cp ../../designs/zebra_tone/zebra_tone.v rtl/
yosys -l mapped/yosys.log -p "
read_verilog rtl/zebra_tone.v
synth -flatten -top zebra_tone
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr mapped/zebra_tone.v
" > /dev/null
cat > reports/zebra.sdc <<'SDC'
create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {rst load_step step_in[*] mute}]
set_output_delay 2.0 -clock clk [all_outputs]
set_load 0.02 [all_outputs]
SDC
cat > reports/sta_power.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog mapped/zebra_tone.v
link_design zebra_tone
read_sdc reports/zebra.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
set_power_activity -global -activity 0.2
report_power
TCL
sta -no_init -exit reports/sta_power.tcl > reports/timing_power_10ns.rpt 2>&1
