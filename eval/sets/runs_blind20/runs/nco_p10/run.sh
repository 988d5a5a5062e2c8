#!/bin/bash
# NCO phase accumulator, default parameters, OSU035 mapped, STA at 10 ns.
set -u
cd "$(dirname "$0")"
export LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
mkdir -p rtl out
cp ../../designs/nco_acc/nco_acc.v rtl/

cat > synth.tcl <<'TCL'
# Tcl-driven yosys flow (yosys -c)
yosys -import
set lib $::env(LIB)
read_verilog rtl/nco_acc.v
hierarchy -check -top nco_acc
synth -top nco_acc
dfflibmap -liberty $lib
abc -liberty $lib
opt_clean
stat -liberty $lib
check
write_verilog -noattr out/nco_acc_mapped.v
TCL

cat > nco_acc.sdc <<'SDC'
create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay  2.0 -clock clk [get_ports {ftw_load ftw_in[*] phase_clr}]
set_output_delay 2.0 -clock clk [get_ports {wave_out[*] sync_pulse}]
set_load 0.05 [all_outputs]
SDC

cat > sta.tcl <<'TCL'
read_liberty $::env(LIB)
read_verilog out/nco_acc_mapped.v
link_design nco_acc
read_sdc nco_acc.sdc
puts "=== setup: worst path ==="
report_checks -path_delay max -digits 3
puts "=== summary ==="
report_wns
report_tns
report_worst_slack -max
puts "=== power (default activity) ==="
report_power
TCL

yosys -c synth.tcl -l yosys_run.log > /dev/null 2>&1
echo "yosys exit: $?" >> yosys_run.log
sta -no_splash -exit sta.tcl 2>&1 | tee sta_p10.log
