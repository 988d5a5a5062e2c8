read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog results/echidna_spi_syn.v
link_design echidna_spi
read_sdc results/spi.sdc
set_power_activity -input -activity 0.2
report_checks -path_delay max -digits 3
report_wns
report_tns
report_power
