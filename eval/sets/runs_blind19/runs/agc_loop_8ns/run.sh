#!/bin/bash
# agc_loop, liberty-mapped, flattened, STA at an 8 ns clock (125 MHz target)
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/agc_loop/agc_loop.v .
cat > synth.ys <<EOF
read_verilog agc_loop.v
synth -top agc_loop -flatten
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
tee -o agc_loop_stat.txt stat -liberty $LIB
write_verilog -noattr agc_loop_netlist.v
EOF
cat > agc_loop.sdc <<'EOF'
create_clock -name clk -period 8.0 [get_ports clk]
set_input_delay 0.4 -clock clk [get_ports {din din_vld target}]
set_output_delay 0.4 -clock clk [get_ports {gain dout dout_vld}]
set_false_path -from [get_ports rst_n]
set_load 0.02 [all_outputs]
EOF
cat > sta.tcl <<EOF
read_liberty $LIB
read_verilog agc_loop_netlist.v
link_design agc_loop
read_sdc agc_loop.sdc
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_checks -path_delay max -group_count 5 -format end
report_wns
report_tns
EOF
yosys -l synth.log -s synth.ys > /dev/null
sta -no_splash -exit sta.tcl > timing_8ns.rpt 2>&1
