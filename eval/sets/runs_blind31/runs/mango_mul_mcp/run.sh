#!/bin/bash
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# mango_mul at 6 ns: one STA session, checks before and after a 2-cycle multicycle onto the product flops p
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/mango_mul/mango_mul.v rtl/

yosys -l syn/mango.log -p "
read_verilog rtl/mango_mul.v
synth -top mango_mul -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/mango_mul_gl.v
" > /dev/null

# D pins of the product flops (instance names assigned by yosys)
PD=$(grep -B3 '\.Q(p\[' syn/mango_mul_gl.v | grep DFF | awk '{print $2"/D"}' | tr '\n' ' ')
cat > sta/mango.sdc <<SDC
create_clock -name mclk -period 6.0 [get_ports clk]
set_input_delay 1.0 -clock mclk [get_ports {rst go x[*] y[*]}]
set_output_delay 1.0 -clock mclk [get_ports {p[*] p_valid}]
SDC
cat > sta/mango_mcp.sdc <<SDC
set_multicycle_path 2 -setup -to [get_pins {$PD}]
set_multicycle_path 1 -hold -to [get_pins {$PD}]
SDC
cat > sta/mango.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/mango_mul_gl.v
link_design mango_mul
read_sdc sta/mango.sdc
puts "### single-cycle"
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
read_sdc sta/mango_mcp.sdc
puts "### with multicycle 2 onto p"
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
exit
TCL
sta -no_init -no_splash -exit sta/mango.tcl > sta/mango_timing.log 2>&1
