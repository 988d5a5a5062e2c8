#!/bin/bash
# fescue_hier: 8x8 synchronous FIFO mapped to OSU035 WITHOUT flattening (fescue_ram / fescue_ptrs stay separate modules)
# hierarchical netlist in Verilog + JSON; OpenSTA on the hierarchical netlist at 10 ns, with report_power
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl out reports.hier synth_hier.log
mkdir -p rtl out reports.hier
cp ../../designs/fescue_fifo/fescue_fifo.v rtl/
yosys -l synth_hier.log -p "
  read_verilog rtl/fescue_fifo.v
  hierarchy -check -top fescue_fifo
  synth -top fescue_fifo
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr out/fescue_fifo_hier.v
  write_json out/fescue_fifo_hier.json
" > /dev/null
cat > reports.hier/fifo.sdc <<'SDC'
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {rst push pop din*}]
set_output_delay 2.5 -clock clk [get_ports {dout* full empty level* overflow}]
SDC
sta -no_init -exit /dev/stdin > reports.hier/sta_fifo.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog out/fescue_fifo_hier.v
link_design fescue_fifo
read_sdc reports.hier/fifo.sdc
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_wns
report_tns
report_power
TCL
