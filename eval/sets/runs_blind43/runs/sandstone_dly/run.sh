#!/bin/bash
# sandstone_dly: 8x8 multiplier mapped twice: plain abc (area) and abc -D 4000 (delay target
# 4 ns), both timed by OpenSTA at a 4 ns clock.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl map_area map_D4000
mkdir -p rtl map_area map_D4000
cp ../../designs/sandstone_mult8/sandstone_mult8.v rtl/
for MODE in area D4000; do
  if [ $MODE = area ]; then ABC="abc -liberty $OSU035_LIB"; else ABC="abc -D 4000 -liberty $OSU035_LIB"; fi
  yosys -l map_$MODE/yosys.log -p "
    read_verilog rtl/sandstone_mult8.v
    synth -top sandstone_mult8
    dfflibmap -liberty $OSU035_LIB
    $ABC
    splitnets
    opt_clean -purge
    stat -liberty $OSU035_LIB
    write_verilog -noattr map_$MODE/mult8_$MODE.v
  " > /dev/null
  cat > map_$MODE/sta.tcl <<TCL
read_liberty \$::env(OSU035_LIB)
read_verilog map_$MODE/mult8_$MODE.v
link_design sandstone_mult8
create_clock -name clk -period 4 [get_ports clk]
report_checks -path_delay max -digits 3
report_wns
report_tns
TCL
  sta -exit map_$MODE/sta.tcl > map_$MODE/timing_4ns.rpt 2>&1
done
