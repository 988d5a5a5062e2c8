#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# pkt_len_calc: width mismatches, flattened after hierarchy check, -l log
cp ../../designs/pkt_len_calc/pkt_len_calc.v .
cat > pkt_synth.ys <<EOF
read_verilog pkt_len_calc.v
hierarchy -check -top pkt_len_calc
synth -flatten -top pkt_len_calc
dfflibmap -liberty $LIB
abc -liberty $LIB
splitnets
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr pkt_len_calc_syn.v
read_liberty -lib $LIB
check
EOF
yosys -l pkt_synth.log -s pkt_synth.ys > /dev/null
cat > pkt_sta.tcl <<EOF
read_liberty $LIB
read_verilog pkt_len_calc_syn.v
link_design pkt_len_calc
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {payload_len* hdr_words*}]
set_output_delay 2.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
EOF
sta -no_splash -exit pkt_sta.tcl > pkt_sta.rpt 2>&1
