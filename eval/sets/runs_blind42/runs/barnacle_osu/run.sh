#!/bin/bash
# barnacle_osu: SPI master (DIV=4) mapped to OSU035 keeping the sclk-generator hierarchy, then OpenSTA at 8 ns
# setup + hold reports and report_power go under sta@8ns/
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl netlist sta@8ns yosys_map.log
mkdir -p rtl netlist sta@8ns
cp ../../designs/barnacle_spim/barnacle_spim.v rtl/

yosys -l yosys_map.log -p "
  read_verilog rtl/barnacle_spim.v
  hierarchy -check -top barnacle_spim
  synth -top barnacle_spim
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr netlist/barnacle_spim_osu.v
" > /dev/null

cat > sta@8ns/constraints.sdc <<'SDC'
create_clock -name sys_clk -period 8.0 [get_ports clk]
set_input_delay 1.5 -clock sys_clk [get_ports {rst_n start tx_data* miso}]
set_output_delay 2.0 -clock sys_clk [get_ports {rx_data* busy done sclk mosi cs_n}]
set_load 0.05 [all_outputs]
SDC

cat > sta@8ns/run_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/barnacle_spim_osu.v
link_design barnacle_spim
read_sdc sta@8ns/constraints.sdc
report_checks -path_delay max -fields {slew cap} -digits 3 > sta@8ns/setup.rpt
report_checks -path_delay min -digits 3 > sta@8ns/hold.rpt
report_power > sta@8ns/power.rpt
TCL
sta -no_init -exit sta@8ns/run_sta.tcl > sta@8ns/sta.log 2>&1
