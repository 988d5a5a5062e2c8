#!/bin/bash
# booth_mul: FSM extraction/recoding, liberty mapping, STA with min/max + power
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/booth_mul/booth_mul.v .
cat > booth.ys <<EOF
log ==== read + elaborate ====
read_verilog booth_mul.v
hierarchy -check -top booth_mul
log ==== generic synthesis (fsm passes run inside synth) ====
synth -top booth_mul
log ==== map to osu035 ====
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr booth_mul_gl.v
EOF
cat > booth_mul.sdc <<'EOF'
create_clock -name core_clk -period 10.0 [get_ports clk]
set_clock_uncertainty 0.25 [get_clocks core_clk]
set_input_delay 1.0 -clock core_clk [get_ports {rst start mcand mplier}]
set_output_delay 1.5 -clock core_clk [get_ports {product busy done}]
set_load 0.05 [all_outputs]
EOF
cat > sta_booth.tcl <<EOF
read_liberty $LIB
read_verilog booth_mul_gl.v
link_design booth_mul
read_sdc booth_mul.sdc
puts "### setup + hold, worst path each"
report_checks -path_delay min_max
puts "### check types"
report_check_types -max_delay -min_delay
puts "### power (default activity)"
report_power
report_worst_slack -max
report_worst_slack -min
EOF
yosys booth.ys 2>&1 | tee yosys_run.log > /dev/null
sta -no_splash -exit sta_booth.tcl > sta_booth.log 2>&1
