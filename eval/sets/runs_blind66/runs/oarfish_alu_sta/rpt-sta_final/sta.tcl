read_liberty $::env(OSU035_LIB)
read_verilog netlist/oarfish_alu_mapped.v
link_design oarfish_alu
read_sdc rpt-sta_final/constraints.sdc
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
report_power
