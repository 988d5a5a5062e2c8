yosys read_verilog watchdog_fsm.v
yosys hierarchy -check -top watchdog_fsm
yosys synth -top watchdog_fsm
yosys dfflibmap -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys abc -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys opt_clean
yosys stat -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys write_verilog -noattr watchdog_fsm_mapped.v
