read_liberty $::env(OSU035_LIB)
read_verilog syn/macaw_pulsesync_osu.v
link_design macaw_pulsesync
create_clock -name clk_a -period 10 [get_ports clk_a]
create_clock -name clk_b -period 6.6 [get_ports clk_b]
set_input_delay 1.0 -clock clk_a [get_ports pulse_a]
