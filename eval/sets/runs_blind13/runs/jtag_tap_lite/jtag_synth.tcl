yosys read_verilog jtag_tap_lite.v
yosys hierarchy -check -top jtag_tap_lite
yosys synth -top jtag_tap_lite
yosys dfflibmap -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys abc -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys opt_clean -purge
yosys stat -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys write_verilog -noattr jtag_tap_lite_net.v
