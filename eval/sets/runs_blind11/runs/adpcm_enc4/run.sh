#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# adpcm_enc4: port resize on u_tab.idx (6-bit wire into 7-bit port); flattened; STA script refers to a port that does not exist (sample_in); yosys -s > log 2>&1
cp ../../designs/adpcm_enc4/adpcm_enc4.v ../../designs/adpcm_enc4/adpcm_steptab.v .
cat > adpcm.ys <<EOT
read_verilog adpcm_steptab.v adpcm_enc4.v
hierarchy -check -top adpcm_enc4
synth -flatten -top adpcm_enc4
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr adpcm_enc4_flat.v
EOT
yosys -s adpcm.ys > adpcm_synth.log 2>&1
cat > adpcm_sta.tcl <<EOT
read_liberty $LIB
read_verilog adpcm_enc4_flat.v
link_design adpcm_enc4
create_clock -name clk -period 25 [get_ports clk]
set_input_delay 3.0 -clock clk [get_ports {in_valid pcm_in[*]}]
set_input_delay 3.0 -clock clk [get_ports sample_in]
set_output_delay 3.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_worst_slack
EOT
sta -no_splash -exit adpcm_sta.tcl > adpcm_sta.rpt 2>&1
