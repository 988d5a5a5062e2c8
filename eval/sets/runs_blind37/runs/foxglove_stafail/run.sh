#!/bin/bash
# foxglove_stafail: sequence detector, generic yosys synth (FSM extraction, flattened), then an
# attempt to time the generic netlist in OpenSTA with the OSU035 liberty.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf hdl "~synth" "~sta" .history_sta
mkdir -p hdl "~synth" "~sta"
cp ../../designs/foxglove_seqdet/foxglove_seqdet.v hdl/

yosys -l "~synth/foxglove_synth.log" -p "
  read_verilog hdl/foxglove_seqdet.v
  synth -top foxglove_seqdet -flatten
  stat
  write_verilog -noattr ~synth/foxglove_seqdet_net.v
  write_json ~synth/foxglove_seqdet.json
" > /dev/null

sta -no_splash -exit > "~sta/foxglove_sta.log" 2>&1 <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog ~synth/foxglove_seqdet_net.v
link_design foxglove_seqdet
create_clock -name clk -period 5 [get_ports clk]
report_checks -path_delay max
report_wns
TCL
echo "sta exit: $?"
