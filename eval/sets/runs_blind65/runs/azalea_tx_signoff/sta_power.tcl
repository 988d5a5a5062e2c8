read_liberty $::env(OSU035_LIB)
read_verilog azalea_uart_tx_mapped.v
link_design azalea_uart_tx
read_sdc azalea.sdc
set_power_activity -input -activity 0.1
report_power
