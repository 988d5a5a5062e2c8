yosys read_verilog mem_scrub_ctrl.v
yosys hierarchy -check -top mem_scrub_ctrl
yosys synth -top mem_scrub_ctrl
yosys dfflibmap -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys abc -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys opt_clean
yosys stat -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys write_verilog -noattr mem_scrub_ctrl_net.v
