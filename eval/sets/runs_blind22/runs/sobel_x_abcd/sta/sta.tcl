read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/sobel_x_mapped.v
link_design sobel_x
read_sdc sta/sobel.sdc
puts "---- check_setup ----"
check_setup -verbose
puts "---- worst 3 endpoints ----"
report_checks -group_count 3 -endpoint_count 1 -format end
puts "---- worst path ----"
report_checks -digits 3
report_worst_slack -digits 3
exit
