#!/bin/bash
# kinkajou_deb_q: 4-button debouncer (N=4, CNT_BITS=10) mapped to OSU035 with yosys in quiet
# mode (-q); the console is kept with tee and the cell statistics are saved with
# 'tee -o'. OpenSTA: hold-only check plus a setup check at 5 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl gl rpt yosys_console.log
mkdir -p rtl gl rpt
cp ../../designs/kinkajou_debnc/kinkajou_debnc.v rtl/

yosys -q -p "
read_verilog rtl/kinkajou_debnc.v
synth -top kinkajou_debnc
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
tee -o rpt/cell_stat.txt stat -liberty $OSU035_LIB
write_verilog -noattr gl/kinkajou_debnc.gl.v
" 2>&1 | tee yosys_console.log

cat > rpt/sta.tcl <<'TCL'
read_liberty $env(OSU035_LIB)
read_verilog gl/kinkajou_debnc.gl.v
link_design kinkajou_debnc
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 0.8 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.8 -clock clk [all_outputs]
report_checks -path_delay min -digits 3 > rpt/hold.txt
report_checks -path_delay max -digits 3 > rpt/setup.txt
report_wns > rpt/wns_tns.txt
report_tns >> rpt/wns_tns.txt
TCL
sta -no_init -exit rpt/sta.tcl > rpt/sta_console.log 2>&1
