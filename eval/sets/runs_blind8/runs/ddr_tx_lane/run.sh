#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# ddr_tx_lane: clk + generated divide-by-2 clock (frame_clk) + negedge flop; yosys -c Tcl piped to tee
cp ../../designs/ddr_tx_lane/ddr_tx_lane.v .
cat > ddr_synth.tcl <<EOT
yosys read_verilog ddr_tx_lane.v
yosys hierarchy -check -top ddr_tx_lane
yosys synth -top ddr_tx_lane
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys opt_clean
yosys stat -liberty $LIB
yosys write_verilog -noattr ddr_tx_lane_syn.v
yosys read_liberty -lib $LIB
yosys check
EOT
yosys -c ddr_synth.tcl | tee ddr_synth.log > /dev/null
cat > ddr_sta.tcl <<EOT
read_liberty $LIB
read_verilog ddr_tx_lane_syn.v
link_design ddr_tx_lane
create_clock -name clk -period 10 [get_ports clk]
# frame_clk is the Q pin of the divide-by-2 flop
set fc_pin ""
foreach p [get_pins -of_objects [get_nets frame_clk]] {
  if {[get_property \$p direction] == "output"} { set fc_pin \$p }
}
create_generated_clock -name frame_clk -source [get_ports clk] -divide_by 2 \$fc_pin
set_input_delay 2.0 -clock clk [get_ports rst]
set_input_delay 2.0 -clock frame_clk [get_ports {load din*}]
set_output_delay 2.0 -clock clk [get_ports {dq_r dq_f}]
report_clock_properties
report_checks -path_delay max -group_count 3 -digits 3
report_checks -path_delay max -to [get_ports dq_f] -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit ddr_sta.tcl > ddr_sta.rpt 2>&1
