#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# cplx_mult4: setup violation expected at 5 ns; yosys -q -s ... -l ...
cp ../../designs/cplx_mult4/cplx_mult4.v .
cat > cmul.ys <<EOT
read_verilog cplx_mult4.v
hierarchy -check -top cplx_mult4
synth -top cplx_mult4
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr cplx_mult4_gl.v
read_liberty -lib $LIB
check
EOT
yosys -q -s cmul.ys -l cmul_synth.log
cat > cmul_sta.tcl <<EOT
read_liberty $LIB
read_verilog cplx_mult4_gl.v
link_design cplx_mult4
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports {a_re* a_im* b_re* b_im*}]
set_output_delay 0.8 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 6 -endpoint_count 1 -format end
report_wns
report_tns
report_worst_slack
EOT
sta -no_splash -exit cmul_sta.tcl > cmul_timing.rpt 2>&1
