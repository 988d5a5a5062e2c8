#!/usr/bin/env bash
# xmit_flat: transmit framer, flattened before mapping; STA at 10 ns
set -u
cd "$(dirname "$0")"
OSU035_LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}

rm -rf rtl syn sta
mkdir -p rtl syn sta
cp ../../designs/xmit_framer/xmit_framer.v rtl/

cat > syn/flat.ys <<EOF
read_verilog rtl/xmit_framer.v
hierarchy -check -top xmit_framer
synth -top xmit_framer -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/xmit_framer_flat.v
EOF
yosys -l syn/yosys_flat.log -s syn/flat.ys > /dev/null
echo "yosys exit: $?"

cat > sta/xmit.sdc <<'EOF'
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.5 -clock clk [get_ports {send msg_type* pay_byte* pay_last rst_n}]
set_output_delay 1.5 -clock clk [get_ports {pay_pop txd idle}]
EOF
cat > sta/sta.tcl <<EOF
read_liberty $OSU035_LIB
read_verilog syn/xmit_framer_flat.v
link_design xmit_framer
read_sdc sta/xmit.sdc
report_checks -path_delay max -fields {input_pins slew} -digits 3
report_checks -path_delay max -format end -endpoint_count 1 -group_count 6
report_wns
report_tns
report_power
EOF
sta -no_splash -exit sta/sta.tcl > sta/report.txt 2>&1
echo "sta exit: $?"
