#!/bin/bash
# Divide-by-4 clock generator with counters in both domains; generated clock + multicycle in STA.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export LIB
cp ../../designs/xtal_div/xtal_div.v .

yosys -p "read_verilog xtal_div.v; synth -top xtal_div; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr -noexpr xtal_div_gl.v" > yosys_xtal.log 2>&1

cat > xtal_div.sdc <<'SDC'
create_clock -name ref_clk -period 2.5 [get_ports ref_clk]
create_generated_clock -name core_clk -source [get_ports ref_clk] -divide_by 4 [get_ports core_clk]
set_input_delay  0.5 -clock core_clk [get_ports evt_in]
set_input_delay  0.5 -clock ref_clk  [get_ports cap_req]
set_output_delay 0.5 -clock core_clk [get_ports evt_count*]
set_output_delay 0.5 -clock ref_clk  [get_ports cap_value*]
# evt_count is stable for 4 ref cycles
set_multicycle_path 4 -setup -from [get_clocks core_clk] -to [get_clocks ref_clk]
set_multicycle_path 3 -hold  -from [get_clocks core_clk] -to [get_clocks ref_clk]
SDC

cat > xtal_sta.tcl <<'TCL'
read_liberty $::env(LIB)
read_verilog xtal_div_gl.v
link_design xtal_div
read_sdc xtal_div.sdc
puts ">>> clocks"
report_clock_properties
puts ">>> setup, top 3 endpoints"
report_checks -path_delay max -group_count 3 -format end
puts ">>> worst core_clk -> ref_clk path"
report_checks -from [get_clocks core_clk] -to [get_clocks ref_clk] -format full_clock
puts ">>> worst hold"
report_checks -path_delay min
puts ">>> check types"
report_check_types -max_delay -min_delay
report_wns
report_tns
TCL
sta -no_splash -exit xtal_sta.tcl > sta_gclk.log 2>&1

# second pass: put the generated clock on the divider flop output instead of the port
DIVFF=$(awk '/DFFSR _[0-9]+_ \(/{inst=$2} /\.Q\(div_cnt\[1\]\)/{print inst}' xtal_div_gl.v)
sed "s#\[get_ports core_clk\]\$#[get_pins ${DIVFF}/Q]#" xtal_div.sdc > xtal_div_fix.sdc
sed 's/xtal_div.sdc/xtal_div_fix.sdc/' xtal_sta.tcl > xtal_sta_fix.tcl
sta -no_splash -exit xtal_sta_fix.tcl > sta_gclk_fix.log 2>&1
