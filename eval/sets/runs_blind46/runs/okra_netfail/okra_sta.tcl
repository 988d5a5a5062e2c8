read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog gate/okra_debounce_gate.v
link_design okra_debounce
create_clock -name clk -period 10 [get_ports clk]
report_checks -path_delay max
report_wns
