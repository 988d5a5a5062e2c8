create_clock -name wclk -period 8.2 [get_ports wclk]
create_clock -name rclk -period 5.0 [get_ports rclk]
set_input_delay 1.0 -clock wclk [get_ports inc]
set_output_delay 1.0 -clock rclk [get_ports {rptr_bin[*] delta[*]}]
