#!/bin/bash
# talus_mac: MAC with multiplier sub-module, flattened, mapped to OSU035 with a delay target for ABC
# (abc -D 4000 ps), then OpenSTA at 4 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src work .history_sta
mkdir -p src work/logs work/netlist work/sta
cp ../../designs/talus_mac/talus_mac.v ../../designs/talus_mac/talus_mul.v src/

yosys -l work/logs/synth_abcD.log -p "
  read_verilog src/talus_mac.v src/talus_mul.v
  synth -flatten -top talus_mac
  dfflibmap -liberty $OSU035_LIB
  abc -D 4000 -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr work/netlist/talus_mac_flat.v
" > /dev/null

sta -exit /dev/stdin > work/sta/talus_4ns.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog work/netlist/talus_mac_flat.v
link_design talus_mac
create_clock -name clk -period 4.0 [get_ports clk]
set_input_delay 0.4 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.4 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
report_power
TCL
rm -f .history_sta
