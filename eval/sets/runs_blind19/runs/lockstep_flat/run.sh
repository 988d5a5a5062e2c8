#!/bin/bash
# lockstep_cmp flattened before mapping (same SDC as lockstep_hier) --
# checks how much cross-boundary optimisation buys.
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/lockstep_cmp/*.v .
cat > synth_flat.ys <<EOF
read_verilog ls_core.v ls_compare.v lockstep_cmp.v
hierarchy -check -top lockstep_cmp
synth -top lockstep_cmp -flatten
splitnets
opt -full -purge
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
tee -o flat_area.rpt stat -liberty $LIB
write_verilog -noattr lockstep_flat_net.v
EOF
yosys -s synth_flat.ys 2>&1 | tee yosys_flat.log > /dev/null
cat > lockstep.sdc <<'EOF'
create_clock -name clk -period 6.0 [get_ports clk]
set_clock_uncertainty -setup 0.3 [get_clocks clk]
set_input_delay 1.2 -clock clk [get_ports {en op operand err_clr}]
set_output_delay 1.0 -clock clk [get_ports {result fault fault_cnt}]
set_false_path -from [get_ports rst_n]
EOF
cat > sta_flat.tcl <<EOF
read_liberty $LIB
read_verilog lockstep_flat_net.v
link_design lockstep_cmp
read_sdc lockstep.sdc
report_checks -path_delay max -digits 2
report_checks -path_delay max -group_count 4 -format end
report_wns
report_tns
EOF
sta -no_splash -exit sta_flat.tcl > timing_flat.rpt 2>&1
