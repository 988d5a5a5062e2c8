#!/bin/bash
# anhinga_uart mapped to OSU035, then OpenSTA setup+hold, wns/tns and power at 10 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf src rpt anhinga_uart_mapped.v
mkdir -p src rpt
cp ../../designs/anhinga_uart/anhinga_uart.v src/
yosys -l rpt/yosys_synth.log -p "read_verilog src/anhinga_uart.v; synth -top anhinga_uart; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr anhinga_uart_mapped.v" > /dev/null
sta -no_init -exit sta.tcl > rpt/sta_10ns.rpt 2>&1
rm -f .history_sta
