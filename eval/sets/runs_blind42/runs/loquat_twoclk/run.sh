#!/bin/bash
# loquat_twoclk: toggle-synchroniser event counter with two clocks (clk_a 10 ns, clk_b 7 ns), mapped to OSU035.
# STA twice: first with both clocks related (default), then with set_clock_groups -asynchronous
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl net sta synth.log
mkdir -p rtl net sta
cp ../../designs/loquat_cdc/loquat_cdc.v rtl/
yosys -l synth.log -p "
  read_verilog rtl/loquat_cdc.v
  synth -flatten -top loquat_cdc
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr net/loquat_cdc.v
" > /dev/null
cat > sta/clocks.sdc <<'SDC'
create_clock -name clk_a -period 10 [get_ports clk_a]
create_clock -name clk_b -period 7 [get_ports clk_b]
set_input_delay 1.0 -clock clk_a [get_ports {event_a rst_a_n}]
set_input_delay 1.0 -clock clk_b [get_ports rst_b_n]
set_output_delay 1.0 -clock clk_b [get_ports {batches_b* batch_pulse_b}]
set_output_delay 1.0 -clock clk_a [get_ports {ev_cnt_a*}]
SDC
sta -no_init -exit /dev/stdin > sta/related_clocks.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog net/loquat_cdc.v
link_design loquat_cdc
read_sdc sta/clocks.sdc
report_checks -path_delay max -group_count 3
report_checks -path_delay min -group_count 3
report_wns
report_tns
TCL
sta -no_init -exit /dev/stdin > sta/async_groups.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog net/loquat_cdc.v
link_design loquat_cdc
read_sdc sta/clocks.sdc
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
report_checks -path_delay max -group_count 3
report_checks -path_delay min -group_count 3
report_wns
report_tns
TCL
