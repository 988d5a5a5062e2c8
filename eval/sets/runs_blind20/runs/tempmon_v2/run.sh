#!/bin/bash
# Temperature monitor after the syntax fix: RTL sim, OSU035 synthesis, STA at 5 ns.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export LIB
mkdir -p rtl tb
cp ../../designs/tempmon/tempmon.v rtl/
cp ../../designs/tempmon/tb_tempmon.v tb/

# RTL simulation
iverilog -g2005 -o tempmon_tb.vvp tb/tb_tempmon.v rtl/tempmon.v > sim.log 2>&1 && vvp -n tempmon_tb.vvp >> sim.log 2>&1
rm -f tempmon_tb.vvp

cat > tempmon_syn.ys <<YS
read_verilog rtl/tempmon.v
hierarchy -check -top tempmon
proc; opt_clean; opt -nodffe -nosdff; fsm; opt; memory; opt
techmap; opt -fast
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr -noexpr tempmon_netlist.v
YS
yosys -s tempmon_syn.ys > tempmon_synth.log 2>&1

cat > tempmon.sdc <<'SDC'
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {sample_vld temp_code* warn_th* crit_th* hyst*}]
set_output_delay 1.0 -clock clk [get_ports {throttle shutdown zone_state*}]
SDC

cat > sta.tcl <<'TCL'
read_liberty $::env(LIB)
read_verilog tempmon_netlist.v
link_design tempmon
read_sdc tempmon.sdc
report_checks -path_delay max -fields {input_pin} -digits 2
report_checks -path_delay max -through [get_pins -hierarchical *] -to [get_ports shutdown]
report_wns
report_tns
TCL
sta -no_splash -exit sta.tcl | tee sta_tempmon.log > /dev/null
