read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog booth_mul_gl.v
link_design booth_mul
read_sdc booth_mul.sdc
puts "### setup + hold, worst path each"
report_checks -path_delay min_max
puts "### check types"
report_check_types -max_delay -min_delay
puts "### power (default activity)"
report_power
report_worst_slack -max
report_worst_slack -min
