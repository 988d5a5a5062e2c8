#!/usr/bin/env bash
# yaw_p8: yaw integrator mapped to OSU035 and timed at a 8 ns clock
set -u
cd "$(dirname "$0")"
OSU035_LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
PERIOD=8

rm -rf rtl logs reports netlist
mkdir -p rtl logs reports netlist
cp ../../designs/yaw_integ/yaw_integ.v rtl/

yosys -l logs/synth.log -p "
read_verilog rtl/yaw_integ.v;
synth -top yaw_integ -flatten;
dfflibmap -liberty $OSU035_LIB;
abc -liberty $OSU035_LIB;
opt_clean -purge;
stat -liberty $OSU035_LIB;
write_verilog -noattr netlist/yaw_integ.v
" > /dev/null
echo "yosys exit: $?"

cat > reports/yaw.sdc <<EOF
create_clock -name clk -period $PERIOD [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rate_vld rate* gain* zero_req rst_n}]
set_output_delay 1.0 -clock clk [all_outputs]
EOF

cat > reports/sta.tcl <<EOF
read_liberty $OSU035_LIB
read_verilog netlist/yaw_integ.v
link_design yaw_integ
read_sdc reports/yaw.sdc
report_checks -path_delay max -fields {slew input_pins} -digits 3
report_checks -path_delay max -format end -group_count 10
report_check_types -max_delay -all_violators -format slack_only
report_wns
report_tns
report_power -digits 4
EOF
sta -no_splash -exit reports/sta.tcl > reports/timing_p8.txt 2>&1
echo "sta exit: $?"
