#!/bin/bash
# pumice_dpram 16x8 register file mapped to OSU035 (memory becomes flops), setup/hold STA at 12 ns and power
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl out reports
mkdir -p rtl out reports
cp ../../designs/pumice_dpram/pumice_dpram.v rtl/

yosys -l out/pumice_synth.log -p "
read_verilog rtl/pumice_dpram.v
synth -top pumice_dpram -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr out/pumice_dpram.vg
write_blif out/pumice_dpram.blif
" > /dev/null

cat > reports/pumice.sdc <<SDC
create_clock -name ram_clk -period 12.0 [get_ports clk]
set_clock_uncertainty 0.3 [get_clocks ram_clk]
set_input_delay -max 4.0 -clock ram_clk [get_ports {we waddr[*] wdata[*] raddr_a[*] raddr_b[*]}]
set_input_delay -min 0.5 -clock ram_clk [get_ports {we waddr[*] wdata[*] raddr_a[*] raddr_b[*]}]
set_output_delay 2.0 -clock ram_clk [all_outputs]
SDC
cat > reports/pumice.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog out/pumice_dpram.vg
link_design pumice_dpram
read_sdc reports/pumice.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_check_types -max_transition -all_violators
report_wns -digits 3
report_tns -digits 3
set_power_activity -input -activity 0.2
report_power -digits 4
exit
TCL
sta -no_init -no_splash -exit reports/pumice.tcl > reports/pumice_setup_hold_power.rpt 2>&1
