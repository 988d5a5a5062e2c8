read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog hier.d/netlist/osmium_spi_hier.v
link_design osmium_spi
create_clock -name clk -period 8 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {start div[*] mosi_data[*] miso}]
set_output_delay 2.0 -clock clk [all_outputs]
report_checks -path_delay max -format full_clock
report_wns
report_tns
set_power_activity -global -activity 0.2
report_power -digits 4
