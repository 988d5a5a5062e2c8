#!/bin/bash
# takahe_cdc2: gray-pointer CDC block with two clock domains (wclk 8.2 ns, rclk 5 ns) mapped to OSU035.
# STA is run twice: first with the clocks left related (as they came out of the first SDC draft),
# then with set_clock_groups -asynchronous added.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
cp ../../designs/takahe_gray/takahe_gray.v .
yosys -l takahe_syn.log -p "
  read_verilog takahe_gray.v
  synth -top takahe_gray
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean -purge
  stat -liberty $OSU035_LIB
  write_verilog -noattr takahe_gray_net.v
" > /dev/null
cat > clocks.sdc <<'SDC'
create_clock -name wclk -period 8.2 [get_ports wclk]
create_clock -name rclk -period 5.0 [get_ports rclk]
set_input_delay 1.0 -clock wclk [get_ports inc]
set_output_delay 1.0 -clock rclk [get_ports {rptr_bin[*] delta[*]}]
SDC
for MODE in related async; do
  {
    echo "read_liberty $OSU035_LIB"
    echo "read_verilog takahe_gray_net.v"
    echo "link_design takahe_gray"
    echo "read_sdc clocks.sdc"
    [ $MODE = async ] && echo "set_clock_groups -asynchronous -group {wclk} -group {rclk}"
    echo "report_checks -path_delay max -group_count 3"
    echo "report_wns"
    echo "report_tns"
  } > sta_$MODE.tcl
  sta -exit sta_$MODE.tcl > sta_$MODE.rpt 2>&1
done
grep -H -E "slack \(|^wns|^tns" sta_*.rpt
