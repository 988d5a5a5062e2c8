#!/bin/bash
# dugong_hier: MAC unit mapped to OSU035 keeping the hierarchy (dugong_mac / dugong_mul8 /
# dugong_acc stay separate modules), STA at 10 ns with report_power.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl build
mkdir -p rtl build/netlist build/rpt build/logs
for f in dugong_mac dugong_mul8 dugong_acc; do
    cp ../../designs/dugong_mac/$f.v rtl/
done

yosys -l build/logs/synth_hier.log -p "
  read_verilog rtl/dugong_mac.v rtl/dugong_mul8.v rtl/dugong_acc.v
  hierarchy -check -top dugong_mac
  synth -top dugong_mac
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr build/netlist/dugong_mac_hier.v
  write_edif build/netlist/dugong_mac_hier.edf
" > /dev/null

sta -no_splash -exit scripts/timing_power.tcl > build/rpt/dugong_mac_10ns.rpt 2>&1
