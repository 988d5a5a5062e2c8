read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/prng_xs16_net.v
link_design prng_xs16
read_sdc sta/prng.sdc
puts "### setup paths"
report_checks -path_delay max -fields {slew cap input_pins fanout} -digits 3
puts "### worst slack / tns"
report_worst_slack -digits 3
report_tns -digits 3
puts "### power"
set_power_activity -global -activity 0.2
report_power
exit
