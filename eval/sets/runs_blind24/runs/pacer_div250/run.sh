#!/usr/bin/env bash
# pacer_div250: same pacer with DIV=250 (wider tick counter); mapped + STA at 6 ns with end-point summary
set -u
cd "$(dirname "$0")"
OSU035_LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}

rm -rf rtl logs out
mkdir -p rtl logs out
cp ../../designs/pacer_gen/pacer_gen.v rtl/

yosys -l logs/yosys_div250.log -p "
read_verilog rtl/pacer_gen.v;
chparam -set DIV 250 pacer_gen;
synth -top pacer_gen -flatten;
dfflibmap -liberty $OSU035_LIB;
abc -liberty $OSU035_LIB;
opt_clean;
stat -liberty $OSU035_LIB;
write_verilog -noattr out/pacer_gen_div250.v
" > /dev/null
echo "yosys exit: $?"

cat > out/pacer.sdc <<'EOF'
create_clock -name clk -period 6.0 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {enable req rst_n}]
set_output_delay 1.0 -clock clk [get_ports {grant tokens* overflow_drop}]
EOF
cat > out/sta.tcl <<EOF
read_liberty $OSU035_LIB
read_verilog out/pacer_gen_div250.v
link_design pacer_gen
read_sdc out/pacer.sdc
report_checks -path_delay max -format end -group_count 5
report_checks -path_delay max -digits 3
report_checks -path_delay min -format end -group_count 3
report_worst_slack -digits 3
report_wns -digits 3
report_tns -digits 3
EOF
sta -no_splash -exit out/sta.tcl > logs/sta_div250.log 2>&1
echo "sta exit: $?"
