read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog netlist/medlar_crc.mapped.v
link_design medlar_crc
read_sdc reports/medlar_crc.sdc
report_checks -path_delay max -group_count 2 > reports/setup.rpt
report_checks -path_delay min > reports/hold.rpt
report_wns >> reports/setup.rpt
report_tns >> reports/setup.rpt
report_power > reports/power.rpt
