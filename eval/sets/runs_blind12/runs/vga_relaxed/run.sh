#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# vga_sync_gen, run 1 of 2: 10 ns clock from an SDC file (read_sdc); setup + hold; report_wns / report_tns; yosys -s with -l
cp ../../designs/vga_sync_gen/vga_sync_gen.v .
cat > vga.ys <<EOT
read_verilog vga_sync_gen.v
hierarchy -check -top vga_sync_gen
synth -top vga_sync_gen
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr vga_sync_gen_net.v
EOT
yosys -s vga.ys -l vga_synth.log > /dev/null
cat > vga_10ns.sdc <<EOT
create_clock -name pclk -period 10 [get_ports clk]
set_input_delay 1.5 -clock pclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 1.5 -clock pclk [all_outputs]
set_load 0.04 [all_outputs]
EOT
cat > vga_sta.tcl <<EOT
read_liberty $LIB
read_verilog vga_sync_gen_net.v
link_design vga_sync_gen
read_sdc vga_10ns.sdc
report_checks -path_delay min_max -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit vga_sta.tcl > vga_sta.rpt 2>&1
