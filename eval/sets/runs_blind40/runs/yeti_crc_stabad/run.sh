#!/bin/bash
# yeti_crc: combinational logic mapped to OSU035 with abc, but the flip-flops were never mapped
# (no dfflibmap in the script); the netlist is then handed to OpenSTA at 5 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf net sta_run yeti_crc.v
mkdir -p net sta_run
cp ../../designs/yeti_crc/yeti_crc.v .

yosys -l net/yosys.log -p "
read_verilog yeti_crc.v
synth -top yeti_crc -flatten
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr net/yeti_crc_netlist.v
" > /dev/null

cat > sta_run/yeti.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog net/yeti_crc_netlist.v
link_design yeti_crc
create_clock -name clk -period 5 [get_ports clk]
report_checks -path_delay max
report_wns
TCL
sta -exit sta_run/yeti.tcl > sta_run/sta.log 2>&1
echo "sta exit code $?" >> sta_run/sta.log
