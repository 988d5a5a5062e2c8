#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# dual_nco: nco_acc instantiated with W=12 and W=16, hierarchy kept (per-module stat); SDC file via read_sdc; report_clock_properties
cp ../../designs/dual_nco/nco_acc.v ../../designs/dual_nco/dual_nco.v .
cat > nco.ys <<EOT
read_verilog nco_acc.v dual_nco.v
hierarchy -check -top dual_nco
synth -top dual_nco
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr dual_nco_net.v
EOT
yosys -s nco.ys -l nco_synth.log > /dev/null
cat > dual_nco.sdc <<EOT
create_clock -name clk -period 9 [get_ports clk]
set_clock_transition 0.2 [get_clocks clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
EOT
cat > nco_sta.tcl <<EOT
read_liberty $LIB
read_verilog dual_nco_net.v
link_design dual_nco
read_sdc dual_nco.sdc
report_clock_properties
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -through [get_pins u_hi/*] -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit nco_sta.tcl > nco_sta.rpt 2>&1
