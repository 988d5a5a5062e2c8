read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog netlist/estuary_ram_syn.v
link_design estuary_ram
read_sdc reports/estuary.sdc
report_checks -path_delay max -group_count 5 -format end
report_checks -path_delay max -fields {input_pins}
report_worst_slack
report_tns
