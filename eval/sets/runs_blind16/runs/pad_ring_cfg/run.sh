#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# pad_ring_cfg: several warnings of different kinds (port width, implicit net, latch, tri-state);
# hierarchy kept; hilomap for constant drivers; check after synth; yosys -l pad_yosys.txt -c pad_synth.tcl; not timed
cp ../../designs/pad_ring_cfg/pad_drv_ctl.v ../../designs/pad_ring_cfg/pad_ring_cfg.v .
cat > pad_synth.tcl <<EOT
yosys read_verilog pad_drv_ctl.v pad_ring_cfg.v
yosys hierarchy -check -top pad_ring_cfg
yosys synth -top pad_ring_cfg
yosys check
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys hilomap -hicell TIEHI Y -locell TIELO Y
yosys opt_clean
yosys stat -liberty $LIB
yosys write_verilog -noattr pad_ring_cfg_net.v
EOT
yosys -l pad_yosys.txt -c pad_synth.tcl > /dev/null 2>&1
