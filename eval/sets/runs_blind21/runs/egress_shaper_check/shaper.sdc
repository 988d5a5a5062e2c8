create_clock -name clk -period 6 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {pkt_req pkt_len*}]
set_output_delay 1.0 -clock clk [get_ports {pkt_grant drop}]
