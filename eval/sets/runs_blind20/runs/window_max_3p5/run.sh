#!/bin/bash
# Sliding-window peak finder: RTL sim, OSU035 synthesis, STA at 3.5 ns with uncertainty.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export LIB
mkdir -p rtl sim syn sta
cp ../../designs/window_max/window_max.v rtl/
cp ../../designs/window_max/tb_window_max.v sim/

(cd sim && iverilog -Wall -o tb.out tb_window_max.v ../rtl/window_max.v && vvp tb.out; rm -f tb.out) > sim/rtl_sim.log 2>&1

yosys -l syn/yosys.log -p "read_verilog rtl/window_max.v; synth -top window_max; \
  dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean; \
  stat -liberty $LIB; write_verilog -noattr syn/window_max.vg" > /dev/null 2>&1

cat > sta/wm.sdc <<'SDC'
create_clock -name clk -period 3.5 [get_ports clk]
set_clock_uncertainty -setup 0.2 [get_clocks clk]
set_clock_uncertainty -hold 0.1 [get_clocks clk]
set_clock_transition 0.15 [get_clocks clk]
set_input_delay  0.8 -clock clk [get_ports {in_vld in_smp[*]}]
set_output_delay 0.8 -clock clk [get_ports {max_out[*] max_age[*] out_vld}]
set_driving_cell -lib_cell INVX1 [get_ports {in_vld in_smp[*]}]
SDC

cat > sta/wm_sta.tcl <<'TCL'
read_liberty $::env(LIB)
read_verilog syn/window_max.vg
link_design window_max
read_sdc sta/wm.sdc
puts "### setup"
report_checks -path_delay max -fields {slew cap input_pin net} -digits 3
puts "### setup endpoints"
report_checks -path_delay max -group_count 8 -format end
puts "### hold"
report_checks -path_delay min -digits 3
puts "### violators"
report_check_types -all_violators
report_wns
report_tns
TCL
sta -no_splash -exit sta/wm_sta.tcl > sta/timing_wm.rpt 2>&1
