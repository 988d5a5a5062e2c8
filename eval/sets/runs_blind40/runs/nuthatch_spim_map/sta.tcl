# OpenSTA script for nuthatch_spim (OSU035, 200 MHz target)
read_liberty $::env(OSU035_LIB)
read_verilog netlist/nuthatch_spim_osu035.v
link_design nuthatch_spim
create_clock -name sysclk -period 5.0 [get_ports clk]
set_input_delay 1.0 -clock sysclk [get_ports {start tx_data* miso}]
set_output_delay 0.5 -clock sysclk [get_ports {mosi sclk cs_n busy done rx_data*}]
set_load 0.05 [all_outputs]
report_checks -path_delay max -digits 3 > sta.reports/setup.rpt
report_checks -path_delay min -digits 3 > sta.reports/hold.rpt
report_wns >> sta.reports/setup.rpt
report_tns >> sta.reports/setup.rpt
report_power > sta.reports/power.rpt
