#!/bin/bash
# Unsigned divider mapped flat to OSU035; setup + hold reports, wns/tns and power at 3.5 ns.
cd "$(dirname "$0")"
rm -f .history_sta   # OpenSTA appends its command history here on every run
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl out
cp ../../designs/chicory_divu/chicory_divu.v rtl/
yosys -l out/synth.log -p "
read_verilog rtl/chicory_divu.v
synth -top chicory_divu -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr out/chicory_divu_netlist.v
" > /dev/null
cat > chicory.sdc <<'SDC'
create_clock -name sysclk -period 3.5 [get_ports clk]
set_input_delay 0.5 -clock sysclk [all_inputs]
set_output_delay 0.5 -clock sysclk [all_outputs]
SDC
sta -no_splash -exit > out/sta_setup_hold.rpt 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog out/chicory_divu_netlist.v
link_design chicory_divu
read_sdc chicory.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
STA
sta -no_splash -exit > out/power.rpt 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog out/chicory_divu_netlist.v
link_design chicory_divu
read_sdc chicory.sdc
set_power_activity -input -activity 0.2
report_power
STA
