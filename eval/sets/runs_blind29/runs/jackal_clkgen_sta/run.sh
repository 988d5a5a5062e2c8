#!/bin/bash
# jackal_clkgen mapped to OSU035, STA with the /2 and /4 clocks declared as generated clocks (master 4 ns)
set -e
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf syn reports
mkdir -p syn reports
cp ../../designs/jackal_clkgen/jackal_clkgen.v syn/

yosys -l syn/jackal.log -p "
read_verilog syn/jackal_clkgen.v
synth -top jackal_clkgen
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/jackal_clkgen_net.v
" > /dev/null

# flop instance names are lost after abc (_NNN_), so the divider flops are found through the nets they drive
cat > syn/clocks.sdc <<'SDC'
set div2_q [get_pins -of_objects [get_nets clk_div2] -filter "direction == output"]
set div4_q [get_pins -of_objects [get_nets clk_div4] -filter "direction == output"]
create_clock -name mclk -period 4.0 [get_ports clk]
create_generated_clock -name div2_clk -source [get_ports clk] -divide_by 2 $div2_q
create_generated_clock -name div4_clk -source $div2_q -divide_by 2 $div4_q
set_input_delay 0.8 -clock mclk [get_ports {rst load load_val[*]}]
set_output_delay 0.8 -clock mclk [get_ports {slow_cnt[*] slower_cnt[*] clk_div2 clk_div4}]
SDC

cat > reports/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog syn/jackal_clkgen_net.v
link_design jackal_clkgen
read_sdc syn/clocks.sdc
report_clock_properties
report_checks -path_delay max -group_count 3
report_checks -path_delay min
report_wns
report_tns
TCL
sta -no_init -no_splash -exit reports/sta.tcl > reports/jackal_sta.rpt 2>&1
