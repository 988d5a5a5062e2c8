#!/bin/bash
# hare_latch: latch-based 4x8 register bank; yosys latches mapped to the OSU035 LATCH cell with latch_map.v
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl netlists reports synth.log
mkdir -p rtl netlists reports
cp ../../designs/hare_latchbank/hare_latchbank.v rtl/

yosys -l synth.log -p "
read_verilog rtl/hare_latchbank.v
synth -top hare_latchbank
techmap -map latch_map.v
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr netlists/hare_latchbank_gl.v
" > /dev/null

cat > reports/hare.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog netlists/hare_latchbank_gl.v
link_design hare_latchbank
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1 -clock clk [get_ports {wr_en waddr* wdata* raddr* rst_n}]
set_output_delay 1 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_splash -exit reports/hare.tcl > reports/hare_timing.rpt 2>&1
rm -f .history_sta
