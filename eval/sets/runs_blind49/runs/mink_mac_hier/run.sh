#!/bin/bash
# mink_mac: hierarchical OSU035 mapping (mink_mult / mink_acc kept as separate modules), STA at 12 ns
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
mkdir -p rtl synth sta
cp ../../designs/mink_mac/mink_mac.v ../../designs/mink_mac/mink_mult.v ../../designs/mink_mac/mink_acc.v rtl/

yosys -l synth/mink_mac_hier.log -p "
  read_verilog rtl/mink_mult.v rtl/mink_acc.v rtl/mink_mac.v
  hierarchy -check -top mink_mac
  synth -top mink_mac
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr synth/mink_mac_hier.v
  write_edif synth/mink_mac_hier.edf
" > /dev/null

cat > sta/mink_mac.sdc <<'SDC'
create_clock -name clk -period 12 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {a* b* in_valid clear rst}]
set_output_delay 1.5 -clock clk [all_outputs]
SDC
sta -no_init -no_splash -exit /dev/stdin > sta/mink_mac_hier_timing.rpt 2>&1 <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog synth/mink_mac_hier.v
link_design mink_mac
read_sdc sta/mink_mac.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
TCL
