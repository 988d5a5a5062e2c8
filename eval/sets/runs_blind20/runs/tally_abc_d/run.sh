#!/bin/bash
# Event tally: OSU035 with delay-targeted ABC (abc -D 6000), STA at 6 ns.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export LIB
mkdir -p src out
cp ../../designs/tally/tally.v src/

cat > out/tally.ys <<YS
read_verilog src/tally.v
hierarchy -check -top tally
proc
opt -full
memory
opt_dff
synth -top tally -run coarse:
setundef -undriven -zero
ltp -noff
dfflibmap -liberty $LIB
abc -D 6000 -liberty $LIB
opt_clean -purge
stat -liberty $LIB
check
write_verilog -noattr out/tally_mapped.v
YS
yosys -s out/tally.ys 2>&1 | tee out/yosys_tally.log > /dev/null

cat > out/tally.sdc <<'SDC'
create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay  1.0 -clock clk [get_ports {evt[*] snap rd_sel[*]}]
set_output_delay 1.0 -clock clk [get_ports {rd_val[*] top_ch[*]}]
SDC

cat > out/tally_sta.tcl <<'TCL'
read_liberty $::env(LIB)
read_verilog out/tally_mapped.v
link_design tally
read_sdc out/tally.sdc
puts "=== top_ch (argmax) path ==="
report_checks -to [get_ports top_ch*] -path_delay max
puts "=== worst 6 endpoints ==="
report_checks -group_count 6 -format end
puts "=== min_max short form ==="
report_checks -path_delay min_max -format short
report_wns
report_tns
TCL
sta -no_splash -exit out/tally_sta.tcl > out/sta_tally.rpt 2>&1
