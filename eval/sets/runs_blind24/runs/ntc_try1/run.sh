#!/usr/bin/env bash
# ntc_try1: first synthesis attempt of the thermistor linearizer (OSU035 mapping + STA planned)
set -u
cd "$(dirname "$0")"
OSU035_LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}

rm -rf rtl logs out
mkdir -p rtl logs out
cp ../../designs/ntc_lin/ntc_lin.v rtl/

cat > synth_ntc.ys <<EOF
read_verilog rtl/ntc_lin.v
synth -top ntc_lin -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
stat -liberty $OSU035_LIB
write_verilog -noattr out/ntc_lin_syn.v
EOF

yosys -l logs/yosys.log -s synth_ntc.ys > /dev/null 2>&1
rc=$?
echo "yosys exit: $rc" | tee logs/status.txt
if [ $rc -ne 0 ]; then
  echo "synthesis failed, skipping STA" | tee -a logs/status.txt
  exit 0
fi

cat > out/ntc.sdc <<'EOF'
create_clock -name clk -period 20 [get_ports clk]
EOF
cat > out/sta.tcl <<EOF
read_liberty $OSU035_LIB
read_verilog out/ntc_lin_syn.v
link_design ntc_lin
read_sdc out/ntc.sdc
report_checks
EOF
sta -no_splash -exit out/sta.tcl > logs/sta.log 2>&1
