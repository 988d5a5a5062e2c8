#!/bin/bash
# puffin_mac mapped to OSU035 with the module hierarchy kept (no flatten), STA at 7 ns
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf build
mkdir -p build
cp ../../designs/puffin_mac/puffin_mac.v build/

yosys -l build/puffin_mac.log -p "
read_verilog build/puffin_mac.v
hierarchy -check -top puffin_mac
synth -top puffin_mac
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
splitnets
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr build/puffin_mac_hier.v
" > /dev/null

cat > build/puffin.sdc <<'SDC'
create_clock -name clk -period 7.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {clr valid coef[*] sample[*]}]
set_output_delay 1.0 -clock clk [get_ports {acc_out[*]}]
SDC

cat > build/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog build/puffin_mac_hier.v
link_design puffin_mac
read_sdc build/puffin.sdc
report_checks -path_delay max -format full_clock_expanded
report_wns
report_tns
report_check_types -max_delay -min_delay -verbose
TCL
sta -no_init -no_splash -exit build/sta.tcl > build/timing.txt 2>&1
