#!/bin/bash
# akita_mult shrunk to WIDTH=4 with chparam, OSU035 mapped, STA at 5 ns (setup and hold)
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf out
mkdir -p out
cp ../../designs/akita_mult/akita_mult.v out/

yosys -l out/akita_w4.log -p "
read_verilog out/akita_mult.v
chparam -set WIDTH 4 akita_mult
synth -top akita_mult -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr out/akita_mult_w4.v
" > /dev/null

cat > out/w4.sdc <<'SDC'
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {start op_a[*] op_b[*]}]
set_output_delay 0.5 -clock clk [get_ports {product[*] done}]
SDC

cat > out/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog out/akita_mult_w4.v
link_design akita_mult
read_sdc out/w4.sdc
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
TCL
sta -no_init -no_splash -exit out/sta.tcl > out/sta_5ns.rpt 2>&1
