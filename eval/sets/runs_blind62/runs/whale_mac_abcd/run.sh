#!/bin/bash
# MAC mapped with a delay target (abc -D 6000 ps), STA at 6 ns with power estimate
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl _work
cp ../../designs/whale_mac/whale_mac.v rtl/
yosys -l _work/yosys_abcD.log -p "
read_verilog rtl/whale_mac.v
synth -top whale_mac
dfflibmap -liberty $OSU035_LIB
abc -D 6000 -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr _work/whale_mac_gl.v
" > /dev/null
cat > whale.sdc <<SDC
create_clock -name mclk -period 6 [get_ports clk]
set_input_delay 0.8 -clock mclk [get_ports {rst clr en a* b*}]
set_output_delay 0.8 -clock mclk [all_outputs]
SDC
cat > _work/sta_power.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog _work/whale_mac_gl.v
link_design whale_mac
read_sdc whale.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
set_power_activity -input -activity 0.2
report_power
TCL
sta -no_init -no_splash -exit _work/sta_power.tcl > _work/sta_power.rpt 2>&1
rm -f .history_sta
