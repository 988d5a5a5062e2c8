#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# expgolomb_enc: opt -full + share before synth; yosys -s piped through tee; 2.5 ns; checks before and after
# set_multicycle_path 2 -setup / 1 -hold from the sval_r register (half-rate input)
cp ../../designs/expgolomb_enc/expgolomb_enc.v .
cat > expg.ys <<EOT
read_verilog expgolomb_enc.v
hierarchy -check -top expgolomb_enc
proc
opt -full
share -aggressive
synth -top expgolomb_enc
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr expgolomb_enc_net.v
EOT
yosys -s expg.ys 2>&1 | tee expg_synth.txt > /dev/null
# clock pins of the sval_r flops (Q drives sval_r[n]), taken from the netlist
SRC=$(awk '/DFFPOSX1 /{inst=$2} /\.Q\(sval_r\[/{printf "%s/CLK ", inst}' expgolomb_enc_net.v)
echo "sval_r clock pins: $SRC" > mcp_pins.txt
cat > expg_sta.tcl <<EOT
read_liberty $LIB
read_verilog expgolomb_enc_net.v
link_design expgolomb_enc
create_clock -name clk -period 2.5 [get_ports clk]
set_input_delay 0.8 -clock clk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.8 -clock clk [all_outputs]
puts "--- single-cycle ---"
report_checks -path_delay max -digits 3
report_tns
set_multicycle_path 2 -setup -from [get_pins {$SRC}]
set_multicycle_path 1 -hold -from [get_pins {$SRC}]
puts "--- with multicycle 2 from sval_r ---"
report_checks -path_delay min_max -digits 3
report_checks -path_delay max -from [get_pins {$SRC}] -digits 3
report_tns
report_wns
EOT
timeout 60 sta -no_splash -exit expg_sta.tcl > expg_sta.rpt 2>&1
