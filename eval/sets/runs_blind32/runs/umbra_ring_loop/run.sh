#!/bin/bash
# umbra_ring: synthesis completes (loop only warned about), then STA on the mapped netlist at 8 ns
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/umbra_ring/umbra_ring.v rtl/

yosys -l syn/umbra.log -p "
read_verilog rtl/umbra_ring.v
synth -top umbra_ring -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
check
stat -liberty $OSU035_LIB
write_verilog -noattr syn/umbra_ring_mapped.v
" > /dev/null

cat > sta/umbra.sdc <<SDC
create_clock -name uclk -period 8.0 [get_ports clk]
set_input_delay 1.0 -clock uclk [get_ports {sel a[*] b[*]}]
set_output_delay 1.0 -clock uclk [get_ports {q[*] hold_o}]
SDC
cat > sta/umbra.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/umbra_ring_mapped.v
link_design umbra_ring
read_sdc sta/umbra.sdc
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
exit
TCL
sta -no_init -no_splash -exit sta/umbra.tcl > sta/umbra_timing.rpt 2>&1
