#!/bin/bash
# Clock divider: mapped to OSU035; STA with a generated clock (divide_by 4) on the divider flop output.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -f *.log *.rpt amethyst_clkdiv_syn.v
cp ../../designs/amethyst_clkdiv/amethyst_clkdiv.v .
yosys -l yosys.log -p "read_verilog amethyst_clkdiv.v; synth -top amethyst_clkdiv -flatten; \
  dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; \
  write_verilog -noattr amethyst_clkdiv_syn.v" > /dev/null
# the divider flop is renamed by abc: find the DFFPOSX1 whose Q drives clkdiv_q[1]
DIV_FF=$(awk '/DFFPOSX1/{inst=$2} /\.Q\(clkdiv_q\[1\]\)/{print inst}' amethyst_clkdiv_syn.v)
cat > clkdiv.sdc <<SDC
create_clock -name clk -period 5 [get_ports clk]
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 [get_pins ${DIV_FF}/Q]
set_input_delay 1.0 -clock clk [get_ports rst]
set_input_delay 1.0 -clock clk_div4 [get_ports evt]
set_output_delay 1.0 -clock clk_div4 [get_ports {slow_count[*]}]
SDC
cat > sta_genclk.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog amethyst_clkdiv_syn.v
link_design amethyst_clkdiv
read_sdc clkdiv.sdc
report_clock_properties
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_wns
report_tns
TCL
sta -no_splash -exit sta_genclk.tcl > genclk_timing.rpt 2>&1
