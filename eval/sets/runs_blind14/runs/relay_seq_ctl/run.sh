#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# relay_seq_ctl: completes with several kinds of warnings (implicit net, literal too wide, out-of-range bit select, tri-state, port resizing); synth -flatten; hilomap to TIEHI/TIELO placeholder cells (not in the liberty); check; stat -liberty; not timed; yosys -l -s
cp ../../designs/relay_seq_ctl/relay_drv.v ../../designs/relay_seq_ctl/relay_seq_ctl.v .
cat > relay.ys <<EOT
read_verilog relay_drv.v relay_seq_ctl.v
hierarchy -check -top relay_seq_ctl
synth -flatten -top relay_seq_ctl
dfflibmap -liberty $LIB
abc -liberty $LIB
opt_clean
hilomap -hicell TIEHI Y -locell TIELO Y
check
stat -liberty $LIB
write_verilog -noattr relay_seq_ctl_net.v
EOT
yosys -l relay_build.log -s relay.ys > /dev/null
