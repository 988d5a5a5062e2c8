read_liberty $::env(OSU035_LIB)
read_verilog build/raven_cdc_mapped.v
link_design raven_cdc
read_sdc constraints/raven_cdc.sdc
report_checks -path_delay max -group_count 3 -fields {slew cap input_pins} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_clock_properties
