read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/ivy_spi_hier.v
link_design ivy_spi
read_sdc sta/ivy.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns -digits 3
report_tns -digits 3
report_power
exit
