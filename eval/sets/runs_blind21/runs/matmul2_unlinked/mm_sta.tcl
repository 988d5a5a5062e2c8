read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog out/matmul2_gen.v
link_design matmul2
read_sdc mm.sdc
report_checks -digits 3
report_wns
