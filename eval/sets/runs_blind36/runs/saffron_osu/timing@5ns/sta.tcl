read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog netlist/saffron_uart_osu035.v
link_design saffron_uart
read_sdc timing@5ns/saffron.sdc
report_checks -path_delay max -fields {slew cap fanout} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
set_power_activity -input -activity 0.1
report_power
