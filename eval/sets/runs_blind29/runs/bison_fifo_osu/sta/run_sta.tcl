read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog netlist/bison_fifo_mapped.v
link_design bison_fifo
read_sdc sta/bison.sdc
report_checks -path_delay max -group_count 5
report_checks -path_delay min -group_count 3
report_checks -path_delay max -format end -group_count 10
report_wns
report_tns
