#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# ts_compare: clk + generated tick_clk (divide_by 4, prescaler MSB); report_clock_properties; setup + hold; yosys -s > log 2>&1
cp ../../designs/ts_compare/ts_compare.v .
cat > tsc.ys <<EOT
read_verilog ts_compare.v
hierarchy -check -top ts_compare
synth -top ts_compare
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr ts_compare_net.v
EOT
yosys -s tsc.ys > tsc_synth.log 2>&1
cat > tsc_sta.tcl <<EOT
read_liberty $LIB
read_verilog ts_compare_net.v
link_design ts_compare
create_clock -name clk -period 8 [get_ports clk]
set src ""
foreach p [get_pins -of_objects [get_nets tick_clk_o]] {
  if {[get_property \$p direction] == "output"} { set src \$p }
}
create_generated_clock -name tick_clk -source [get_ports clk] -divide_by 4 \$src
set_input_delay 1.0 -clock clk [get_ports {rst load_match match_val*}]
set_output_delay 1.0 -clock clk [get_ports {ts* hit late}]
set_output_delay 1.0 -clock tick_clk [get_ports {tick_cnt* hit_hist*}]
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -group_count 2 -digits 3
report_worst_slack
report_wns
EOT
sta -no_splash -exit tsc_sta.tcl > tsc_sta.rpt 2>&1
