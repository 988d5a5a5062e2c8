#!/usr/bin/env bash
# wavegen_hier: DDS tone generator kept hierarchical (no flatten); per-module stats, STA + power on the hierarchical netlist
set -u
cd "$(dirname "$0")"
OSU035_LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}

rm -rf rtl out
mkdir -p rtl out
cp ../../designs/wavegen/wavegen.v rtl/

yosys -l out/yosys.log -p "
read_verilog rtl/wavegen.v;
hierarchy -check -top wavegen;
synth -top wavegen;
dfflibmap -liberty $OSU035_LIB;
abc -liberty $OSU035_LIB;
opt_clean;
stat -liberty $OSU035_LIB;
write_verilog -noattr out/wavegen_hier.v
" > /dev/null
echo "yosys exit: $?"

cat > out/wavegen.sdc <<'EOF'
create_clock -name clk -period 15.0 [get_ports clk]
set_input_delay 3.0 -clock clk [get_ports {run_en tune_word* atten*}]
set_output_delay 3.0 -clock clk [get_ports sample*]
set_load 0.02 [get_ports sample*]
EOF

cat > out/sta.tcl <<EOF
read_liberty $OSU035_LIB
read_verilog out/wavegen_hier.v
link_design wavegen
read_sdc out/wavegen.sdc
report_checks -path_delay max -fields {slew cap} -digits 3
report_checks -path_delay max -format end -group_count 8
report_worst_slack -digits 3
report_tns -digits 3
report_power
EOF

sta -no_splash -exit out/sta.tcl > out/sta_report.txt 2>&1
echo "sta exit: $?"
