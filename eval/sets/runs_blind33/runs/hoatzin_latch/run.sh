#!/bin/bash
# priority encoder with an inferred latch: mapped to OSU035 (latch cells), STA at 10 ns
cd "$(dirname "$0")"
rm -f .history_sta
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -f *.v *.log *.rpt *.sdc
cp ../../designs/hoatzin_prio/hoatzin_prio.v .
yosys -l hoatzin_synth.log -p "read_verilog hoatzin_prio.v; synth -top hoatzin_prio; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr hoatzin_prio_mapped.v" > /dev/null
cat > hoatzin.sdc <<SDC
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1 -clock clk [get_ports {rst mask_we mask_in* irq*}]
set_output_delay 1 -clock clk [all_outputs]
SDC
sta -no_init -exit > hoatzin_sta.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog hoatzin_prio_mapped.v
link_design hoatzin_prio
read_sdc hoatzin.sdc
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
TCL
