#!/bin/bash
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# gorse_clkdiv: 4 ns master clock with divide-by-2 and divide-by-3 generated clocks on the divider flops
rm -rf rtl net sta
mkdir -p rtl net sta
cp ../../designs/gorse_clkdiv/gorse_clkdiv.v rtl/

yosys -l net/gorse_synth.log -p "
read_verilog rtl/gorse_clkdiv.v
synth -top gorse_clkdiv -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr net/gorse_clkdiv.v
" > /dev/null

# flops that drive the divided clock outputs (instance names assigned by yosys)
FF2=$(grep -B8 '\.Q(clk_div2)' net/gorse_clkdiv.v | grep -E 'DFF' | tail -1 | awk '{print $2}')
FF3=$(grep -B8 '\.Q(clk_div3)' net/gorse_clkdiv.v | grep -E 'DFF' | tail -1 | awk '{print $2}')
cat > sta/gorse.sdc <<SDC
create_clock -name mclk -period 4.0 [get_ports clk]
create_generated_clock -name clk_d2 -source [get_ports clk] -divide_by 2 [get_pins $FF2/Q]
create_generated_clock -name clk_d3 -source [get_ports clk] -divide_by 3 [get_pins $FF3/Q]
set_input_delay 1.0 -clock mclk [get_ports tick_in]
set_output_delay 0.5 -clock clk_d2 [get_ports {cnt_d2[*]}]
set_output_delay 0.5 -clock clk_d3 [get_ports {cnt_d3[*]}]
set_false_path -from [get_ports rst_n]
SDC
cat > sta/gorse.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog net/gorse_clkdiv.v
link_design gorse_clkdiv
read_sdc sta/gorse.sdc
report_clock_properties
report_checks -path_delay max -group_count 3 -digits 3
report_checks -path_delay max -to [get_clocks clk_d3] -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
exit
TCL
sta -no_init -no_splash -exit sta/gorse.tcl > sta/gorse_gen_clocks.rpt 2>&1
