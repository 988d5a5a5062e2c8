#!/bin/bash
# caracal_alu flattened and mapped to OSU035 with an abc delay target, STA at 10 ns incl. power
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf build
mkdir -p build
cp ../../designs/caracal_alu/caracal_alu.v build/

yosys -l build/caracal_flat.log -p "
read_verilog build/caracal_alu.v
synth -top caracal_alu -flatten
dfflibmap -liberty $OSU035_LIB
abc -D 10000 -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr build/caracal_alu_flat.v
" > /dev/null

cat > build/caracal.sdc <<'SDC'
create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst op[*] a[*] b[*]}]
set_output_delay 1.0 -clock clk [get_ports {result[*] carry zero}]
set_load 0.05 [all_outputs]
SDC

cat > build/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog build/caracal_alu_flat.v
link_design caracal_alu
read_sdc build/caracal.sdc
set_power_activity -input -activity 0.2
report_checks -path_delay max -fields {slew cap fanout}
report_wns
report_tns
report_power
TCL
sta -no_init -no_splash -exit build/sta.tcl > build/caracal_sta.txt 2>&1
