#!/bin/bash
# scheelite_flat: 16-bit ALU, flattened synthesis to OSU035, OpenSTA setup check at 12 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl flat_out
mkdir -p rtl flat_out
cp ../../designs/scheelite_alu/scheelite_alu.v rtl/
yosys -l flat_out/yosys_flat.log -p "
read_verilog rtl/scheelite_alu.v
synth -flatten -top scheelite_alu
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr flat_out/scheelite_alu_flat.v
"
cat > flat_out/alu.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog flat_out/scheelite_alu_flat.v
link_design scheelite_alu
create_clock -name clk -period 12 [get_ports clk]
set_input_delay 3.0 -clock clk [get_ports {op[*] sra a[*] b[*]}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
TCL
sta -no_init -no_splash -exit flat_out/alu.tcl > flat_out/sta_flat_12ns.rpt 2>&1
