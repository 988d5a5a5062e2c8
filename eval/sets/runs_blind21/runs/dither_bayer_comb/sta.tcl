read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/dither_bayer_syn.v
link_design dither_bayer
read_sdc dither.sdc
puts "##### worst path per endpoint (3 endpoints) #####"
report_checks -group_count 3 -endpoint_count 1 -digits 3
puts "##### endpoint summary #####"
report_checks -group_count 4 -format end
puts "##### totals #####"
report_wns
report_tns
