#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# sent_nibble_tx: plain synth (FSM pass runs inside synth); yosys -s | tee sent_synth.log;
# STA 10 ns: -unconstrained, report_check_types, report_checks -through
cp ../../designs/sent_nibble_tx/sent_nibble_tx.v .
cat > sent.ys <<EOT
read_verilog sent_nibble_tx.v
hierarchy -check -top sent_nibble_tx
synth -top sent_nibble_tx
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr sent_nibble_tx_net.v
EOT
yosys -s sent.ys | tee sent_synth.log > /dev/null
cat > sent_sta.tcl <<EOT
read_liberty $LIB
read_verilog sent_nibble_tx_net.v
link_design sent_nibble_tx
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {start status* payload*}]
report_checks -path_delay max -digits 3
report_checks -unconstrained -path_delay max -to [get_ports sent_out] -digits 3
report_checks -through [get_ports start] -digits 3
report_check_types -max_delay -min_delay -max_transition
EOT
sta -no_splash -exit sent_sta.tcl > sent_sta.log 2>&1
