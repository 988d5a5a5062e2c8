read_liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
read_verilog tuatara_pwm_syn.v
link_design tuatara_pwm
create_clock -name clk -period 8.0 [get_ports clk]
report_checks
