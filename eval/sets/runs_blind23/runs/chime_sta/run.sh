#!/bin/bash
# chime_seq: two primary clocks (clk_sys, clk_bus) + tone_clk divided by 8 from clk_sys
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
cd "$HERE"
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
rm -rf rtl scripts out
mkdir -p rtl scripts out
cp ../../designs/chime_seq/chime_seq.v rtl/

cat > scripts/syn.ys <<YS
# synthesis script for chime_seq
read_verilog -defer rtl/chime_seq.v
hierarchy -top chime_seq
proc; opt; fsm; opt; memory; opt
techmap; opt
dfflibmap -liberty ${OSU035_LIB}
abc -liberty ${OSU035_LIB}
opt_clean
tee -o out/area.txt stat -liberty ${OSU035_LIB}
write_verilog -noattr out/chime_seq.gl.v
YS
yosys -s scripts/syn.ys -l out/synth.log > /dev/null

cat > scripts/clocks.sdc <<'SDC'
create_clock -name clk_sys -period 10.0 [get_ports clk_sys]
create_clock -name clk_bus -period 15.0 [get_ports clk_bus]
create_generated_clock -name tone_clk -source [get_ports clk_sys] -divide_by 8 \
    [get_pins -of_objects [get_nets tone_clk] -filter "direction == output"]
set_clock_groups -asynchronous -group {clk_sys tone_clk} -group {clk_bus}
set_input_delay 2.0 -clock clk_sys [get_ports {button rst_n}]
set_input_delay 3.0 -clock clk_bus [get_ports {bus_wr bus_data*}]
set_output_delay 2.0 -clock tone_clk [get_ports {speaker note_idx*}]
set_output_delay 2.0 -clock clk_sys [get_ports tone_clk_o]
SDC

cat > scripts/sta.tcl <<TCL
read_liberty ${OSU035_LIB}
read_verilog out/chime_seq.gl.v
link_design chime_seq
read_sdc scripts/clocks.sdc
report_clock_properties
report_checks -group_count 3 -path_delay max -digits 3
report_check_types -max_delay -min_delay -max_transition
report_wns
report_tns
TCL
sta -no_splash -exit scripts/sta.tcl > out/sta_report.txt 2>&1
