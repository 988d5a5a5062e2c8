#!/bin/bash
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# dahlia_rf: memory mapped to flops + OSU035; separate setup and hold reports with clock uncertainty
rm -rf rtl syn timing
mkdir -p rtl syn timing
cp ../../designs/dahlia_rf/dahlia_rf.v rtl/

cat > syn/dahlia.ys <<YS
read_verilog rtl/dahlia_rf.v
synth -top dahlia_rf -flatten
memory_map
opt
techmap
opt
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/dahlia_rf_gates.v
YS
yosys -l syn/dahlia_synth.log -s syn/dahlia.ys > /dev/null

cat > timing/dahlia.sdc <<SDC
create_clock -name rf_clk -period 6.0 [get_ports clk]
set_clock_uncertainty 0.3 [get_clocks rf_clk]
set_input_delay -max 2.0 -clock rf_clk [get_ports {we wbe[*] waddr[*] wdata[*] raddr_a[*] raddr_b[*]}]
set_input_delay -min 0.2 -clock rf_clk [get_ports {we wbe[*] waddr[*] wdata[*] raddr_a[*] raddr_b[*]}]
set_output_delay 1.5 -clock rf_clk [get_ports {rdata_a[*] rdata_b[*] hazard}]
set_load 0.04 [all_outputs]
SDC
for KIND in max min; do
cat > timing/sta_${KIND}.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/dahlia_rf_gates.v
link_design dahlia_rf
read_sdc timing/dahlia.sdc
report_checks -path_delay ${KIND} -group_count 2 -digits 3
report_checks -path_delay ${KIND} -group_count 6 -format end -digits 3
report_wns -digits 3
report_tns -digits 3
exit
TCL
sta -no_init -no_splash -exit timing/sta_${KIND}.tcl > timing/dahlia_${KIND}.rpt 2>&1
done
