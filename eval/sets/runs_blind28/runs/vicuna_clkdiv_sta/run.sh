#!/bin/bash
# vicuna_clkdiv mapped to OSU035; STA with two primary clocks and one generated divide-by-4 clock
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/vicuna_clkdiv/vicuna_clkdiv.v rtl/

yosys -l syn/yosys_vicuna.log -p "
read_verilog rtl/vicuna_clkdiv.v
synth -top vicuna_clkdiv -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
splitnets
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/vicuna_clkdiv.mapped.v
" > /dev/null

cat > sta/vicuna.sdc <<'SDC'
# primary clocks
create_clock -name clk_sys -period 5.0 [get_ports clk_sys]
create_clock -name clk_aux -period 7.5 [get_ports clk_aux]
# divide-by-4 clock taken at the output pin of the div_cnt[1] flop (net clk_div4)
create_generated_clock -name clk_div4 -source [get_ports clk_sys] -divide_by 4 [get_pins -of_objects [get_nets clk_div4] -filter "direction == output"]
set_clock_groups -asynchronous -group {clk_sys clk_div4} -group {clk_aux}
set_input_delay 1.2 -clock clk_sys [get_ports {evt_in}]
set_output_delay 1.0 -clock clk_div4 [get_ports {slow_count[*]}]
set_output_delay 1.0 -clock clk_aux [get_ports {aux_seen[*]}]
SDC

cat > sta/run_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/vicuna_clkdiv.mapped.v
link_design vicuna_clkdiv
read_sdc sta/vicuna.sdc
report_clock_properties
report_checks -path_delay max -group_count 3 > sta/vicuna_setup.rpt
report_checks -path_delay min -group_count 3 > sta/vicuna_hold.rpt
report_wns
report_tns
report_check_types -max_delay -min_delay -min_pulse_width
TCL
sta -no_init -no_splash -exit sta/run_sta.tcl > sta/vicuna_summary.rpt 2>&1
