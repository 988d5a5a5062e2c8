#!/bin/bash
# audio_clkgen: three clocks (mclk, divided bclk, async cfg_clk); mapped
# netlist + OpenSTA with a generated clock and asynchronous clock groups.
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/audio_clkgen/audio_clkgen.v .
cat > synth_audio.ys <<EOF
read_verilog audio_clkgen.v
hierarchy -check -top audio_clkgen
synth -top audio_clkgen
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr audio_clkgen.mapped.v
EOF
yosys -s synth_audio.ys > synth_audio.log 2>&1
# find the flop that drives div[1] so the generated clock can sit on its Q pin
BCLK_FF=$(grep -B4 '\.Q(div\[1\])' audio_clkgen.mapped.v | awk '/DFFSR/ {print $2}')
cat > audio_clkgen.sdc <<EOF
create_clock -name mclk -period 20.345 [get_ports mclk]
create_clock -name cfg_clk -period 37.0 [get_ports cfg_clk]
create_generated_clock -name bclk -source [get_ports mclk] -divide_by 4 [get_pins ${BCLK_FF}/Q]
set_clock_groups -asynchronous -group {mclk bclk} -group {cfg_clk}
set_input_delay 4.0 -clock cfg_clk [get_ports {cfg_we cfg_slots cfg_en}]
set_output_delay 5.0 -clock bclk [get_ports {lrclk frame_start}]
set_false_path -from [get_ports rst_n]
EOF
cat > sta_audio.tcl <<EOF
read_liberty $LIB
read_verilog audio_clkgen.mapped.v
link_design audio_clkgen
read_sdc audio_clkgen.sdc
puts "----- clocks -----"
report_clock_properties
puts "----- setup, 2 worst per clock group -----"
report_checks -path_delay max -group_count 2 -format summary
puts "----- worst bclk path -----"
report_checks -path_delay max -to [get_ports lrclk]
puts "----- cfg -> mclk crossing (should be cut) -----"
report_checks -from [get_clocks cfg_clk] -to [get_clocks mclk]
puts "----- hold -----"
report_checks -path_delay min -format end -group_count 3
report_worst_slack
EOF
sta -no_splash -exit sta_audio.tcl > sta_multiclock.log 2>&1
