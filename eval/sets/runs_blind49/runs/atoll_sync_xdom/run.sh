#!/bin/bash
# atoll_sync: two clock domains (clk_a 5 ns sensor side, clk_b 5.5 ns system side), OSU035 flat mapping,
# STA once with the clocks treated as related (default) and once with them declared asynchronous
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
mkdir -p hdl "synth results" timing
cp ../../designs/atoll_sync/atoll_sync.v hdl/

yosys -l "synth results/yosys.log" -p "
  read_verilog hdl/atoll_sync.v
  synth -top atoll_sync -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr \"synth results/atoll_sync_net.v\"
" > /dev/null

cat > timing/clocks.sdc <<'SDC'
create_clock -name clk_a -period 5 [get_ports clk_a]
create_clock -name clk_b -period 5.5 [get_ports clk_b]
set_input_delay 1.0 -clock clk_a [get_ports event_in]
set_output_delay 1.0 -clock clk_b [get_ports total_events*]
set_output_delay 1.0 -clock clk_a [get_ports gray_a*]
set_false_path -from [get_ports rst_n]
SDC

for MODE in related async; do
  {
    echo 'read_liberty $::env(OSU035_LIB)'
    echo 'read_verilog {synth results/atoll_sync_net.v}'
    echo 'link_design atoll_sync'
    echo 'read_sdc timing/clocks.sdc'
    if [ $MODE = async ]; then
      echo 'set_clock_groups -asynchronous -group [get_clocks clk_a] -group [get_clocks clk_b]'
    fi
    echo 'report_checks -path_delay max -digits 3'
    echo 'report_checks -path_delay max -from [get_clocks clk_a] -to [get_clocks clk_b] -digits 3'
    echo 'report_wns'
    echo 'report_tns'
  } > timing/sta_$MODE.tcl
  sta -no_init -no_splash -exit timing/sta_$MODE.tcl > timing/report_$MODE.txt 2>&1
done
