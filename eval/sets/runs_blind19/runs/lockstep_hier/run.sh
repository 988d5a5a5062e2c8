#!/bin/bash
# lockstep_cmp with hierarchy kept (ls_core x2, ls_compare), liberty-mapped,
# area reported per module and rolled up with stat -top; STA on the
# hierarchical netlist.
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/lockstep_cmp/*.v .
cat > synth_hier.ys <<EOF
read_verilog ls_core.v ls_compare.v lockstep_cmp.v
hierarchy -check -top lockstep_cmp
synth -top lockstep_cmp
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB -top lockstep_cmp
write_verilog -noattr lockstep_hier_net.v
EOF
yosys -l yosys_hier.log -s synth_hier.ys > /dev/null
cat > lockstep.sdc <<'EOF'
create_clock -name clk -period 6.0 [get_ports clk]
set_clock_uncertainty -setup 0.3 [get_clocks clk]
set_input_delay 1.2 -clock clk [get_ports {en op operand err_clr}]
set_output_delay 1.0 -clock clk [get_ports {result fault fault_cnt}]
set_false_path -from [get_ports rst_n]
EOF
cat > sta.tcl <<EOF
read_liberty $LIB
read_verilog lockstep_hier_net.v
link_design lockstep_cmp
read_sdc lockstep.sdc
report_checks -path_delay max -fields {net} -digits 2
report_checks -path_delay max -through [get_pins u_cmp/*] -format end -group_count 3
report_wns
report_tns
EOF
sta -no_splash -exit sta.tcl > timing.rpt 2>&1
