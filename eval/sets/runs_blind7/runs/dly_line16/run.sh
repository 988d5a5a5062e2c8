#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# dly_line16: -q -l with options after script; hold check with 1.0 ns hold uncertainty
cp ../../designs/dly_line16/dly_line16.v .
cat > dly.ys <<EOF
read_verilog dly_line16.v
synth -top dly_line16
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr dly_line16_mapped.v
read_liberty -lib $LIB
check
EOF
yosys -q -s dly.ys -l dly_line16_yosys.log
cat > dly_hold.tcl <<EOF
read_liberty $LIB
read_verilog dly_line16_mapped.v
link_design dly_line16
create_clock -name clk -period 5 [get_ports clk]
set_clock_uncertainty -hold 1.0 [get_clocks clk]
set_input_delay 0.5 -clock clk [get_ports din*]
set_output_delay 0.5 -clock clk [get_ports dout*]
report_checks -path_delay min -digits 3
report_checks -path_delay max -digits 3
report_check_types -all_violators
EOF
sta -no_splash -exit dly_hold.tcl > dly_hold.rpt 2>&1
