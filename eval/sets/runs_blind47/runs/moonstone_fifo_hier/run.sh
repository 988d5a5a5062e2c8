#!/bin/bash
# FIFO kept hierarchical (moonstone_fifo + moonstone_regs), OSU035 mapping, STA with an SDC file.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl netlist "logs.syn" "sta-results" && mkdir -p rtl netlist "logs.syn" "sta-results"
cp ../../designs/moonstone_fifo/moonstone_fifo.v rtl/
sed "s#{LIB}#$OSU035_LIB#g" scripts/syn_hier.ys > logs.syn/syn_hier.expanded
yosys -s logs.syn/syn_hier.expanded -l logs.syn/yosys_hier.log > /dev/null
sta -no_splash -exit /dev/stdin > "sta-results/setup_hold.rpt" 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/moonstone_fifo_hier.v
link_design moonstone_fifo
read_sdc scripts/fifo.sdc
report_checks -path_delay max -group_count 3 -fields {slew cap fanout}
report_checks -path_delay min
report_wns
report_tns
report_worst_slack
TCL
