read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog dma_ctrl_top_syn.v
link_design dma_ctrl_top
create_clock -name hclk -period 8.0 [get_ports hclk]
set_input_delay 1.2 -clock hclk [delete_from_list [all_inputs] [get_ports {hclk hresetn}]]
set_output_delay 1.5 -clock hclk [all_outputs]
set_false_path -from [get_ports hresetn]
set_load 0.05 [all_outputs]
report_clock_properties
report_checks -path_delay max -digits 4
report_checks -path_delay min -digits 4
report_tns
report_wns
