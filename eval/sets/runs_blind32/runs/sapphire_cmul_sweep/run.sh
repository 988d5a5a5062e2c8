#!/bin/bash
# sapphire_cmul complex multiplier, OSU035 flat; clock period sweep 4 / 6 / 8 ns with one STA report each
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn sweep
mkdir -p rtl syn sweep
cp ../../designs/sapphire_cmul/sapphire_cmul.v rtl/

yosys -l syn/sapphire.log -p "
read_verilog rtl/sapphire_cmul.v
synth -top sapphire_cmul -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
splitnets -ports
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/sapphire_cmul_osu.v
" > /dev/null

for P in 4 6 8; do
  cat > sweep/cmul_${P}ns.sdc <<SDC
create_clock -name mclk -period $P [get_ports clk]
set_input_delay 0.5 -clock mclk [get_ports {ar[*] ai[*] br[*] bi[*]}]
set_output_delay 0.5 -clock mclk [all_outputs]
SDC
  cat > sweep/cmul_${P}ns.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/sapphire_cmul_osu.v
link_design sapphire_cmul
read_sdc sweep/cmul_${P}ns.sdc
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
exit
TCL
  sta -no_init -no_splash -exit sweep/cmul_${P}ns.tcl > sweep/cmul_${P}ns.rpt 2>&1
done
