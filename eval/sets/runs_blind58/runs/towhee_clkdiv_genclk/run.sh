#!/bin/bash
# towhee_clkdiv: OSU035 mapping, STA with a 5 ns master clock and a divide-by-4 generated clock on the divider flop
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl gl timing
mkdir -p rtl gl timing
cp ../../designs/towhee_clkdiv/towhee_clkdiv.v rtl/

yosys -l gl/towhee_syn.log -p "
read_verilog rtl/towhee_clkdiv.v
synth -top towhee_clkdiv -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr gl/towhee_clkdiv.v
" > /dev/null

cat > timing/clocks.sdc <<'SDC'
create_clock -name clk_fast -period 5 [get_ports clk_fast]
# _206_ is the div[1] flop (drives clk_slow) in gl/towhee_clkdiv.v
create_generated_clock -name clk_slow -source [get_ports clk_fast] -divide_by 4 [get_pins _206_/Q]
set_input_delay 1.0 -clock clk_fast [get_ports {inc snap}]
set_output_delay 1.0 -clock clk_fast [get_ports {count_fast[*]}]
SDC
cat > timing/sta.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog gl/towhee_clkdiv.v
link_design towhee_clkdiv
read_sdc timing/clocks.sdc
report_clock_properties
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_wns
report_tns
TCL
sta -no_init -no_splash -exit timing/sta.tcl > timing/sta_genclk.rpt 2>&1
rm -f .history_sta
