#!/bin/bash
# galago_clkdiv: OSU035 mapping, STA with the divided clock declared as a generated clock (clk_in / 4)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf src out
mkdir -p src out/logs out/netlist out/sta
cp ../../designs/galago_clkdiv/galago_clkdiv.v src/

yosys -p "
read_verilog src/galago_clkdiv.v
synth -top galago_clkdiv -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr out/netlist/galago_clkdiv.v
write_json out/netlist/galago_clkdiv.json
" > out/logs/yosys.log 2>&1

cat > out/sta/clocks.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog out/netlist/galago_clkdiv.v
link_design galago_clkdiv
create_clock -name clk_in -period 2.5 [get_ports clk_in]
# clk_slow is the Q of the divider MSB flop: find that pin from the net
set div_q [get_pins -of_objects [get_nets clk_slow] -filter "direction == output"]
puts "generated clock source pin: [get_full_name $div_q]"
create_generated_clock -name clk_slow -source [get_ports clk_in] -divide_by 4 $div_q
set_input_delay 0.3 -clock clk_in [get_ports {rst_n ev_in}]
set_output_delay 0.5 -clock clk_slow [get_ports {count* ovf}]
set_load 0.03 [all_outputs]
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
TCL
sta -no_init -exit out/sta/clocks.tcl > out/sta/timing.rpt 2>&1
