#!/bin/bash
# Token-bucket rate limiter: OSU035, STA at 7 ns with the cfg_* inputs declared false paths.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export LIB
mkdir -p rtl netlist reports
cp ../../designs/ratelim/ratelim.v rtl/

yosys -l reports/synth.log -p "read_verilog rtl/ratelim.v; synth -top ratelim -flatten; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; stat -liberty $LIB; write_verilog -noattr netlist/ratelim.v" > /dev/null 2>&1

cat > ratelim.sdc <<'SDC'
create_clock -name clk -period 7.0 [get_ports clk]
set_clock_uncertainty 0.3 [get_clocks clk]
set_input_delay  2.0 -clock clk [get_ports {pkt_vld pkt_len[*]}]
set_input_delay  0.0 -clock clk [get_ports {cfg_*}]
set_output_delay 1.0 -clock clk [all_outputs]
set_false_path -from [get_ports cfg_*]
SDC

cat > sta_ratelim.tcl <<'TCL'
read_liberty $::env(LIB)
read_verilog netlist/ratelim.v
link_design ratelim
read_sdc ratelim.sdc
puts "******** endpoint summary (setup) ********"
report_checks -path_delay max -group_count 5 -format end
puts "******** worst setup path ********"
report_checks -path_delay max -fields {slew cap input_pin}
puts "******** is anything left from cfg_rate? ********"
report_checks -from [get_ports cfg_rate*]
puts "******** totals ********"
report_wns
report_tns
report_worst_slack
puts "******** power ********"
set_power_activity -input -activity 0.2
report_power
TCL
sta -no_splash -exit sta_ratelim.tcl > reports/sta_ratelim.log 2>&1
