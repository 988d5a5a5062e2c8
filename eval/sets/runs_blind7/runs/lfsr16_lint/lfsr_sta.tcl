read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog lfsr16_netlist.v
link_design lfsr16
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {load seed* step dbg_en}]
set_output_delay 1.0 -clock clk [get_ports rnd*]
report_checks -path_delay max -digits 3
report_worst_slack
