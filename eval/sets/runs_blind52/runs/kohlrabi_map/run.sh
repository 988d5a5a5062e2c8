#!/bin/bash
# Latch-based config register: latches mapped to the OSU035 LATCH cell through latch_map.v,
# flops (none expected) through dfflibmap. Netlist as Verilog and EDIF; latch timing with OpenSTA.
cd "$(dirname "$0")"
rm -f .history_sta   # OpenSTA appends its command history here on every run
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl
cp ../../designs/kohlrabi_latch/kohlrabi_latch.v rtl/
yosys -l kohlrabi_map.log -p "
read_verilog rtl/kohlrabi_latch.v
synth -top kohlrabi_latch -flatten
techmap -map latch_map.v
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr kohlrabi_latch_osu.v
write_edif kohlrabi_latch_osu.edf
" > /dev/null
# latch timing: treat the write strobe as a 20 ns clock (50 MHz bus) so the latches are timed
mkdir -p lat.timing
sta -no_splash -exit > lat.timing/latch_borrow.rpt 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog kohlrabi_latch_osu.v
link_design kohlrabi_latch
create_clock -name wr_strobe -period 20 [get_ports wr_en]
set_input_delay 2 -clock wr_strobe [get_ports {addr* wr_data*}]
set_output_delay 2 -clock wr_strobe [all_outputs]
report_checks -path_delay max -digits 3
report_wns
report_tns
STA
