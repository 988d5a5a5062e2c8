#!/bin/bash
# xerus_sync: two asynchronous clocks, hierarchical OSU035 netlist, STA per clock domain
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src out xerus_syn.log xerus_sta.log
mkdir -p src out
cp ../../designs/xerus_sync/xerus_sync.v src/
yosys -p "read_verilog src/xerus_sync.v; synth -top xerus_sync; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean -purge; stat -liberty $OSU035_LIB; write_verilog -noattr -simple-lhs out/xerus_sync_hier.v" 2>&1 | tee xerus_syn.log > /dev/null
cat > out/clocks.sdc <<'SDC'
create_clock -name clk_a -period 10 [get_ports clk_a]
create_clock -name clk_b -period 6.5 [get_ports clk_b]
set_clock_groups -asynchronous -group [get_clocks clk_a] -group [get_clocks clk_b]
set_input_delay 1 -clock clk_a [get_ports {evt_a lvl_a}]
set_output_delay 1 -clock clk_b [get_ports {evt_b lvl_b count_b}]
SDC
sta -no_splash -exit /dev/stdin 2>&1 > xerus_sta.log <<TCL
read_liberty $OSU035_LIB
read_verilog out/xerus_sync_hier.v
link_design xerus_sync
read_sdc out/clocks.sdc
report_clock_properties
puts "=== clk_a domain ==="
report_checks -path_delay max -from [get_clocks clk_a] -to [get_clocks clk_a] -digits 3
puts "=== clk_b domain ==="
report_checks -path_delay max -from [get_clocks clk_b] -to [get_clocks clk_b] -digits 3
puts "=== hold ==="
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
TCL
