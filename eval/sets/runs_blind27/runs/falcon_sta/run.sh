#!/bin/bash
# falcon_clkdiv: mapped to OSU035, STA with two primary clocks and one generated divide-by-4 clock
set -u
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn timing sdc/falcon_clocks.sdc
mkdir -p rtl syn timing
cp ../../designs/falcon_clkdiv/falcon_clkdiv.v rtl/
yosys -l syn/falcon_syn.log -p "
read_verilog rtl/falcon_clkdiv.v
synth -top falcon_clkdiv
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr syn/falcon_clkdiv.v
" > /dev/null
# the divide-by-4 clock is defined on the Q pin of whichever flop drives div[1] in this netlist
DIVFF=$(grep -B6 'Q(div\[1\])' syn/falcon_clkdiv.v | sed -n 's/^ *DFFSR \([^ ]*\) (.*/\1/p')
sed "s/@DIVFF@/$DIVFF/" sdc/falcon_clocks.sdc.in > sdc/falcon_clocks.sdc
cat > timing/run_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/falcon_clkdiv.v
link_design falcon_clkdiv
read_sdc sdc/falcon_clocks.sdc
report_clock_properties
report_checks -path_delay max -group_count 5 -digits 3
report_checks -path_delay min -group_count 3 -format end
report_tns
report_wns
TCL
sta -no_splash -exit timing/run_sta.tcl > timing/falcon_sta.rpt 2>&1
