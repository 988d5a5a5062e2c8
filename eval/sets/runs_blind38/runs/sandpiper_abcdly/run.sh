#!/bin/bash
# sandpiper_abcdly: MAC mapped to OSU035 with a delay-driven ABC run (abc -D 5000 ps = 5 ns target),
# flattened; OpenSTA setup + hold, wns/tns and power at a 5 ns clock.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl logs timing sandpiper_mac_mapped.v
mkdir -p rtl logs timing
cp ../../designs/sandpiper_mac/sandpiper_mac.v rtl/

cat > logs/synth.ys <<YS
read_verilog rtl/sandpiper_mac.v
synth -top sandpiper_mac -flatten
dfflibmap -liberty $OSU035_LIB
abc -D 5000 -liberty $OSU035_LIB
splitnets
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr sandpiper_mac_mapped.v
YS
yosys -l logs/synth.log -s logs/synth.ys > /dev/null

cat > timing/mac.sdc <<'SDC'
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst_n clear in_valid a_in* b_in*}]
set_output_delay 1.0 -clock clk [get_ports {acc_out* sat_flag}]
set_load 0.03 [all_outputs]
SDC

sta -no_splash -exit /dev/stdin > timing/sta_report.txt 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog sandpiper_mac_mapped.v
link_design sandpiper_mac
read_sdc timing/mac.sdc
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
report_power
STA
