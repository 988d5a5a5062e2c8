read_liberty $::env(OSU035_LIB)
read_verilog out+hier/tarsier_spi_hier.v
link_design tarsier_spi
read_sdc out+hier/spi.sdc
report_checks -path_delay max -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
