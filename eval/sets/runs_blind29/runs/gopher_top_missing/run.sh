#!/bin/bash
# gopher_top generic synth - only gopher_top.v is read (gopher_sync.v was never checked in)
cd "$(dirname "$0")"
rm -rf syn
mkdir -p syn
cp ../../designs/gopher_top/gopher_top.v syn/
yosys -l syn/gopher_top.log -p "
read_verilog syn/gopher_top.v
hierarchy -check -top gopher_top
synth -top gopher_top
write_verilog -noattr syn/gopher_top_net.v
" > /dev/null 2>&1
echo "yosys exit code: $?" > syn/exit_status.txt
