#!/bin/bash
# marram_alu mapped to OSU035 with a delay-driven ABC run (abc -D 3000 ps), STA at 3 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn_out sta_out
mkdir -p rtl syn_out sta_out
cp ../../designs/marram_alu/marram_alu.v rtl/

yosys -l syn_out/marram_abc_D3000.log -p "
read_verilog rtl/marram_alu.v
synth -flatten -top marram_alu
dfflibmap -liberty $OSU035_LIB
abc -D 3000 -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn_out/marram_alu_D3000.v
" > /dev/null

cat > sta_out/run_sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn_out/marram_alu_D3000.v
link_design marram_alu
create_clock -name clk -period 3.0 [get_ports clk]
set_input_delay 0.3 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.3 -clock clk [all_outputs]
report_checks -path_delay max -format full_clock_expanded -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -exit sta_out/run_sta.tcl > sta_out/marram_timing.rpt 2>&1
rm -f .history_sta
