#!/bin/bash
# leaky_bucket: hierarchy check + warnings review, flatten, map, STA with
# quasi-static config inputs (rate, depth) false-pathed.
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
cp ../../designs/leaky_bucket/lb_sat_add.v ../../designs/leaky_bucket/leaky_bucket.v .
cat > lb_synth.ys <<EOF
read_verilog lb_sat_add.v leaky_bucket.v
hierarchy -check -top leaky_bucket
proc
flatten
check
synth -top leaky_bucket
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
stat -liberty $LIB
write_verilog -noattr leaky_bucket_syn.v
EOF
yosys -s lb_synth.ys 2>&1 | tee lb_yosys.out > /dev/null
cat > leaky_bucket.sdc <<'EOF'
create_clock -name clk -period 7.5 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {req req_len tick}]
set_input_delay 2.0 -clock clk [get_ports {rate depth}]
set_output_delay 2.0 -clock clk [all_outputs]
# rate/depth are programmed once at init
set_false_path -from [get_ports {rate depth}]
set_false_path -from [get_ports rst_n]
set_load 0.04 [all_outputs]
EOF
cat > lb_sta.tcl <<EOF
read_liberty $LIB
read_verilog leaky_bucket_syn.v
link_design leaky_bucket
read_sdc leaky_bucket.sdc
puts ">> worst setup path"
report_checks -path_delay max -fields {slew cap}
puts ">> through the grant output"
report_checks -through [get_ports grant]
puts ">> anything from depth? (false-pathed)"
report_checks -from [get_ports {depth[0]}]
puts ">> summary"
report_checks -group_count 6 -format summary
report_tns
report_wns
report_worst_slack
EOF
sta -no_splash -exit lb_sta.tcl | tee sta_lb.log > /dev/null
