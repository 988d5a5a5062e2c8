read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog netlist/avocet_sertx_osu035.v
link_design avocet_sertx
read_sdc sta/avocet.sdc
report_checks -path_delay max -fields {slew cap input_pins} -digits 3 > sta/setup_max.rpt
report_checks -path_delay min -digits 3 > sta/hold_min.rpt
report_wns >> sta/setup_max.rpt
report_tns >> sta/setup_max.rpt
