#!/bin/bash
# run folder script: copies RTL, writes scripts, runs the real tools here
cd "$(dirname "$0")" || exit 1
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB
D=../../designs
rm -rf src out rpt; mkdir -p src out rpt
cp $D/piso_shift/piso_shift.v src/
yosys -L out/yosys.log -p "read_verilog src/piso_shift.v; synth -top piso_shift; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; setundef -zero; opt_clean; stat -liberty $OSU035_LIB; write_verilog -noattr out/piso_shift_net.v" > /dev/null
cat > out/piso.sdc <<'SDC'
create_clock -name sclk -period 8.0 [get_ports clk]
set_input_delay 1.5 -clock sclk [get_ports {load pdata[*]}]
set_input_delay 1.5 -clock sclk [get_ports shift_en]
set_output_delay 2.0 -clock sclk [get_ports {sdo busy}]
set_false_path -from [get_ports rst_n]
SDC
cat > out/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog out/piso_shift_net.v
link_design piso_shift
read_sdc out/piso.sdc
puts "--- check_setup"
check_setup -verbose -unconstrained_endpoints
puts "--- setup"
report_checks -path_delay max -digits 3
puts "--- unconstrained"
report_checks -unconstrained -to [get_ports done] -digits 3
puts "--- net sdo"
report_net -digits 3 sdo
report_worst_slack -digits 3
exit
TCL
sta -no_splash out/sta.tcl > rpt/sta.rpt 2>&1
