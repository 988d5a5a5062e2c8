read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog build~1/olive_seqdet.vg
link_design olive_seqdet
read_sdc build~1/timing/olive.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
