#!/bin/bash
# bison_fifo mapped to OSU035 (memory turned into flops), STA at 8 ns with max/min, group_count and endpoint-format reports
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf logs netlist sta
mkdir -p logs netlist sta
cp ../../designs/bison_fifo/bison_fifo.v netlist/

yosys -l logs/synth_bison.log -p "
read_verilog netlist/bison_fifo.v
synth -top bison_fifo
memory_map
opt
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr netlist/bison_fifo_mapped.v
" > /dev/null

cat > sta/bison.sdc <<'SDC'
create_clock -name fclk -period 8.0 [get_ports clk]
set_input_delay 1.5 -clock fclk [get_ports {rst push pop din[*]}]
set_output_delay 1.5 -clock fclk [get_ports {dout[*] full empty count[*]}]
SDC

cat > sta/run_sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog netlist/bison_fifo_mapped.v
link_design bison_fifo
read_sdc sta/bison.sdc
report_checks -path_delay max -group_count 5
report_checks -path_delay min -group_count 3
report_checks -path_delay max -format end -group_count 10
report_wns
report_tns
TCL
sta -no_init -no_splash -exit sta/run_sta.tcl > sta/bison_timing.rpt 2>&1
