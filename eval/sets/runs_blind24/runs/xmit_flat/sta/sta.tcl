read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog syn/xmit_framer_flat.v
link_design xmit_framer
read_sdc sta/xmit.sdc
report_checks -path_delay max -fields {input_pins slew} -digits 3
report_checks -path_delay max -format end -endpoint_count 1 -group_count 6
report_wns
report_tns
report_power
