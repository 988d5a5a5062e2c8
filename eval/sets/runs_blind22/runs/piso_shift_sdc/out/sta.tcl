read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/piso_shift_net.v
link_design piso_shift
read_sdc out/piso.sdc
puts "--- check_setup"
check_setup -verbose -unconstrained_endpoints
puts "--- setup"
report_checks -path_delay max -digits 3
puts "--- unconstrained"
report_checks -unconstrained -to [get_ports done] -digits 3
puts "--- net sdo"
report_net -digits 3 sdo
report_worst_slack -digits 3
exit
