#!/bin/bash
# ulmus_cdc Gray-pointer CDC: OSU035 mapping, STA with two asynchronous clocks (clk_a 6 ns, clk_b 9 ns), setup and hold
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl netlists sta.async_2clk
mkdir -p rtl netlists sta.async_2clk
cp ../../designs/ulmus_cdc/ulmus_cdc.v rtl/

yosys -l netlists/ulmus_cdc_yosys.log -p "
read_verilog rtl/ulmus_cdc.v
synth -top ulmus_cdc -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr netlists/ulmus_cdc.v
write_json netlists/ulmus_cdc.json
" > /dev/null

cat > sta.async_2clk/cdc.sdc <<'SDC'
create_clock -name clk_a -period 6 [get_ports clk_a]
create_clock -name clk_b -period 9 [get_ports clk_b]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
set_input_delay 1.0 -clock clk_a [get_ports {evt rst_a}]
set_input_delay 1.0 -clock clk_b [get_ports {rst_b}]
set_output_delay 2.0 -clock clk_b [get_ports {total_b[*] delta_b[*]}]
SDC
cat > sta.async_2clk/cdc.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog netlists/ulmus_cdc.v
link_design ulmus_cdc
read_sdc sta.async_2clk/cdc.sdc
report_checks -path_delay max -group_count 2
report_checks -path_delay min -group_count 2
report_wns
report_tns
TCL
sta -no_init -no_splash -exit sta.async_2clk/cdc.tcl > sta.async_2clk/two_clocks.rpt 2>&1
rm -f .history_sta
