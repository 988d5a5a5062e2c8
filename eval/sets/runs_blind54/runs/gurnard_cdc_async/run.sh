#!/bin/bash
# gurnard_cdc: two clock domains (clk_a 3.3 ns, clk_b 10 ns). OSU035 mapping, then OpenSTA twice:
# first with the clocks left related (default), then with set_clock_groups -asynchronous.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf hdl netlist@osu035 timing .history_sta
mkdir -p hdl netlist@osu035 timing
cp ../../designs/gurnard_cdc/gurnard_cdc.v hdl/

yosys -l netlist@osu035/gurnard_cdc.yosys.log -p "
  read_verilog hdl/gurnard_cdc.v
  synth -top gurnard_cdc
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr netlist@osu035/gurnard_cdc_osu035.v
" > /dev/null

cat > timing/common.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog netlist@osu035/gurnard_cdc_osu035.v
link_design gurnard_cdc
create_clock -name clk_a -period 3.3 [get_ports clk_a]
create_clock -name clk_b -period 10.0 [get_ports clk_b]
set_input_delay 0.5 -clock clk_a [get_ports event_a]
set_output_delay 1.0 -clock clk_b [get_ports {count_b* delta_b*}]
TCL

sta -exit /dev/stdin > timing/1_related_clocks.rpt 2>&1 <<'TCL'
source timing/common.tcl
report_checks -path_delay max -group_count 3
report_wns
report_tns
TCL

sta -exit /dev/stdin > timing/2_async_groups.rpt 2>&1 <<'TCL'
source timing/common.tcl
set_clock_groups -asynchronous -group [get_clocks clk_a] -group [get_clocks clk_b]
report_checks -path_delay max -group_count 3
report_checks -path_delay min -group_count 1
report_wns
report_tns
TCL
rm -f .history_sta
