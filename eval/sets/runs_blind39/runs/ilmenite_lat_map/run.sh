#!/bin/bash
# ilmenite_lat_map: latch-based config bank + latch clock gate. Latches are mapped to the
# OSU035 LATCH cell with a techmap file (dfflibmap only handles flip-flops), then
# OpenSTA times it at 10 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl mapped sta_results yosys_ilmenite.log
mkdir -p rtl mapped sta_results
cp ../../designs/ilmenite_latch/ilmenite_latch.v rtl/

yosys -l yosys_ilmenite.log -p "
read_verilog rtl/ilmenite_latch.v
synth -top ilmenite_latch
techmap -map techmap/osu035_latch_map.v
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr mapped/ilmenite_latch_gl.v
" > /dev/null

cat > sta_results/ilmenite.tcl <<'TCL'
read_liberty $env(OSU035_LIB)
read_verilog mapped/ilmenite_latch_gl.v
link_design ilmenite_latch
create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -exit sta_results/ilmenite.tcl > sta_results/ilmenite_sta.log 2>&1
