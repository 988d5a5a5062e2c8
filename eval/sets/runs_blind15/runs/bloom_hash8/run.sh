#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# bloom_hash8: 64 x 1 bit array (memory) mapped to flops; Tcl script via yosys -c > file 2>&1;
# select -count of flops, tee -o generic stat with -width; 8 ns; report_power; report_clock_properties
cp ../../designs/bloom_hash8/bloom_hash8.v .
cat > bloom_synth.tcl <<EOT
yosys read_verilog bloom_hash8.v
yosys hierarchy -check -top bloom_hash8
yosys synth -top bloom_hash8
yosys tee -o bloom_generic_stat.txt stat -width
yosys select -count t:\\\$_SDFF*_ t:\\\$_DFF*_ t:\\\$_SDFFE*_ t:\\\$_DFFE*_
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys opt_clean
yosys stat -liberty $LIB
yosys write_verilog -noattr bloom_hash8_net.v
EOT
yosys -c bloom_synth.tcl > bloom_yosys.txt 2>&1
cat > bloom_sta.tcl <<EOT
read_liberty $LIB
read_verilog bloom_hash8_net.v
link_design bloom_hash8
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 2.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_clock_properties
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -group_count 3 -endpoint_count 1 -digits 3
report_power
EOT
timeout 60 sta -no_splash -exit bloom_sta.tcl > bloom_sta.rpt 2>&1
