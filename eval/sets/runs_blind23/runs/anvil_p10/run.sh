#!/bin/bash
# anvil_mac: mapped synthesis on OSU035 + STA at a 10 ns clock
set -u
cd "$(dirname "$0")"
OSU035_LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
DESIGN=anvil_mac
PERIOD=10.0
rm -rf rtl syn sta && mkdir -p rtl syn sta
cp ../../designs/$DESIGN/$DESIGN.v rtl/

cat > syn/synth.ys <<YS
read_verilog rtl/$DESIGN.v
hierarchy -check -top $DESIGN
synth -top $DESIGN
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr syn/${DESIGN}_mapped.v
YS
yosys -l syn/yosys.log -s syn/synth.ys > /dev/null

cat > sta/constraints.sdc <<SDC
create_clock -name clk -period $PERIOD [get_ports clk]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
SDC
cat > sta/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/${DESIGN}_mapped.v
link_design $DESIGN
read_sdc sta/constraints.sdc
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_wns
report_tns
exit
TCL
sta -no_splash -exit sta/sta.tcl > sta/timing.rpt 2>&1 || sta sta/sta.tcl > sta/timing.rpt 2>&1
