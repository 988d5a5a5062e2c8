#!/bin/bash
# kakapo_divclk: clock divider + slow-domain counter mapped to OSU035; STA with the master clock (10 ns)
# and a generated clock clk_div4 (divide_by 4) defined on the divider flop output
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
mkdir -p src out
cp ../../designs/kakapo_clkdiv/kakapo_clkdiv.v src/
yosys -l out/synth.log -p "
  read_verilog src/kakapo_clkdiv.v
  synth -top kakapo_clkdiv -flatten
  dfflibmap -liberty $OSU035_LIB
  abc -liberty $OSU035_LIB
  opt_clean -purge
  stat -liberty $OSU035_LIB
  write_verilog -noattr out/kakapo_clkdiv.vg
" > /dev/null
cat > kakapo.sdc <<'SDC'
create_clock -name clk -period 10.0 [get_ports clk]
# divided clock leaves the design on port clk_div4, which is the Q of the div[1] flop
create_generated_clock -name clk_div4 -source [get_ports clk] -divide_by 4 [get_pins -of_objects [get_nets clk_div4] -filter "direction == output"]
set_input_delay 2.0 -clock clk_div4 [get_ports evt]
set_output_delay 2.0 -clock clk_div4 [get_ports {cnt[*] wrap}]
SDC
cat > out/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog out/kakapo_clkdiv.vg
link_design kakapo_clkdiv
read_sdc kakapo.sdc
report_clock_properties
report_checks -path_delay max -group_count 2
report_checks -path_delay min
report_wns
report_tns
report_power
TCL
sta -exit out/sta.tcl > out/sta_report.txt 2>&1
grep -E "slack|^wns|Error|Warning" out/sta_report.txt
