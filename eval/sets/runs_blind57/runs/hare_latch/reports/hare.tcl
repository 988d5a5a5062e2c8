read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog netlists/hare_latchbank_gl.v
link_design hare_latchbank
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1 -clock clk [get_ports {wr_en waddr* wdata* raddr* rst_n}]
set_output_delay 1 -clock clk [all_outputs]
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
