read_liberty $::env(OSU035_LIB)
read_verilog netlist/mallow_tx_osu035.v
link_design mallow_tx
read_sdc sta/mallow_tx.sdc
report_checks -path_delay max -fields {slew cap input_pins} -digits 3
report_checks -path_delay min -digits 3
report_wns
report_tns
set_power_activity -input -activity 0.1
report_power
