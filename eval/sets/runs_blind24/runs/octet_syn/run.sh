#!/usr/bin/env bash
# octet_syn: octet_aligner mapped to OSU035, 10 ns clock, STA with extra report fields
set -u
cd "$(dirname "$0")"
OSU035_LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
DESIGN=octet_aligner

rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/$DESIGN/$DESIGN.v rtl/

cat > syn/synth.ys <<EOF
read_verilog rtl/$DESIGN.v
hierarchy -check -top $DESIGN
synth -top $DESIGN
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean -purge
stat -liberty $OSU035_LIB
write_verilog -noattr syn/${DESIGN}_mapped.v
EOF

yosys -l syn/yosys.log -s syn/synth.ys > /dev/null
echo "yosys exit: $?"

cat > sta/constraints.sdc <<EOF
create_clock -name clk -period 10.0 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {rst_n sdata}]
set_output_delay 2.0 -clock clk [all_outputs]
set_load 0.05 [all_outputs]
EOF

cat > sta/sta.tcl <<EOF
read_liberty $OSU035_LIB
read_verilog syn/${DESIGN}_mapped.v
link_design $DESIGN
read_sdc sta/constraints.sdc
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
EOF

sta -no_splash -exit sta/sta.tcl > sta/timing.rpt 2>&1
echo "sta exit: $?"
