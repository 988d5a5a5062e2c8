#!/bin/bash
# shared read bus: generic synthesis followed by yosys check to catch the second driver of rdata
cd "$(dirname "$0")"
rm -f *.v *.log *.txt
cp ../../designs/kudu_bus/kudu_bus.v .
yosys -l kudu_synth.log -p "read_verilog kudu_bus.v; synth -top kudu_bus; check; tee -o kudu_stat.txt stat; write_verilog -noattr kudu_bus_generic.v" > /dev/null 2>&1
