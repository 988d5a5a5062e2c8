#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# radix4_booth_seq: Icarus exhaustive self-check (booth_sim.log); Yosys Tcl script via -c, | tee build.log; 4 ns (setup violation); -group_count/-endpoint_count; report_wns / report_tns / report_worst_slack
cp ../../designs/radix4_booth_seq/radix4_booth_seq.v ../../designs/radix4_booth_seq/tb_radix4_booth_seq.v .
iverilog -o booth_tb.vvp tb_radix4_booth_seq.v radix4_booth_seq.v > booth_sim.log 2>&1
vvp -n booth_tb.vvp >> booth_sim.log 2>&1
rm -f booth_tb.vvp
cat > booth_flow.tcl <<EOT
yosys read_verilog radix4_booth_seq.v
yosys hierarchy -check -top radix4_booth_seq
yosys synth -top radix4_booth_seq
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys opt_clean
yosys stat -liberty $LIB
yosys write_verilog -noattr radix4_booth_seq_net.v
EOT
yosys -c booth_flow.tcl | tee build.log > /dev/null
cat > booth_sta.tcl <<EOT
read_liberty $LIB
read_verilog radix4_booth_seq_net.v
link_design radix4_booth_seq
create_clock -name mclk -period 4 [get_ports clk]
set_input_delay 0.8 -clock mclk [delete_from_list [all_inputs] [get_ports clk]]
set_output_delay 0.8 -clock mclk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay max -group_count 6 -endpoint_count 1 -format end
report_checks -path_delay min -digits 3
report_wns
report_tns
report_worst_slack
EOT
sta -no_splash -exit booth_sta.tcl > booth_sta.rpt 2>&1
