#!/bin/bash
# vanadium_gen: clock divider + counter on the divided clock. Mapped to OSU035, then OpenSTA with the
# 4 ns master clock and a generated clock clk_div4 (divide_by 4) on the divider flop's Q pin.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl mapped sta.gen
mkdir -p rtl mapped sta.gen
cp ../../designs/vanadium_clkdiv/vanadium_clkdiv.v rtl/

yosys -l mapped/yosys.log -p "
read_verilog rtl/vanadium_clkdiv.v
synth -top vanadium_clkdiv -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr mapped/vanadium_clkdiv.v
" > /dev/null

cat > sta.gen/clocks.tcl <<'TCL'
create_clock -name clk -period 4 [get_ports clk]
# divided clock: Q pin of the flop that drives div[1] (= clk_div4)
set div_q [get_pins -of_objects [get_nets {div[1]}] -filter "direction == output"]
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 $div_q
set_input_delay 1.0 -clock clk_div4 [get_ports evt]
set_output_delay 1.0 -clock clk_div4 [get_ports {count[*] wrap}]
TCL

cat > sta.gen/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog mapped/vanadium_clkdiv.v
link_design vanadium_clkdiv
source sta.gen/clocks.tcl
puts "generated clock source pin: [get_full_name \$div_q]"
report_clock_properties
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_wns
report_tns
TCL
sta -exit sta.gen/sta.tcl > sta.gen/vanadium_timing.log 2>&1
