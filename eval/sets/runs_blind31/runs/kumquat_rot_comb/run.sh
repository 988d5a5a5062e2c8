#!/bin/bash
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# kumquat_rot (no clock): OSU035 mapping, max/min delay constraints input->output; SPICE and BLIF netlists
rm -rf rtl out
mkdir -p rtl out
cp ../../designs/kumquat_rot/kumquat_rot.v rtl/

yosys -l out/kumquat.log -p "
read_verilog rtl/kumquat_rot.v
synth -top kumquat_rot -flatten
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr out/kumquat_rot.v
write_blif out/kumquat_rot.blif
write_spice out/kumquat_rot.sp
" > /dev/null

cat > out/kumquat.sdc <<SDC
set_max_delay 5.0 -from [all_inputs] -to [all_outputs]
set_min_delay 0.5 -from [all_inputs] -to [all_outputs]
set_input_transition 0.15 [all_inputs]
set_load 0.03 [all_outputs]
SDC
cat > out/kumquat_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog out/kumquat_rot.v
link_design kumquat_rot
read_sdc out/kumquat.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 5 -format end -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
exit
TCL
sta -no_init -no_splash -exit out/kumquat_sta.tcl > out/kumquat_maxmin.rpt 2>&1
