#!/bin/bash
# akita_mult (WIDTH=8 default) mapped to OSU035, then one STA pass per clock period: 4, 5 and 7 ns
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf syn reports
mkdir -p syn reports
cp ../../designs/akita_mult/akita_mult.v syn/

yosys -l syn/yosys.log -p "
read_verilog syn/akita_mult.v
synth -top akita_mult -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/akita_mult_net.v
" > /dev/null

for P in 4 5 7; do
cat > reports/sta_p${P}.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/akita_mult_net.v
link_design akita_mult
create_clock -name clk -period ${P} [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {start op_a[*] op_b[*]}]
set_output_delay 0.5 -clock clk [get_ports {product[*] done}]
set_false_path -from [get_ports rst_n]
puts "=== period ${P} ns ==="
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
TCL
sta -no_init -no_splash -exit reports/sta_p${P}.tcl >> reports/sweep_timing.rpt 2>&1
done
