#!/bin/bash
# puffin_mac flattened and mapped to OSU035 with an ABC delay target of 5000 ps, STA at 7 ns
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl logs out
mkdir -p rtl logs out
cp ../../designs/puffin_mac/puffin_mac.v rtl/

yosys -l logs/synth_flat.log -p "
read_verilog rtl/puffin_mac.v
synth -top puffin_mac -flatten
dfflibmap -liberty $OSU035_LIB
abc -D 5000 -liberty $OSU035_LIB
splitnets
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr out/puffin_mac_flat.v
" > /dev/null

cat > out/puffin.sdc <<'SDC'
create_clock -name clk -period 7.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {clr valid coef[*] sample[*]}]
set_output_delay 1.0 -clock clk [get_ports {acc_out[*]}]
SDC

cat > out/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog out/puffin_mac_flat.v
link_design puffin_mac
read_sdc out/puffin.sdc
report_checks -path_delay max -format full_clock_expanded
report_wns
report_tns
report_check_types -max_delay -min_delay -verbose
TCL
sta -no_init -no_splash -exit out/sta.tcl > out/sta_flat.rpt 2>&1
