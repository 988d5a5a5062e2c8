yosys read_verilog cfg_shadow.v
yosys hierarchy -check -top cfg_shadow
yosys synth -top cfg_shadow
yosys dfflibmap -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys abc -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys stat -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys write_verilog -noattr cfg_shadow_net.v
