#!/bin/bash
# cuscus_sync: two clock domains (clk_a 10 ns, clk_b 6 ns), asynchronous clock groups, OSU035 mapping + STA
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl work timing.d
mkdir -p rtl work timing.d
cp ../../designs/cuscus_sync/cuscus_sync.v rtl/

yosys -l work/cuscus_yosys.log -p "
  read_verilog rtl/cuscus_sync.v
  synth -top cuscus_sync
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr work/cuscus_sync_net.v
" > /dev/null

cat > timing.d/cuscus.sdc <<'SDC'
create_clock -name clk_a -period 10.0 [get_ports clk_a]
create_clock -name clk_b -period 6.0  [get_ports clk_b]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
set_input_delay 1.5 -clock clk_a [get_ports {pulse_a rst_a_n}]
set_input_delay 1.0 -clock clk_b [get_ports rst_b_n]
set_output_delay 1.0 -clock clk_b [get_ports {pulse_b events_b[*]}]
SDC
sta -no_init -exit > timing.d/cuscus_sta.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog work/cuscus_sync_net.v
link_design cuscus_sync
read_sdc timing.d/cuscus.sdc
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
