yosys read_verilog seq_divider8.v
yosys hierarchy -check -top seq_divider8
yosys synth -top seq_divider8
yosys dfflibmap -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys abc -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys opt_clean
yosys stat -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys write_verilog -noattr seq_divider8_map.v
