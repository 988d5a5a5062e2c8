yosys read_verilog bloom_hash8.v
yosys hierarchy -check -top bloom_hash8
yosys synth -top bloom_hash8
yosys tee -o bloom_generic_stat.txt stat -width
yosys select -count t:\$_SDFF*_ t:\$_DFF*_ t:\$_SDFFE*_ t:\$_DFFE*_
yosys dfflibmap -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys abc -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys opt_clean
yosys stat -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys write_verilog -noattr bloom_hash8_net.v
