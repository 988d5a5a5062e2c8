read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog netlist/pangolin_ram_osu035.v
link_design pangolin_ram
read_sdc netlist/pangolin.sdc
report_checks -path_delay max -fields {input_pins} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
