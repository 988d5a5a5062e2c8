#!/bin/bash
# FIFO flattened and mapped to OSU035; setup check at 5 ns; netlist also written as EDIF.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -f *.log *.rpt *.edf chalcedony_fifo_flat.v
cp ../../designs/chalcedony_fifo/chalcedony_fifo.v .
yosys -l yosys.log -p "read_verilog chalcedony_fifo.v; synth -top chalcedony_fifo -flatten; \
  dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; \
  write_verilog -noattr chalcedony_fifo_flat.v; write_edif chalcedony_fifo.edf" > /dev/null
cat > fifo.sdc <<'SDC'
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {rst wr_en rd_en din[*]}]
set_output_delay 0.5 -clock clk [all_outputs]
SDC
cat > sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog chalcedony_fifo_flat.v
link_design chalcedony_fifo
read_sdc fifo.sdc
report_checks -path_delay max -group_count 3
report_wns
report_tns
TCL
sta -no_splash -exit sta.tcl > setup_5ns.rpt 2>&1
