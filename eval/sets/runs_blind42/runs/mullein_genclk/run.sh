#!/bin/bash
# mullein_genclk: divide-by-4 clock generator + slow-domain timer, mapped to OSU035;
# OpenSTA with clk_fast = 5 ns and a generated clock clk_slow (divide_by 4) on the divider flop output
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl "timing~gen" mullein_mapped.v mullein_synth.log
mkdir -p rtl "timing~gen"
cp ../../designs/mullein_clkdiv/mullein_clkdiv.v rtl/
yosys -l mullein_synth.log -p "
  read_verilog rtl/mullein_clkdiv.v
  synth -top mullein_clkdiv
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean
  stat -liberty $OSU035_LIB
  write_verilog -noattr mullein_mapped.v
" > /dev/null
cat > "timing~gen/genclk.tcl" <<TCL
read_liberty $OSU035_LIB
read_verilog mullein_mapped.v
link_design mullein_clkdiv
create_clock -name clk_fast -period 5 [get_ports clk_fast]
# the slow clock is the Q pin of the flop that drives div[1]
set div_q ""
foreach p [get_pins -of_objects [get_nets {div[1]}]] {
  if {[get_property \$p direction] == "output"} { set div_q \$p }
}
puts "generated clock source pin: [get_full_name \$div_q]"
create_generated_clock -name clk_slow -source [get_ports clk_fast] -divide_by 4 \$div_q
set_input_delay 1.0 -clock clk_fast [get_ports {kick_fast rst_n}]
set_output_delay 1.0 -clock clk_slow [get_ports {timer* timeout}]
report_clock_properties
report_checks -path_delay max -group_count 2
report_checks -path_delay min -group_count 2
report_wns
report_tns
TCL
sta -no_init -exit "timing~gen/genclk.tcl" > "timing~gen/genclk_sta.log" 2>&1
