#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# req_ack_xfer, run 1 of 2: clk_a 6 ns + clk_b 9 ns, set_false_path both ways between the clocks (SDC file, read_sdc); min_max; yosys -s -l
cp ../../designs/req_ack_xfer/req_ack_xfer.v .
cat > xfer.ys <<EOT
read_verilog req_ack_xfer.v
hierarchy -check -top req_ack_xfer
synth -top req_ack_xfer
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean -purge
stat -liberty $LIB
write_verilog -noattr req_ack_xfer_net.v
EOT
yosys -s xfer.ys -l xfer_synth.log > /dev/null
cat > xfer_fp.sdc <<EOT
create_clock -name clk_a -period 6 [get_ports clk_a]
create_clock -name clk_b -period 9 [get_ports clk_b]
set_false_path -from [get_clocks clk_a] -to [get_clocks clk_b]
set_false_path -from [get_clocks clk_b] -to [get_clocks clk_a]
set_input_delay 1.0 -clock clk_a [get_ports {rst_a send din[*]}]
set_input_delay 1.0 -clock clk_b [get_ports rst_b]
set_output_delay 1.0 -clock clk_a [get_ports a_busy]
set_output_delay 1.0 -clock clk_b [get_ports {dout[*] dout_vld}]
EOT
cat > xfer_fp_sta.tcl <<EOT
read_liberty $LIB
read_verilog req_ack_xfer_net.v
link_design req_ack_xfer
read_sdc xfer_fp.sdc
report_checks -path_delay min_max -group_count 1 -digits 3
report_checks -from [get_clocks clk_a] -to [get_clocks clk_b] -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit xfer_fp_sta.tcl > xfer_fp_sta.rpt 2>&1
