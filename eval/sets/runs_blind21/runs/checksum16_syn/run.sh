#!/bin/bash
# top: checksum16
# design: checksum16
# flow: yosys -p one-liner synth -flatten + OSU035 map; STA 8 ns, I/O delays, SDC names a wrong port
# yosys_log: syn/yosys_checksum16.log
# sta_report: sta/timing.rpt
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
rm -rf src syn sta; mkdir -p src syn sta
cp ../../designs/checksum16/checksum16.v src/
yosys -l syn/yosys_checksum16.log -p "read_verilog src/checksum16.v; synth -flatten -top checksum16; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr syn/checksum16_net.v" > /dev/null
cat > sta/constraints.sdc <<SDC
create_clock -name core_clk -period 8.0 [get_ports clk]
set_input_delay 2.0 -clock core_clk [get_ports {in_valid in_last}]
set_input_delay 2.0 -clock core_clk [get_ports in_data*]
set_output_delay 1.0 -clock core_clk [all_outputs]
set_driving_cell -lib_cell BUFX2 [all_inputs]
set_load 0.1 [all_outputs]
SDC
cat > sta/run_sta.tcl <<TCL
read_liberty $LIB
read_verilog syn/checksum16_net.v
link_design checksum16
read_sdc sta/constraints.sdc
puts "=== setup ==="
report_checks -path_delay max -digits 3
puts "=== hold ==="
report_checks -path_delay min -digits 3
puts "=== summary ==="
report_wns
report_tns
TCL
sta -no_splash -exit sta/run_sta.tcl > sta/timing.rpt 2>&1
