#!/bin/bash
# Regenerates runs/spi_cmd_fsm: FSM extraction/recoding, min+max timing.
set -u
cd "$(dirname "$0")"
LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
cp ../../designs/spi_cmd_fsm/spi_cmd_fsm.v .

cat > spi_synth.ys <<EOF
read_verilog spi_cmd_fsm.v
synth -top spi_cmd_fsm
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr spi_cmd_fsm.mapped.v
EOF
yosys -q -l yosys_run.txt -s spi_synth.ys

cat > spi_sta.tcl <<EOF
read_liberty $LIB
read_verilog spi_cmd_fsm.mapped.v
link_design spi_cmd_fsm
create_clock -name spi_clk -period 8 [get_ports clk]
set_input_delay 1.5 -clock spi_clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock spi_clk [all_outputs]
report_checks -path_delay min_max -fields {slew} -digits 3
EOF
sta -no_splash -exit spi_sta.tcl > spi_timing.rpt 2>&1
