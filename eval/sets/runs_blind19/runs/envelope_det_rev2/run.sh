#!/bin/bash
# envelope_det rev2 (missing ';' fixed): mapped synthesis with setundef,
# STA at 100 MHz, reports split by check type, power estimate.
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/envelope_det/envelope_det.v .
yosys -l envdet_synth.log -p "read_verilog envelope_det.v; synth -top envelope_det -flatten; setundef -zero; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean -purge; stat -liberty $LIB; write_verilog -noattr envelope_det_mapped.v" > /dev/null 2>&1
cat > envdet.sdc <<'EOF'
create_clock -name clk -period 10.0 [get_ports clk]
set_clock_uncertainty 0.5 [get_clocks clk]
set_input_delay 3.0 -clock clk [get_ports {smp smp_vld}]
set_output_delay 3.0 -clock clk [get_ports {env clip}]
set_false_path -from [get_ports rst_n]
set_load 0.05 [all_outputs]
EOF
cat > envdet_sta.tcl <<EOF
read_liberty $LIB
read_verilog envelope_det_mapped.v
link_design envelope_det
read_sdc envdet.sdc
puts "## setup"
report_checks -path_delay max -fields {slew input_pins}
puts "## hold"
report_checks -path_delay min
puts "## by check type"
report_check_types -max_delay -min_delay -verbose
puts "## power"
report_power
report_wns
report_tns
EOF
sta -no_splash -exit envdet_sta.tcl > sta_envdet_100mhz.log 2>&1
