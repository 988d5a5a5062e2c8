#!/bin/bash
# 8x8 registered multiplier mapped to OSU035 and timed with OpenSTA at a 4 ns clock period.
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn timing
mkdir -p rtl syn timing
cp ../../designs/nightjar_mul/nightjar_mul.v rtl/
yosys -l syn/yosys_nightjar.log -p "
read_verilog rtl/nightjar_mul.v
synth -flatten -top nightjar_mul
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/nightjar_mul_netlist.v
" > /dev/null
cat > timing/clocks.sdc <<'SDC'
create_clock -name core_clk -period 4.0 [get_ports clk]
set_input_delay 0.5 -clock core_clk [get_ports {a[*] b[*] start rst}]
set_output_delay 0.5 -clock core_clk [get_ports {p[*] done}]
SDC
cat > timing/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn/nightjar_mul_netlist.v
link_design nightjar_mul
read_sdc timing/clocks.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -exit timing/sta.tcl > timing/timing_4ns.rpt 2>&1
