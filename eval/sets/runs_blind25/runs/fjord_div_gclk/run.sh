#!/bin/bash
# Divided-clock scrambler: OSU035 mapping, STA with a generated clock and a multicycle path.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf out
mkdir -p out/rtl
cp ../../designs/fjord_div/fjord_div.v out/rtl/
yosys -l out/yosys_fjord.log -p "read_verilog out/rtl/fjord_div.v; synth -flatten -top fjord_div; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr out/fjord_div_gl.v" > /dev/null
cat > out/fjord.sdc <<'SDC'
create_clock -name clk -period 5 [get_ports clk]
create_generated_clock -name clk_div2 -source [get_ports clk] -divide_by 2 [get_pins -of_objects [get_nets clk_div] -filter "direction == output"]
set_multicycle_path 2 -setup -from [get_clocks clk_div2] -to [get_clocks clk]
set_multicycle_path 1 -hold -from [get_clocks clk_div2] -to [get_clocks clk]
set_input_delay 1.0 -clock clk [get_ports {rst load seed[*]}]
set_output_delay 1.0 -clock clk [get_ports {snap[*] seq[*]}]
SDC
cat > out/sta_fjord.tcl <<'TCL'
read_liberty $::env(OSU035_LIB)
read_verilog out/fjord_div_gl.v
link_design fjord_div
read_sdc out/fjord.sdc
report_clock_properties
report_checks -path_delay max -group_count 3
report_wns
report_tns
report_check_types -max_transition -min_pulse_width -min_period -all_violators
exit
TCL
sta -no_splash out/sta_fjord.tcl > out/timing_gclk.rpt 2>&1
