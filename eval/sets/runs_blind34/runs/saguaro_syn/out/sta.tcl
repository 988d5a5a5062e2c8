read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/saguaro_div_netlist.v
link_design saguaro_div
read_sdc out/saguaro.sdc
report_checks -path_delay max -digits 3 > out/setup.rpt
report_checks -path_delay min -digits 3 > out/hold.rpt
report_wns >> out/setup.rpt
report_tns >> out/setup.rpt
set_power_activity -input -activity 0.1
report_power > out/power.rpt
exit
