yosys read_verilog mac_pipe8.v
yosys hierarchy -check -top mac_pipe8
yosys synth -top mac_pipe8
yosys dfflibmap -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys abc -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys opt_clean
yosys stat -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys write_verilog -noattr mac_pipe8_gl.v
yosys read_liberty -lib /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys check
