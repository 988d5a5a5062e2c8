#!/bin/bash
# MAC: mapped with an ABC delay target (-D 4000 ps), STA at 7 ns incl. hold and power
cd "$(dirname "$0")"
rm -f .history_sta
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -f *.v *.log *.rpt *.sdc
cp ../../designs/fossa_mac/fossa_mac.v .
yosys -p "read_verilog fossa_mac.v; synth -top fossa_mac; dfflibmap -liberty $OSU035_LIB; abc -D 4000 -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr fossa_mac_abcD.v" > yosys_fossa.log 2>&1
cat > fossa.sdc <<SDC
create_clock -name clk -period 7 [get_ports clk]
set_input_delay 1 -clock clk [get_ports {rst en acc_clr a* b*}]
set_output_delay 1 -clock clk [all_outputs]
set_load 0.1 [all_outputs]
SDC
sta -no_init -exit > fossa_sta.log 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog fossa_mac_abcD.v
link_design fossa_mac
read_sdc fossa.sdc
report_checks -path_delay max -fields {slew cap input_pins} -digits 3 > max_7ns.rpt
report_checks -path_delay min -digits 3 > min_7ns.rpt
report_wns >> max_7ns.rpt
report_tns >> max_7ns.rpt
report_power > power_7ns.rpt
TCL
