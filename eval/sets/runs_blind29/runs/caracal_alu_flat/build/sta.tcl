read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog build/caracal_alu_flat.v
link_design caracal_alu
read_sdc build/caracal.sdc
set_power_activity -input -activity 0.2
report_checks -path_delay max -fields {slew cap fanout}
report_wns
report_tns
report_power
