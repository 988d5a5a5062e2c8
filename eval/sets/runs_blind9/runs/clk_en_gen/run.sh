#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# clk_en_gen: clk + generated clk_half (divide-by-2 register output); yosys -s with -L (line-buffered log)
cp ../../designs/clk_en_gen/clk_en_gen.v .
cat > cen.ys <<EOT
read_verilog clk_en_gen.v
hierarchy -check -top clk_en_gen
synth -top clk_en_gen
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr clk_en_gen_syn.v
EOT
yosys -s cen.ys -L cen.log > /dev/null
cat > cen_sta.tcl <<EOT
read_liberty $LIB
read_verilog clk_en_gen_syn.v
link_design clk_en_gen
create_clock -name clk -period 5 [get_ports clk]
set src ""
foreach p [get_pins -of_objects [get_nets clk_half_o]] {
  if {[get_property \$p direction] == "output"} { set src \$p }
}
create_generated_clock -name clk_half -source [get_ports clk] -divide_by 2 \$src
set_input_delay 1.0 -clock clk [get_ports {rst div*}]
set_output_delay 1.0 -clock clk [get_ports ce_out]
set_output_delay 1.0 -clock clk_half [get_ports phase*]
report_clock_properties
report_checks -path_delay max -group_count 2 -digits 3
report_checks -path_delay min -digits 3
report_worst_slack
EOT
sta -no_splash -exit cen_sta.tcl > cen_sta.rpt 2>&1
