#!/bin/bash
# Round-robin arbiter (N=4 default) flattened and mapped to OSU035, with a post-map check and STA at 8 ns.
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl build
mkdir -p rtl build/reports
cp ../../designs/quail_arbiter/quail_arbiter.v rtl/
yosys -l build/quail_map.log -p "
read_verilog rtl/quail_arbiter.v
synth -flatten -top quail_arbiter
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
check
stat -liberty $OSU035_LIB
write_verilog -noattr build/quail_arbiter_gl.v
" > /dev/null
cat > build/reports/arb.sdc <<'SDC'
create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {req[*]}]
set_output_delay 1.0 -clock clk [get_ports {grant[*] any_grant}]
SDC
cat > build/reports/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog build/quail_arbiter_gl.v
link_design quail_arbiter
read_sdc build/reports/arb.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
TCL
sta -no_init -exit build/reports/sta.tcl > build/reports/arb_sta_8ns.rpt 2>&1
