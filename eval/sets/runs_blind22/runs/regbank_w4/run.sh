#!/bin/bash
# run folder script: copies RTL, writes scripts, runs the real tools here
cd "$(dirname "$0")" || exit 1
: "${OSU035_LIB:=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
export OSU035_LIB
D=../../designs
rm -rf src out reports; mkdir -p src out reports
cp $D/regbank_2r1w/regbank_2r1w.v src/
yosys -q -l out/yosys.log -p "read_verilog src/regbank_2r1w.v; chparam -set WIDTH 4 regbank_2r1w; synth -top regbank_2r1w; dfflibmap -liberty $OSU035_LIB; abc -liberty $OSU035_LIB; opt_clean; tee -o reports/area.rpt stat -liberty $OSU035_LIB; write_verilog -noattr out/regbank_w4.v"
cat > out/regbank.sdc <<'SDC'
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay -max 1.5 -clock clk [get_ports {we waddr[*] wdata[*]}]
set_input_delay -min 0.2 -clock clk [get_ports {we waddr[*] wdata[*]}]
set_input_delay 0.5 -clock clk [get_ports {raddr_a[*] raddr_b[*]}]
set_output_delay 1.0 -clock clk [all_outputs]
set_driving_cell -lib_cell INVX1 [all_inputs]
set_load 0.1 [all_outputs]
SDC
cat > out/sta.tcl <<TCL
read_liberty $OSU035_LIB
read_verilog out/regbank_w4.v
link_design regbank_2r1w
read_sdc out/regbank.sdc
puts "===== min_max paths ====="
report_checks -path_delay min_max -digits 3
puts "===== check types ====="
report_check_types -max_delay -min_delay -verbose
puts "===== wns ====="
report_wns -digits 3
report_tns -digits 3
exit
TCL
sta -no_splash -exit out/sta.tcl > reports/sta.rpt 2>&1
