#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# cache_tag_dm, run 2 of 2: opt -full, abc -D 4000; tee -o stat file; yosys -s > file 2>&1; 4 ns (setup violations);
# endpoint table; report_wns, report_tns, then report_worst_slack -max (a flag this OpenSTA does not know)
cp ../../designs/cache_tag_dm/cache_tag_dm.v .
cat > cache4.ys <<EOT
read_verilog cache_tag_dm.v
hierarchy -check -top cache_tag_dm
synth -top cache_tag_dm -run begin:fine
opt -full
synth -top cache_tag_dm -run fine:
dfflibmap -liberty $LIB
abc -D 4000 -liberty $LIB
opt_clean
tee -o cache4_area.txt stat -liberty $LIB
write_verilog -noattr cache_tag_dm_net.v
EOT
yosys -s cache4.ys > cache4_yosys.txt 2>&1
cat > cache4_sta.tcl <<EOT
read_liberty $LIB
read_verilog cache_tag_dm_net.v
link_design cache_tag_dm
create_clock -name clk -period 4 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 6 -endpoint_count 1 -format end
report_wns
report_tns
report_worst_slack -max
EOT
timeout 60 sta -no_splash -exit cache4_sta.tcl > cache4_sta.rpt 2>&1
