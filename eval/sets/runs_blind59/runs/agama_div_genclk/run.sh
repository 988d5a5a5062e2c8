#!/bin/bash
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# divided clock described as a generated clock (divide_by 4) on the divider flop output
rm -rf *.v *.log sta
mkdir -p sta
cp ../../designs/agama_clkdiv/agama_clkdiv.v .
yosys -l agama_yosys.log -p "read_verilog agama_clkdiv.v; synth -top agama_clkdiv; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr agama_clkdiv_osu.v" > /dev/null
cat > sta/clocks.sdc <<'SDC'
create_clock -name clk -period 5 [get_ports clk]
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 [get_ports clk_div4]
set_input_delay 0.5 -clock clk [get_ports rst]
set_output_delay 0.5 -clock clk_div4 [get_ports slow_cnt*]
SDC
sta -no_init -exit > sta/genclk.rpt 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog agama_clkdiv_osu.v
link_design agama_clkdiv
read_sdc sta/clocks.sdc
report_clock_properties
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
STA
rm -f .history_sta
