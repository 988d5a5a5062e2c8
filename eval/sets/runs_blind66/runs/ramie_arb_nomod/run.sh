#!/bin/bash
# ramie_arb_nomod: round-robin arbiter synthesised with only ramie_arb.v copied (ramie_rotor.v forgotten)
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl yosys_out
mkdir -p rtl yosys_out
cp ../../designs/ramie_arb/ramie_arb.v rtl/
yosys -l yosys_out/arb_synth.log -p "
read_verilog rtl/ramie_arb.v
hierarchy -check -top ramie_arb
synth -top ramie_arb
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr yosys_out/ramie_arb_mapped.v
" > /dev/null 2>&1
echo "yosys exit code: $?" > yosys_out/exit_status.txt
