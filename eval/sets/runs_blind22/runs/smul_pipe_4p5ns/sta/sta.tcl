read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/smul_pipe_net.v
link_design smul_pipe
read_sdc sta/smul.sdc
report_checks -path_delay max -fields {slew cap fanout} -digits 3
report_checks -path_delay max -group_count 5 -format end
report_wns -digits 3
report_tns -digits 3
exit
