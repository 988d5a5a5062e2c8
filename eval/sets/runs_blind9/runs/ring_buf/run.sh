#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# ring_buf: inferred 16x8 RAM, no RAM macro -> memory_map to flops; script file as positional arg, > txt 2>&1
cp ../../designs/ring_buf/ring_buf.v .
cat > ring_buf.ys <<EOT
read_verilog ring_buf.v
hierarchy -check -top ring_buf
synth -top ring_buf
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr ring_buf_gates.v
EOT
yosys ring_buf.ys > ring_yosys.txt 2>&1
cat > ring_sta.tcl <<EOT
read_liberty $LIB
read_verilog ring_buf_gates.v
link_design ring_buf
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_tns
report_wns
EOT
sta -no_splash -exit ring_sta.tcl > ring_sta.rpt 2>&1
