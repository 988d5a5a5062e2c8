#!/bin/bash
# hazel_filter: attempt generic synthesis; the RTL revision in designs/ does not parse
set -u
cd "$(dirname "$0")"
rm -rf rtl log status.txt
mkdir -p rtl log
cp ../../designs/hazel_filter/hazel_filter.v rtl/
yosys -l log/hazel_filter.yosys.log -p "
read_verilog rtl/hazel_filter.v
synth -top hazel_filter
stat
write_verilog -noattr hazel_filter_syn.v
" > /dev/null 2>&1
echo "yosys exit code: $?" > status.txt
