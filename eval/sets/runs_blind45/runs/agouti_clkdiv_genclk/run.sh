#!/bin/bash
# agouti_clkdiv: OSU035 mapping, then STA with a generated divide-by-4 clock on the divider flop output
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/agouti_clkdiv/agouti_clkdiv.v rtl/

yosys -l syn/agouti.log -p "
  read_verilog rtl/agouti_clkdiv.v
  synth -top agouti_clkdiv -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr syn/agouti_clkdiv.vg
" > /dev/null

# the flop whose Q is div[1] (= clk_div4) gets an abc-generated instance name: look it up in the netlist
DIVFF=$(awk '/DFF/ {inst=$2} /\.Q\(div\[1\]\)/ {print inst; exit}' syn/agouti_clkdiv.vg)
cat > sta/clocks.sdc <<SDC
create_clock -name clk -period 5.0 [get_ports clk]
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 [get_pins ${DIVFF}/Q]
set_input_delay 1.0 -clock clk [get_ports {rst load preset[*]}]
set_output_delay 1.0 -clock clk_div4 [get_ports {expired count[*]}]
SDC
sta -no_init -exit > sta/genclk.rpt 2>&1 <<TCL
read_liberty $OSU035_LIB
read_verilog syn/agouti_clkdiv.vg
link_design agouti_clkdiv
read_sdc sta/clocks.sdc
report_clock_properties
report_checks -path_delay max -digits 3 -group_count 2
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
