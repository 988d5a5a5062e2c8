#!/bin/bash
# marigold_hier: MM:SS clock mapped to OSU035 keeping the hierarchy (no flatten); STA at 5 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl yosys sta
mkdir -p rtl yosys sta
cp ../../designs/marigold_bcdclock/marigold_bcdclock.v rtl/
yosys -l yosys/hier.log -p "
  read_verilog rtl/marigold_bcdclock.v
  synth -top marigold_bcdclock
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr yosys/marigold_hier_osu.v
" > /dev/null
cat > sta/hier.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog yosys/marigold_hier_osu.v
link_design marigold_bcdclock
create_clock -name clk -period 5 [get_ports clk]
report_checks -path_delay max
report_wns
TCL
sta -exit sta/hier.tcl > sta/hier_5ns.rpt 2>&1
