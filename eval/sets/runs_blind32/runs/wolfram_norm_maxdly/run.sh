#!/bin/bash
# wolfram_norm (purely combinational) mapped with an ABC delay target; STA with set_max_delay in/out, no clock
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl mapped sta
mkdir -p rtl mapped sta
cp ../../designs/wolfram_norm/wolfram_norm.v rtl/

yosys -l mapped/wolfram_abc_d.log -p "
read_verilog rtl/wolfram_norm.v
synth -top wolfram_norm -flatten
abc -D 4000 -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr mapped/wolfram_norm_d4000.v
" > /dev/null

cat > sta/wolfram.sdc <<SDC
set_max_delay 6.0 -from [all_inputs] -to [all_outputs]
set_input_transition 0.2 [all_inputs]
set_load 0.04 [all_outputs]
SDC
cat > sta/wolfram.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog mapped/wolfram_norm_d4000.v
link_design wolfram_norm
read_sdc sta/wolfram.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay max -to [get_ports {lz[*]}] -digits 3
report_wns -digits 3
report_tns -digits 3
exit
TCL
sta -no_init -no_splash -exit sta/wolfram.tcl > sta/wolfram_maxdelay.rpt 2>&1
