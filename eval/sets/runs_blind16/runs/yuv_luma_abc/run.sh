#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# yuv_to_luma, run 1 of 2: synth -flatten, abc -D 3000 (3 ns delay target) with the liberty, stat with and
# without -liberty (stat -width), yosys -s | tee luma_abc.log; STA 5 ns single-cycle, -path_delay min_max, report_power
cp ../../designs/yuv_to_luma/yuv_to_luma.v .
cat > luma_abc.ys <<EOT
read_verilog yuv_to_luma.v
hierarchy -check -top yuv_to_luma
synth -flatten -top yuv_to_luma
stat -width
dfflibmap -liberty $LIB
abc -D 3000 -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr yuv_to_luma_net.v
EOT
yosys -s luma_abc.ys 2>&1 | tee luma_abc.log > /dev/null
cat > luma_abc_sta.tcl <<EOT
read_liberty $LIB
read_verilog yuv_to_luma_net.v
link_design yuv_to_luma
create_clock -name pix_clk -period 5 [get_ports clk]
set_input_delay 0.5 -clock pix_clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock pix_clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_wns
report_tns
report_power
EOT
sta -no_splash -exit luma_abc_sta.tcl > luma_abc_sta.rpt 2>&1
