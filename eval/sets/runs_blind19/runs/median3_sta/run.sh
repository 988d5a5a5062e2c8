#!/bin/bash
# median3: mapped synthesis + OpenSTA at 200 MHz.
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/median3/median3.v .
yosys -p "read_verilog median3.v; synth -top median3 -flatten; opt -full; dfflibmap -liberty $LIB; abc -liberty $LIB; opt_clean -purge; stat -liberty $LIB; write_verilog -noattr median3_gates.v" > median3_yosys.log 2>&1
cat > median3.sdc <<'EOF'
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports s_in]
set_input_delay 1.0 -clock clk [get_ports s_valid]
set_output_delay 1.0 -clock clk [get_ports {m_out m_vld}]
set_false_path -from [get_ports rst_n]
EOF
cat > median3_sta.tcl <<EOF
read_liberty $LIB
read_verilog median3_gates.v
link_design median3
read_sdc median3.sdc
puts "--- setup/hold ---"
report_checks -path_delay min_max -digits 3
puts "--- top 5 setup endpoints ---"
report_checks -group_count 5 -format end
puts "--- anything left unconstrained? ---"
report_checks -unconstrained -from [get_ports s_vld]
report_wns
report_tns
EOF
sta -no_splash -exit median3_sta.tcl > sta_median3_5ns.log 2>&1
