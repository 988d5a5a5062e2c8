#!/bin/bash
# Power sequencer FSM, OSU035 mapped; setup and hold at 8 ns with I/O delays.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export LIB
mkdir -p src reports
cp ../../designs/pmu_seq/pmu_seq.v src/

yosys -p "read_verilog src/pmu_seq.v; synth -top pmu_seq -flatten; \
  dfflibmap -liberty $LIB; abc -D 8000 -liberty $LIB; opt_clean; \
  stat -top pmu_seq -liberty $LIB; write_verilog -noattr pmu_seq.gl.v" 2>&1 | tee synth.log > /dev/null

cat > pmu_seq.sdc <<'SDC'
create_clock -name pclk -period 8.0 [get_ports clk]
set_clock_uncertainty 0.25 [get_clocks pclk]
set_input_delay  -max 3.0 -clock pclk [get_ports {pwr_req pgood[*] fault}]
set_input_delay  -min 0.2 -clock pclk [get_ports {pwr_req pgood[*] fault}]
set_output_delay 1.5 -clock pclk [all_outputs]
set_false_path -from [get_ports rst_n]
SDC

cat > pmu_sta.tcl <<'TCL'
read_liberty $::env(LIB)
read_verilog pmu_seq.gl.v
link_design pmu_seq
read_sdc pmu_seq.sdc
puts "---- clocks ----"
report_clock_properties
puts "---- setup + hold, worst path each ----"
report_checks -path_delay min_max -digits 3
puts "---- hold endpoints ----"
report_checks -path_delay min -group_count 5 -format end
puts "---- check types ----"
report_check_types -verbose
report_tns
report_wns
TCL
sta -no_splash -exit pmu_sta.tcl > reports/sta_pmu.log 2>&1
