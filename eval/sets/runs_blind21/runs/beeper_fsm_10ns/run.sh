#!/bin/bash
# top: beeper_fsm
# design: beeper_fsm
# flow: yosys -s script, fsm extraction, OSU035 mapped; STA 10 ns single clock with -fields
# yosys_log: logs/yosys.log
# sta_report: reports/sta_10ns.rpt
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
rm -rf src logs reports out scripts; mkdir -p src logs reports out scripts
cp ../../designs/beeper_fsm/beeper_fsm.v src/
cat > scripts/syn.ys <<YS
read_verilog src/beeper_fsm.v
hierarchy -check -top beeper_fsm
proc; opt
fsm -fm_set_fsm_file reports/fsm_map.txt
opt; memory; opt
techmap; opt
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr out/beeper_fsm.vg
YS
yosys -l logs/yosys.log -s scripts/syn.ys > /dev/null
cat > scripts/beeper.sdc <<SDC
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst start}]
set_output_delay 1.5 -clock clk [get_ports {beep busy note*}]
set_load 0.05 [all_outputs]
SDC
cat > scripts/sta.tcl <<TCL
read_liberty $LIB
read_verilog out/beeper_fsm.vg
link_design beeper_fsm
read_sdc scripts/beeper.sdc
report_checks -path_delay max -fields {slew cap input_pin} -digits 3
report_wns
report_tns
report_worst_slack
TCL
sta -no_splash -exit scripts/sta.tcl > reports/sta_10ns.rpt 2>&1
