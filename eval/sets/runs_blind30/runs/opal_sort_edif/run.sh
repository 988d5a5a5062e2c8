#!/bin/bash
# opal_sort (purely combinational) mapped to OSU035; EDIF netlist; max-delay constraint input->output
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl out
mkdir -p rtl out
cp ../../designs/opal_sort/opal_sort.v rtl/

yosys -l out/opal.log -p "
read_verilog rtl/opal_sort.v
synth -top opal_sort -flatten
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_edif out/opal_sort.edif
write_verilog -noattr out/opal_sort_mapped.v
" > /dev/null

cat > out/opal.sdc <<SDC
set_max_delay 8.0 -from [all_inputs] -to [all_outputs]
set_input_transition 0.2 [all_inputs]
set_load 0.02 [all_outputs]
SDC
cat > out/opal_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog out/opal_sort_mapped.v
link_design opal_sort
read_sdc out/opal.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 4 -format end -digits 3
report_wns -digits 3
report_tns -digits 3
exit
TCL
sta -no_init -no_splash -exit out/opal_sta.tcl > out/opal_max_delay.rpt 2>&1
