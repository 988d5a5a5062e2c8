#!/bin/bash
# Two clock domains (clk_a 4 ns capture, clk_b 6.6 ns system). STA once with the clocks
# treated as related (default) and once with set_clock_groups -asynchronous.
cd "$(dirname "$0")"
rm -f .history_sta   # OpenSTA appends its command history here on every run
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl "sta results"
cp ../../designs/hibiscus_cdc/hibiscus_cdc.v rtl/
yosys -l synth.log -p "
read_verilog rtl/hibiscus_cdc.v
synth -top hibiscus_cdc -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr hibiscus_cdc_mapped.v
" > /dev/null
cat > clocks.sdc <<'SDC'
create_clock -name clk_a -period 4 [get_ports clk_a]
create_clock -name clk_b -period 6.6 [get_ports clk_b]
set_input_delay 1.0 -clock clk_a [get_ports {evt rst_a_n}]
set_input_delay 1.0 -clock clk_b [get_ports rst_b_n]
set_output_delay 2.0 -clock clk_b [all_outputs]
SDC
sta -no_splash -exit > "sta results/related_clocks.rpt" 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog hibiscus_cdc_mapped.v
link_design hibiscus_cdc
read_sdc clocks.sdc
report_checks -path_delay max -group_count 3 -digits 3
report_wns
report_tns
STA
sta -no_splash -exit > "sta results/async_groups.rpt" 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog hibiscus_cdc_mapped.v
link_design hibiscus_cdc
read_sdc clocks.sdc
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
report_checks -path_delay max -group_count 3 -digits 3
report_wns
report_tns
STA
