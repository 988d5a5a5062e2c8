#!/bin/bash
# galena_latch: latch-based 4x8 register file. Yosys infers 32 latches; they are mapped to the
# OSU035 LATCH cell with a small techmap, flops with dfflibmap. STA at 8 ns (latches borrow time).
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl _logs netlists sta_out .history_sta
mkdir -p rtl _logs netlists sta_out
cp ../../designs/galena_latchreg/galena_latchreg.v rtl/

yosys -l _logs/galena_syn.log -p "
  read_verilog rtl/galena_latchreg.v
  synth -top galena_latchreg -flatten
  techmap -map techmap/latch_map.vm
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr netlists/galena_latchreg_osu.v
" > /dev/null

sta -no_splash -exit > sta_out/latch_timing.rpt 2>&1 <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog netlists/galena_latchreg_osu.v
link_design galena_latchreg
create_clock -name clk -period 8 [get_ports clk]
set_input_delay  1.0 -clock clk [get_ports {we waddr[*] wdata[*] raddr[*]}]
set_output_delay 1.0 -clock clk [get_ports {rdata[*]}]
report_checks -path_delay max -group_count 3
report_checks -path_delay min
report_wns
report_tns
TCL
