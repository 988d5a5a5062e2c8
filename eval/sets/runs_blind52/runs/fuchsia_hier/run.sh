#!/bin/bash
# FIFO kept hierarchical (not flattened): per-module stat with the liberty, netlist in Verilog + JSON,
# then OpenSTA on the hierarchical netlist at 8 ns (setup and hold).
cd "$(dirname "$0")"
rm -f .history_sta   # OpenSTA appends its command history here on every run
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p rtl
cp ../../designs/fuchsia_fifo/fuchsia_fifo.v rtl/
yosys -l fuchsia_hier.log -p "
read_verilog rtl/fuchsia_fifo.v
synth -top fuchsia_fifo
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr fuchsia_fifo_hier.v
write_json fuchsia_fifo_hier.json
" > /dev/null
cat > fifo.sdc <<'SDC'
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {wr_en rd_en din*}]
set_output_delay 1.5 -clock clk [all_outputs]
SDC
sta -no_splash -exit > timing_hier.rpt 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog fuchsia_fifo_hier.v
link_design fuchsia_fifo
read_sdc fifo.sdc
report_checks -path_delay min_max -digits 3
report_wns
report_tns
STA
