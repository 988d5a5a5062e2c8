read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog results/orchid_seqdet_netlist.v
link_design orchid_seqdet
create_clock -name clk -period 5 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {rst_n bit_valid bit_in}]
set_output_delay 1.0 -clock clk [all_outputs]
report_checks -path_delay max
report_wns
