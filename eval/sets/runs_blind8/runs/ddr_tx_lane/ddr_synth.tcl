yosys read_verilog ddr_tx_lane.v
yosys hierarchy -check -top ddr_tx_lane
yosys synth -top ddr_tx_lane
yosys dfflibmap -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys abc -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys opt_clean
yosys stat -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys write_verilog -noattr ddr_tx_lane_syn.v
yosys read_liberty -lib /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys check
