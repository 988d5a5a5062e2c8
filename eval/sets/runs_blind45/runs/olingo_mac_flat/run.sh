#!/bin/bash
# olingo_mac: flattened OSU035 mapping of the MAC (multiplier sub-module dissolved), STA at 7 ns (143 MHz target) with power
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl results
mkdir -p rtl "results/log files" results/timing
cp ../../designs/olingo_mac/olingo_mac.v rtl/

yosys -l "results/log files/yosys_flat.log" -p "
  read_verilog rtl/olingo_mac.v
  synth -top olingo_mac -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr results/olingo_mac_flat.v
  write_blif results/olingo_mac_flat.blif
" > /dev/null

cat > results/timing/mac.sdc <<'SDC'
create_clock -name clk -period 7.0 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
SDC
sta -no_init -exit > results/timing/mac_7ns.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog results/olingo_mac_flat.v
link_design olingo_mac
read_sdc results/timing/mac.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
TCL
sta -no_init -exit > results/timing/mac_power.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog results/olingo_mac_flat.v
link_design olingo_mac
read_sdc results/timing/mac.sdc
set_power_activity -input -activity 0.2
report_power
TCL
