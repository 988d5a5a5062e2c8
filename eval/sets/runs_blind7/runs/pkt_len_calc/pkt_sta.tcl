read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog pkt_len_calc_syn.v
link_design pkt_len_calc
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 2.0 -clock clk [get_ports {payload_len* hdr_words*}]
set_output_delay 2.0 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_wns
