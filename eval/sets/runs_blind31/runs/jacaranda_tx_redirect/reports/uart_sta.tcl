read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/jacaranda_tx_par.v
link_design jacaranda_tx
read_sdc reports/uart.sdc
report_checks -path_delay max -digits 3 > reports/setup.rpt
report_checks -path_delay min -digits 3 > reports/hold.rpt
report_wns -digits 3 >> reports/setup.rpt
report_tns -digits 3 >> reports/setup.rpt
report_power > reports/power.rpt
exit
