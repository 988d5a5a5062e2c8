read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog netlist/moraine_v1_gl.v
link_design moraine_v1
read_sdc scripts/moraine_v1.sdc
report_clock_properties
report_checks -path_delay max -group_count 3 -fields {input_pins} -digits 3
report_wns
report_tns
