#!/bin/bash
# marlin_mac mapped to OSU035 once, then one STA session sweeping the clock period 8/10/12/14 ns
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl work
mkdir -p rtl work
cp ../../designs/marlin_mac/marlin_mac.v rtl/
yosys -l work/marlin_mac_yosys.log -p "
read_verilog rtl/marlin_mac.v
synth -top marlin_mac
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
splitnets
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr work/marlin_mac.gl.v
" > /dev/null
cat > work/sweep.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog work/marlin_mac.gl.v
link_design marlin_mac
foreach period {8 10 12 14} {
  puts "##### period \$period ns #####"
  create_clock -name clk -period \$period [get_ports clk]
  set_input_delay 1.0 -clock clk [get_ports {a[*] b[*] en clr rst}]
  set_output_delay 1.0 -clock clk [get_ports {acc[*] ovf}]
  report_checks -path_delay max -format end -group_count 3
  report_wns
  report_tns
}
TCL
sta -no_splash -exit work/sweep.tcl > work/period_sweep.log 2>&1
