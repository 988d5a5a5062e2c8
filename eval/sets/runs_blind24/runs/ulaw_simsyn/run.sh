#!/usr/bin/env bash
# ulaw_simsyn: simulate the mu-law encoder against its reference model, then map it (no STA in this run)
set -u
cd "$(dirname "$0")"
OSU035_LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}

rm -rf src logs out work
mkdir -p src logs out work
cp ../../designs/ulaw_enc/ulaw_enc.v ../../designs/ulaw_enc/tb_ulaw_enc.v src/

# --- simulation ---
iverilog -g2005 -Wall -o work/tb_ulaw_enc.vvp src/tb_ulaw_enc.v src/ulaw_enc.v > logs/iverilog.log 2>&1
vvp -n work/tb_ulaw_enc.vvp > logs/sim.log 2>&1
echo "sim exit: $?"

# --- synthesis (quiet console, full log file) ---
yosys -q -l logs/synth.log -p "
read_verilog src/ulaw_enc.v;
synth -top ulaw_enc -flatten;
dfflibmap -liberty $OSU035_LIB;
abc -D 8000 -liberty $OSU035_LIB;
opt_clean;
tee -o out/area.txt stat -liberty $OSU035_LIB;
write_verilog -noattr out/ulaw_enc.v
"
echo "yosys exit: $?"
