read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog build/trout_pwm_mapped.v
link_design trout_pwm
create_clock -name clk -period 10 [get_ports clk]
report_checks
