#!/bin/bash
# jellyfish_mac_abcd: signed 8x8 MAC mapped to OSU035 with a delay target for ABC
# (abc -D 8000 ps, i.e. aiming at 125 MHz), then OpenSTA at 7.5 ns, the 133 MHz target
# the next revision is supposed to reach.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/jellyfish_mac/jellyfish_mac.v rtl/

yosys -l syn/jellyfish_abcd.log -p "
read_verilog rtl/jellyfish_mac.v
synth -top jellyfish_mac -flatten
dfflibmap -liberty $OSU035_LIB
abc -D 8000 -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/jellyfish_mac_osu.v
"

cat > sta/mac_7p5ns.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog syn/jellyfish_mac_osu.v
link_design jellyfish_mac
create_clock -name clk -period 7.5 [get_ports clk]
set_input_delay 1 -clock clk [get_ports {a* b* en clr}]
set_output_delay 1 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
report_power
TCL
sta -no_init -no_splash -exit sta/mac_7p5ns.tcl > sta/mac_7p5ns.rpt 2>&1
rm -f .history_sta
