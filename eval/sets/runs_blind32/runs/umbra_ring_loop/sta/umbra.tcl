read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/umbra_ring_mapped.v
link_design umbra_ring
read_sdc sta/umbra.sdc
report_checks -path_delay max -digits 3
report_wns -digits 3
report_tns -digits 3
exit
