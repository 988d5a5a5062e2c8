read_liberty $::env(OSU035_LIB)
read_verilog netlist/narcissus_spi.syn.v
link_design narcissus_spi
read_sdc constraints/narcissus.sdc
report_checks -path_delay min_max -fields {slew cap fanout} -digits 3
report_wns
report_tns
report_power
