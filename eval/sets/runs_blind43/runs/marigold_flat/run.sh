#!/bin/bash
# marigold_flat: same MM:SS clock, flattened before mapping; STA at 5 ns with hold check and power.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl yosys sta
mkdir -p rtl yosys sta
cp ../../designs/marigold_bcdclock/marigold_bcdclock.v rtl/
yosys -l yosys/flat.log -p "
  read_verilog rtl/marigold_bcdclock.v
  synth -flatten -top marigold_bcdclock
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr yosys/marigold_flat_osu.v
  write_blif yosys/marigold_flat_osu.blif
" > /dev/null
cat > sta/flat.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog yosys/marigold_flat_osu.v
link_design marigold_bcdclock
create_clock -name clk -period 5 [get_ports clk]
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
set_power_activity -input -activity 0.2
report_power
TCL
sta -exit sta/flat.tcl > sta/flat_5ns.rpt 2>&1
