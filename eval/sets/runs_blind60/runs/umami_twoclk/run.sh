#!/bin/bash
# toggle-handshake CDC block mapped to OSU035; two clocks (clk_a 10 ns, clk_b 6 ns), max and min checks
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl constraints reports umami_yosys.log umami_sync.vg
mkdir -p rtl constraints reports
cp ../../designs/umami_sync/umami_sync.v rtl/
yosys -l umami_yosys.log -p "read_verilog rtl/umami_sync.v; synth -top umami_sync; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr umami_sync.vg" > /dev/null
cat > constraints/umami.sdc <<SDC
create_clock -name clk_a -period 10 [get_ports clk_a]
create_clock -name clk_b -period 6 [get_ports clk_b]
set_input_delay 1 -clock clk_a [get_ports {a_valid a_data*}]
set_input_delay 1 -clock clk_b [get_ports rst]
set_output_delay 1 -clock clk_b [all_outputs]
SDC
cat > reports/umami.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog umami_sync.vg
link_design umami_sync
read_sdc constraints/umami.sdc
report_checks -path_delay max -group_count 3 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -no_splash -exit reports/umami.tcl > reports/umami_timing.rpt 2>&1
rm -f .history_sta
