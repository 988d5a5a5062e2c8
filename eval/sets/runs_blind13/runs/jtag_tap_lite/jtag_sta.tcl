read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog jtag_tap_lite_net.v
link_design jtag_tap_lite
create_clock -name tck -period 20 [get_ports tck]
set_clock_latency 1.2 [get_clocks tck]
set_input_delay -max 4.0 -clock tck [get_ports {tms tdi trst_n}]
set_input_delay -min 0.1 -clock tck [get_ports {tms tdi trst_n}]
set_output_delay 3.0 -clock tck [get_ports {tdo tdo_en in_reset}]
report_checks -path_delay min_max -digits 3
report_checks -path_delay min -group_count 6 -endpoint_count 1 -format end
report_checks -path_delay max -to [get_ports tdo] -format full_clock -digits 3
report_instance _309_
report_worst_slack
report_tns
