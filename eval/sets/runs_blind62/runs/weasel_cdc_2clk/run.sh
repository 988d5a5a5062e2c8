#!/bin/bash
# Toggle-handshake CDC: two clocks (clk_a 6 ns, clk_b 9 ns), declared asynchronous; STA per domain
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl syn sta_2clk
cp ../../designs/weasel_cdc/weasel_cdc.v rtl/
yosys -l syn/weasel_cdc_syn.log -p "
read_verilog rtl/weasel_cdc.v
synth -flatten -top weasel_cdc
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/weasel_cdc.vg
" > /dev/null
cat > sta_2clk/clocks.sdc <<SDC
create_clock -name clk_a -period 6 [get_ports clk_a]
create_clock -name clk_b -period 9 [get_ports clk_b]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
set_input_delay 1.0 -clock clk_a [get_ports {rst_a send data_a*}]
set_input_delay 1.0 -clock clk_b [get_ports rst_b]
set_output_delay 1.0 -clock clk_a [get_ports ready_a]
set_output_delay 1.0 -clock clk_b [get_ports {data_b* valid_b}]
SDC
cat > sta_2clk/run_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/weasel_cdc.vg
link_design weasel_cdc
read_sdc sta_2clk/clocks.sdc
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_clock_properties
TCL
sta -no_init -no_splash -exit sta_2clk/run_sta.tcl > sta_2clk/weasel_sta.log 2>&1
rm -f .history_sta
