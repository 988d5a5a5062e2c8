#!/bin/bash
# pulse synchronizer, two clocks: STA once with the clocks related and once with them declared asynchronous
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src syn timing
mkdir -p src syn timing
cp ../../designs/chert_sync/chert_sync.v src/
yosys -l syn/chert_syn.log -p "read_verilog src/chert_sync.v; synth -top chert_sync; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr syn/chert_sync.v" > /dev/null
cat > timing/clocks.sdc <<SDC
create_clock -name src_clk -period 3.3 [get_ports clk_src]
create_clock -name dst_clk -period 10 [get_ports clk_dst]
set_input_delay 0.5 -clock src_clk [get_ports {rst_src pulse_in}]
set_input_delay 0.5 -clock dst_clk [get_ports rst_dst]
set_output_delay 0.5 -clock src_clk [get_ports src_events*]
set_output_delay 0.5 -clock dst_clk [get_ports {dst_events* pulse_out}]
SDC
for mode in related async; do
  {
    echo "read_liberty $OSU035_LIB"
    echo "read_verilog syn/chert_sync.v"
    echo "link_design chert_sync"
    echo "read_sdc timing/clocks.sdc"
    [ $mode = async ] && echo "set_clock_groups -asynchronous -group {src_clk} -group {dst_clk}"
    echo "report_checks -path_delay max -group_count 2"
    echo "report_checks -path_delay min"
    echo "report_wns"
    echo "report_tns"
  } > timing/sta_$mode.tcl
  sta -no_init -exit timing/sta_$mode.tcl > timing/chert_$mode.rpt 2>&1
done
