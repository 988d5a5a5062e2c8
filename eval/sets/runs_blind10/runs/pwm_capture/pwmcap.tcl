yosys read_verilog pwm_capture.v
yosys hierarchy -check -top pwm_capture
yosys synth -top pwm_capture
yosys dfflibmap -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys abc -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys opt_clean
yosys stat -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys write_verilog -noattr pwm_capture_syn.v
