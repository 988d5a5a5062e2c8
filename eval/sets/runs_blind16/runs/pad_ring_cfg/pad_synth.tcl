yosys read_verilog pad_drv_ctl.v pad_ring_cfg.v
yosys hierarchy -check -top pad_ring_cfg
yosys synth -top pad_ring_cfg
yosys check
yosys dfflibmap -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys abc -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys hilomap -hicell TIEHI Y -locell TIELO Y
yosys opt_clean
yosys stat -liberty /work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
yosys write_verilog -noattr pad_ring_cfg_net.v
