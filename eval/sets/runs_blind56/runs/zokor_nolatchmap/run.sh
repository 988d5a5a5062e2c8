#!/bin/bash
# zokor_latch, first attempt: plain dfflibmap + abc flow (no latch mapping step),
# STA with clk and the ale strobe treated as a clock.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn timing
mkdir -p rtl syn timing
cp ../../designs/zokor_latch/zokor_latch.v rtl/

yosys -l syn/zokor_map.log -p "
read_verilog rtl/zokor_latch.v
synth -flatten -top zokor_latch
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/zokor_latch_osu.v
" > /dev/null

sta -no_init -exit <<'TCL' > timing/zokor_latch_sta.log 2>&1
read_liberty $::env(OSU035_LIB)
read_verilog syn/zokor_latch_osu.v
link_design zokor_latch
create_clock -name clk -period 10 [get_ports clk]
create_clock -name ale_clk -period 20 -waveform {0 5} [get_ports ale]
set_input_delay 2.0 -clock clk [get_ports {ad[*] wr_n}]
set_output_delay 2.0 -clock clk [get_ports {reg_out[*] hit addr_q[*]}]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
rm -f .history_sta
