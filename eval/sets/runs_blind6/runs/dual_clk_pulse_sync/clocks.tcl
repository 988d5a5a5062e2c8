read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog dual_clk_pulse_sync_syn.v
link_design dual_clk_pulse_sync
create_clock -name clk_a -period 5 [get_ports clk_a]
create_clock -name clk_b -period 13 -waveform {0 6.5} [get_ports clk_b]
set_clock_groups -asynchronous -group {clk_a} -group {clk_b}
set_input_delay 1.0 -clock clk_a [get_ports {evt_a rst_n}]
set_output_delay 1.0 -clock clk_a [get_ports cnt_a*]
set_output_delay 1.0 -clock clk_b [get_ports {cnt_b* evt_b}]
report_clock_properties
report_checks -group_count 3 -digits 2
report_worst_slack
