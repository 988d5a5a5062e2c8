read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog {results (latch)/walnut_latch_osu.v}
link_design walnut_latch
read_sdc {results (latch)/walnut.sdc}
report_checks -path_delay max
report_checks -path_delay min
report_wns
report_tns
