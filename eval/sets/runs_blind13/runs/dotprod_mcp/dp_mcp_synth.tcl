yosys read_verilog dotprod4_pipe.v
yosys hierarchy -check -top dotprod4_pipe
yosys synth -top dotprod4_pipe
yosys dfflibmap -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys abc -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys splitnets
yosys opt_clean -purge
yosys stat -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys write_verilog -noattr dotprod4_pipe_net.v
