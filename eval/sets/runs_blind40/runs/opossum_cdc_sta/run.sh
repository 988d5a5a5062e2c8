#!/bin/bash
# opossum_cdc: two clock domains (clk_a 4 ns, clk_b 10 ns), OSU035 mapping, OpenSTA without clock groups
# so the Gray-code crossing is timed as a synchronous clk_a -> clk_b path.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf 'timing@2clk' mapped opossum_cdc.v .history_sta
mkdir -p 'timing@2clk' mapped
cp ../../designs/opossum_cdc/opossum_cdc.v .

yosys -p "read_verilog opossum_cdc.v; synth -flatten -top opossum_cdc; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr mapped/opossum_cdc.vg" > 'timing@2clk/synth.log'

cat > 'timing@2clk/constraints.sdc' <<SDC
create_clock -name clk_a -period 4.0 [get_ports clk_a]
create_clock -name clk_b -period 10.0 [get_ports clk_b]
set_input_delay 1.0 -clock clk_a [get_ports {evt rst_a}]
set_input_delay 2.0 -clock clk_b [get_ports {rst_b thresh*}]
set_output_delay 2.0 -clock clk_b [get_ports {count_b* alarm}]
SDC

sta -exit > 'timing@2clk/sta.log' 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog mapped/opossum_cdc.vg
link_design opossum_cdc
read_sdc timing@2clk/constraints.sdc
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_checks -from [get_clocks clk_a] -to [get_clocks clk_b] -digits 3
report_wns
report_tns
TCL
