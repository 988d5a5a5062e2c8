#!/bin/bash
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
# quiet yosys run: only the stat report is kept (tee); ABC with a 3000 ps delay target
rm -rf *.v rpt@spi
mkdir -p rpt@spi
cp ../../designs/hake_spi/hake_spi.v .
yosys -q -p "read_verilog hake_spi.v; synth -top hake_spi; dfflibmap -liberty $OSU035_LIB; abc -D 3000 -liberty $OSU035_LIB; opt_clean; tee -o rpt@spi/cell_stat.txt stat -liberty $OSU035_LIB; write_verilog -noattr hake_spi_mapped.v"
sta -no_init -exit > rpt@spi/setup_hold.txt 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog hake_spi_mapped.v
link_design hake_spi
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 0.5 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.5 -clock clk [all_outputs]
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
STA
rm -f .history_sta
