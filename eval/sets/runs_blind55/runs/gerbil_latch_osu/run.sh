#!/bin/bash
# gerbil_latch_osu: latch-based 4x8 register file mapped to OSU035. dfflibmap does not
# handle latches, so yosys $_DLATCH_* cells are techmapped onto the LATCH cell first.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl out log
mkdir -p rtl out log
cp ../../designs/gerbil_latchrf/gerbil_latchrf.v rtl/

yosys -l log/gerbil_latch.log -p "
read_verilog rtl/gerbil_latchrf.v
synth -top gerbil_latchrf
techmap -map techmap/osu035_latch_map.v
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr out/gerbil_latchrf_osu.v
"

sta -no_init -no_splash -exit <<'TCL' > log/sta_latch.rpt
read_liberty $::env(OSU035_LIB)
read_verilog out/gerbil_latchrf_osu.v
link_design gerbil_latchrf
create_clock -name clk -period 12 [get_ports clk]
set_input_delay 2 -clock clk [get_ports {we waddr* wdata* raddr*}]
set_output_delay 2 -clock clk [get_ports rdata*]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
TCL
rm -f .history_sta
