#!/bin/bash
# yew_quiet: CRC-16 engine, quiet yosys run (-q) mapped to OSU035; the cell statistics are captured with
# `tee -o` because -q suppresses the log. Netlists: Verilog + EDIF. Quick OpenSTA summary at 6 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl rpt_q nl quiet.log
mkdir -p rtl rpt_q nl
cp ../../designs/yew_crc/yew_crc.v rtl/

yosys -q -p "
read_verilog rtl/yew_crc.v
synth -top yew_crc -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
tee -o rpt_q/yew_stat.txt stat -liberty $OSU035_LIB
write_verilog -noattr nl/yew_crc.v
write_edif nl/yew_crc.edif
" 2>&1 | tee quiet.log

cat > rpt_q/sta_quick.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog nl/yew_crc.v
link_design yew_crc
create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {rst init valid data[*]}]
set_output_delay 1.5 -clock clk [get_ports crc[*]]
report_worst_slack -max
report_worst_slack -min
report_wns
report_tns
report_checks -path_delay max -format end
TCL
sta -exit rpt_q/sta_quick.tcl > rpt_q/sta_summary.rpt 2>&1
