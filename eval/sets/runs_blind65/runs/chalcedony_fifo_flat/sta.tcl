read_liberty $::env(OSU035_LIB)
read_verilog chalcedony_fifo_flat.v
link_design chalcedony_fifo
read_sdc fifo.sdc
report_checks -path_delay max -group_count 3
report_wns
report_tns
