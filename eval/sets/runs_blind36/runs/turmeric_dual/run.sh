#!/bin/bash
# turmeric_dual: CDC handshake between two clock domains (clk_a 10 ns, clk_b 6.5 ns), mapped to OSU035.
# OpenSTA is run twice: first with both clocks treated as related (default), then with the clocks
# declared asynchronous (set_clock_groups), as the synchronisers intend.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn sta_out
mkdir -p rtl syn sta_out
cp ../../designs/turmeric_sync/turmeric_sync.v rtl/

yosys -l syn/turmeric.log -p "
read_verilog rtl/turmeric_sync.v
synth -top turmeric_sync -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/turmeric_sync.vg
" > /dev/null

cat > sta_out/clocks.sdc <<SDC
create_clock -name clk_a -period 10 [get_ports clk_a]
create_clock -name clk_b -period 6.5 [get_ports clk_b]
set_input_delay 2.0 -clock clk_a [get_ports {send data_a[*]}]
set_output_delay 2.0 -clock clk_a [get_ports busy_a]
set_output_delay 1.5 -clock clk_b [get_ports {data_b[*] valid_b}]
SDC

cat > sta_out/related.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/turmeric_sync.vg
link_design turmeric_sync
read_sdc sta_out/clocks.sdc
report_checks -path_delay max -group_count 3
report_checks -path_delay min
report_wns
report_tns
TCL
sta -exit sta_out/related.tcl > sta_out/01_related_clocks.rpt 2>&1

cat > sta_out/async.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/turmeric_sync.vg
link_design turmeric_sync
read_sdc sta_out/clocks.sdc
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
report_checks -path_delay max -group_count 3
report_checks -path_delay min
report_wns
report_tns
TCL
sta -exit sta_out/async.tcl > sta_out/02_async_groups.rpt 2>&1
