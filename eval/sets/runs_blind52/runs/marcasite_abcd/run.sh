#!/bin/bash
# 8-bit ALU mapped with a delay target for ABC (abc -D 4000 ps) and timed at 4 ns.
cd "$(dirname "$0")"
rm -f .history_sta   # OpenSTA appends its command history here on every run
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl
cp ../../designs/marcasite_alu/marcasite_alu.v rtl/
yosys -l marcasite_abcd.log -p "
read_verilog rtl/marcasite_alu.v
synth -top marcasite_alu -flatten
dfflibmap -liberty $OSU035_LIB
abc -D 4000 -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr marcasite_alu_d4000.v
write_edif marcasite_alu_d4000.edf
" > /dev/null
cat > alu.sdc <<'SDC'
create_clock -name clk -period 4 [get_ports clk]
set_input_delay 0.4 -clock clk [get_ports {op* a* b*}]
set_output_delay 0.4 -clock clk [all_outputs]
SDC
sta -no_splash -exit > alu_timing.rpt 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog marcasite_alu_d4000.v
link_design marcasite_alu
read_sdc alu.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
STA
