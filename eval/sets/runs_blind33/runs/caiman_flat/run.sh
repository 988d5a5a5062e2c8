#!/bin/bash
# FIFO with AW=4 (16 entries), flattened and mapped, STA at 8 ns with setup+hold+power, BLIF also written
cd "$(dirname "$0")"
rm -f .history_sta
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -f caiman_fifo.v *.log *.rpt *.blif *_net.v constraints.sdc
cp ../../designs/caiman_fifo/caiman_fifo.v .
yosys -p "read_verilog caiman_fifo.v; chparam -set AW 4 caiman_fifo; synth -flatten -top caiman_fifo; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr caiman_fifo16_net.v; write_blif caiman_fifo16.blif" 2>&1 | tee yosys_flat.log > /dev/null
cat > constraints.sdc <<SDC
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {rst wr_en rd_en wr_data*}]
set_output_delay 1.5 -clock clk [all_outputs]
SDC
sta -no_init -exit > sta_flat.log 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog caiman_fifo16_net.v
link_design caiman_fifo
read_sdc constraints.sdc
report_checks -path_delay max -format full_clock_expanded > setup_8ns.rpt
report_checks -path_delay min > hold_8ns.rpt
report_wns > summary.rpt
report_tns >> summary.rpt
report_worst_slack >> summary.rpt
report_power >> summary.rpt
TCL
