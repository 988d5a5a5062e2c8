#!/bin/bash
# cinnabar_quiet: interrupt controller, quiet OSU035 mapping (yosys -q); only the stat report
# (tee -o) and the warnings on stdout are kept. Netlist as EDIF and Verilog.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl _rpt-area nl yosys_stdout.log
mkdir -p rtl _rpt-area nl
cp ../../designs/cinnabar_irqctl/cinnabar_irqctl.v rtl/
yosys -q -p "
  read_verilog rtl/cinnabar_irqctl.v
  synth -top cinnabar_irqctl
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  tee -o _rpt-area/cell_stat.txt stat -liberty $OSU035_LIB
  write_edif nl/cinnabar_irqctl.edif
  write_verilog -noattr nl/cinnabar_irqctl.v
" 2>&1 | tee yosys_stdout.log
