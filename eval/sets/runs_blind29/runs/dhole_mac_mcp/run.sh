#!/bin/bash
# dhole_mac mapped to OSU035; STA at 5 ns twice: plain single-cycle, then with a 2-cycle multicycle from the operand registers (a_q/b_q) and a false path from test_mode
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf syn reports
mkdir -p syn reports
cp ../../designs/dhole_mac/dhole_mac.v syn/
yosys -l syn/dhole_mac.log -p "
read_verilog syn/dhole_mac.v
synth -top dhole_mac -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/dhole_mac_net.v
" > /dev/null

cat > syn/base.sdc <<'SDC'
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {rst clr a[*] b[*] test_mode}]
set_output_delay 0.5 -clock clk [get_ports {acc[*] phase}]
SDC

cat > reports/single_cycle.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/dhole_mac_net.v
link_design dhole_mac
read_sdc syn/base.sdc
report_checks -path_delay max
report_wns
report_tns
TCL
sta -no_init -no_splash -exit reports/single_cycle.tcl > reports/sta_single_cycle.rpt 2>&1

cat > reports/with_exceptions.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/dhole_mac_net.v
link_design dhole_mac
read_sdc syn/base.sdc
set mul_src [get_cells -of_objects [get_pins -of_objects [get_nets {a_q[*] b_q[*]}] -filter "direction == output"]]
set_multicycle_path 2 -setup -from \$mul_src
set_multicycle_path 1 -hold -from \$mul_src
set_false_path -from [get_ports test_mode]
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
report_power
TCL
sta -no_init -no_splash -exit reports/with_exceptions.tcl > reports/sta_mcp.rpt 2>&1
