#!/usr/bin/env bash
# xmit_hier: same transmit framer RTL, hierarchy kept (no -flatten); area per submodule, no STA
set -u
cd "$(dirname "$0")"
OSU035_LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}

rm -rf rtl syn
mkdir -p rtl syn
cp ../../designs/xmit_framer/xmit_framer.v rtl/

cat > syn/hier.ys <<EOF
read_verilog rtl/xmit_framer.v
hierarchy -check -top xmit_framer
synth -top xmit_framer
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr syn/xmit_framer_hier.v
EOF
yosys -l syn/yosys_hier.log -s syn/hier.ys > /dev/null
echo "yosys exit: $?"
