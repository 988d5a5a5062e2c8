#!/bin/bash
# bongo_fifo re-synthesised with DEPTH=16, WIDTH=12 (chparam), same 12 ns constraints as the d8w8 run
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl reports bongo_d16w12.v synth_d16w12.log
mkdir -p rtl reports
cp ../../designs/bongo_fifo/bongo_fifo.v rtl/

yosys -l synth_d16w12.log -p "
  read_verilog rtl/bongo_fifo.v
  chparam -set DEPTH 16 -set WIDTH 12 bongo_fifo
  synth -top bongo_fifo
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr bongo_d16w12.v
" > /dev/null

cat > reports/constraints.sdc <<'SDC'
create_clock -name clk -period 12.0 [get_ports clk]
set_input_delay 3.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 3.0 -clock clk [all_outputs]
SDC
sta -no_init -exit > reports/setup_12ns.rpt 2>&1 <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog bongo_d16w12.v
link_design bongo_fifo
read_sdc reports/constraints.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
TCL
