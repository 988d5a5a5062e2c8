#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# req_ack_xfer, run 2 of 2: same clocks, no false paths, so the clk_a -> clk_b crossing is timed; inline constraints; report_clock_properties; yosys -c Tcl | tee
cp ../../designs/req_ack_xfer/req_ack_xfer.v .
cat > xfer2.tcl <<EOT
yosys read_verilog req_ack_xfer.v
yosys hierarchy -check -top req_ack_xfer
yosys synth -top req_ack_xfer
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys opt_clean -purge
yosys stat -liberty $LIB
yosys write_verilog -noattr req_ack_xfer_net.v
EOT
yosys -c xfer2.tcl 2>&1 | tee xfer2_synth.log > /dev/null
cat > xfer2_sta.tcl <<EOT
read_liberty $LIB
read_verilog req_ack_xfer_net.v
link_design req_ack_xfer
create_clock -name clk_a -period 6 [get_ports clk_a]
create_clock -name clk_b -period 9 [get_ports clk_b]
set_input_delay 1.0 -clock clk_a [get_ports {rst_a send din[*]}]
set_input_delay 1.0 -clock clk_b [get_ports rst_b]
set_output_delay 1.0 -clock clk_a [get_ports a_busy]
set_output_delay 1.0 -clock clk_b [get_ports {dout[*] dout_vld}]
report_clock_properties
report_checks -path_delay min_max -group_count 1 -digits 3
report_checks -from [get_clocks clk_a] -to [get_clocks clk_b] -path_delay min_max -digits 3
report_wns
report_tns
EOT
sta -no_splash -exit xfer2_sta.tcl > xfer2_sta.rpt 2>&1
