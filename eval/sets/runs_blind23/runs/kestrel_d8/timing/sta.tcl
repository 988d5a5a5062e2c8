read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog build/kestrel_avg_d8.v
link_design kestrel_avg
read_sdc timing/kestrel.sdc
report_checks -path_delay max -fields {slew cap input_pins nets} -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
report_power
