#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# cache_tag_dm, run 1 of 2: 16 x 10 tag memory mapped to flops; yosys -s -l; 10 ns; min_max; report_power; report_wns
cp ../../designs/cache_tag_dm/cache_tag_dm.v .
cat > cache.ys <<EOT
read_verilog cache_tag_dm.v
hierarchy -check -top cache_tag_dm
synth -top cache_tag_dm
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr cache_tag_dm_net.v
EOT
yosys -s cache.ys -l cache_synth.log > /dev/null
cat > cache_sta.tcl <<EOT
read_liberty $LIB
read_verilog cache_tag_dm_net.v
link_design cache_tag_dm
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay min_max -digits 3
report_power
report_wns
EOT
timeout 60 sta -no_splash -exit cache_sta.tcl > cache_sta.rpt 2>&1
