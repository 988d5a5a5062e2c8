read_liberty $::env(OSU035_LIB)
read_verilog crc5_usb_mapped.v
link_design crc5_usb
create_clock -name usb_clk -period 16.667 [get_ports clk]
set_input_delay 3.0 -clock usb_clk [get_ports {start bit_en bit_in finish}]
set_output_delay 2.0 -clock usb_clk [all_outputs]
report_clock_properties
report_checks -format summary
report_checks -path_delay max
report_wns
report_tns
