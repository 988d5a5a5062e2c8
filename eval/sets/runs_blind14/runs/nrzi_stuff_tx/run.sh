#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# nrzi_stuff_tx: bit clock = div[1] register output; generated clock bclk (-divide_by 4) on that flop's Q pin (instance found in the netlist); report_clock_properties; min_max; -from clk -to bclk and back; report_power; yosys -s, stdout only > nrzi_run.log
cp ../../designs/nrzi_stuff_tx/nrzi_stuff_tx.v .
cat > nrzi.ys <<EOT
read_verilog nrzi_stuff_tx.v
hierarchy -check -top nrzi_stuff_tx
synth -top nrzi_stuff_tx
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr nrzi_stuff_tx_net.v
EOT
yosys -s nrzi.ys > nrzi_run.log
# flop whose Q drives the bit clock net div[1] (also the bclk_out port)
DIVQ=$(awk '/DFFPOSX1 /{inst=$2} /\.Q\(div\[1\]\)/{print inst}' nrzi_stuff_tx_net.v)
echo "bit-clock divider flop: $DIVQ" > divider_flop.txt
cat > nrzi_sta.tcl <<EOT
read_liberty $LIB
read_verilog nrzi_stuff_tx_net.v
link_design nrzi_stuff_tx
create_clock -name clk -period 5 [get_ports clk]
create_generated_clock -name bclk -source [get_ports clk] -divide_by 4 [get_pins $DIVQ/Q]
set_input_delay 1.0 -clock clk [get_ports {rst load byte_in[*]}]
set_output_delay 1.0 -clock bclk [get_ports {line_out tx_busy}]
set_output_delay 1.0 -clock clk [get_ports bclk_out]
report_clock_properties
report_checks -path_delay min_max -digits 3
report_checks -from [get_clocks clk] -to [get_clocks bclk] -path_delay min_max -digits 3
report_checks -from [get_clocks bclk] -to [get_clocks clk] -digits 3
report_power
report_tns
report_wns
EOT
sta -no_splash -exit nrzi_sta.tcl > nrzi_sta.rpt 2>&1
