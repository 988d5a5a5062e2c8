read_liberty $::env(OSU035_LIB)
read_verilog azalea_uart_tx_mapped.v
link_design azalea_uart_tx
read_sdc azalea.sdc
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
