#!/bin/bash
# wollastonite_crc: OSU035 synthesis + STA at 5 ns. (script copied from an older flow; see the netlist before trusting it)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl gl=netlist sta_logs
mkdir -p rtl gl=netlist sta_logs
cp ../../designs/wollastonite_crc/wollastonite_crc.v rtl/

yosys -l sta_logs/yosys_crc.log -p "
read_verilog rtl/wollastonite_crc.v
synth -top wollastonite_crc
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr gl=netlist/wollastonite_crc_gl.v
" > /dev/null

sta -no_init -exit /dev/stdin > sta_logs/crc_sta.log 2>&1 <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog gl=netlist/wollastonite_crc_gl.v
link_design wollastonite_crc
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max
report_wns
TCL
