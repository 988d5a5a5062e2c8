#!/bin/bash
# nettle_mul (default W=8) mapped to OSU035 once, then STA at four clock periods
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf src syn sta
mkdir -p src syn sta
cp ../../designs/nettle_mul/nettle_mul.v src/

cat > syn/nettle.ys <<YS
read_verilog src/nettle_mul.v
synth -top nettle_mul -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/nettle_mul.mapped.v
YS
yosys -l syn/nettle_yosys.log -s syn/nettle.ys > /dev/null

for P in 3 4 5 8; do
cat > sta/clk_${P}ns.sdc <<SDC
create_clock -name core_clk -period $P [get_ports clk]
set_input_delay 1.0 -clock core_clk [get_ports {load a[*] b[*]}]
set_output_delay 1.0 -clock core_clk [all_outputs]
set_load 0.05 [all_outputs]
SDC
cat > sta/run_${P}ns.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/nettle_mul.mapped.v
link_design nettle_mul
read_sdc sta/clk_${P}ns.sdc
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
exit
TCL
sta -no_init -no_splash -exit sta/run_${P}ns.tcl > sta/timing_${P}ns.rpt 2>&1
done
