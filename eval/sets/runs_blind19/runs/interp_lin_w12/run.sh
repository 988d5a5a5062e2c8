#!/bin/bash
# interp_lin built for 12-bit samples (chparam W=12), mapped; the multiply
# has two cycles, declared as a multicycle path in the SDC.
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/interp_lin/interp_lin.v .
cat > interp.ys <<EOF
read_verilog interp_lin.v
chparam -set W 12 -set F 5 interp_lin
hierarchy -check -top interp_lin
synth -top interp_lin -flatten
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr interp_lin_w12.v
EOF
yosys -q -l interp_synth.log -s interp.ys
cat > interp.sdc <<'EOF'
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 0.8 -clock clk [get_ports {go pa pb frac}]
set_output_delay 0.8 -clock clk [get_ports {y y_vld}]
set_false_path -from [get_ports rst_n]
# a_r/b_r/f_r are held two cycles; y only captures on the second
set_multicycle_path 2 -setup -to [get_pins -hierarchical y_reg*/D]
set_multicycle_path 1 -hold  -to [get_pins -hierarchical y_reg*/D]
EOF
cat > interp_sta.tcl <<EOF
read_liberty $LIB
read_verilog interp_lin_w12.v
link_design interp_lin
read_sdc interp.sdc
report_checks -path_delay max -format full_clock -digits 3
report_checks -path_delay max -group_count 4 -format end
report_wns
report_tns
EOF
sta -no_splash -exit interp_sta.tcl > sta_interp.log 2>&1
