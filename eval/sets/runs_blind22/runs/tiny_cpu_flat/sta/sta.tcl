read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/tiny_cpu_flat.v
link_design tiny_cpu
read_sdc sta/cpu.sdc
puts "=== setup worst"
report_checks -path_delay max -fields {input_pins fanout} -digits 3
puts "=== path to zero flag"
report_checks -to [get_ports zero] -digits 3
puts "=== totals"
report_wns -digits 3
report_tns -digits 3
report_worst_slack -digits 2
exit
