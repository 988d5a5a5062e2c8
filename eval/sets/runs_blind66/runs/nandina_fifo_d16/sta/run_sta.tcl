read_liberty $::env(OSU035_LIB)
read_verilog syn/nandina_fifo_d16.v
link_design nandina_fifo
read_sdc sta/fifo.sdc
report_checks -path_delay max -digits 3
report_wns
report_tns
