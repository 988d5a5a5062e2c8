#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# ws2812_enc: divide-by-2 toggle flop clocks the encoder -> generated clock; report_clock_properties; report_power; yosys -q -s -l
cp ../../designs/ws2812_enc/ws2812_enc.v .
cat > ws.ys <<EOT
read_verilog ws2812_enc.v
hierarchy -check -top ws2812_enc
synth -top ws2812_enc
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr ws2812_enc_net.v
EOT
yosys -q -s ws.ys -l ws_synth.log
# instance name of the clk_half toggle flop in the netlist (the flop whose Q drives net clk_half)
HALF_INST=$(awk '/DFF/{inst=$2} /\.Q\(clk_half\)/{print inst; exit}' ws2812_enc_net.v)
cat > ws_sta.tcl <<EOT
read_liberty $LIB
read_verilog ws2812_enc_net.v
link_design ws2812_enc
create_clock -name clk -period 5 [get_ports clk]
create_generated_clock -name clk_half -source [get_ports clk] -divide_by 2 [get_pins $HALF_INST/Q]
set_input_delay 1.0 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.0 -clock clk_half [all_outputs]
report_clock_properties
report_checks -path_delay min_max -digits 3
report_worst_slack
report_power
EOT
sta -no_splash -exit ws_sta.tcl > ws_sta.rpt 2>&1
