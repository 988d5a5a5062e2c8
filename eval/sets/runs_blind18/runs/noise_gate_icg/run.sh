#!/bin/bash
# noise_gate_ctl: Tcl driven yosys flow, then STA on the mapped netlist.
cd "$(dirname "$0")"
export OSU035_LIB="${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}"
mkdir -p rtl && cp ../../designs/noise_gate_ctl/*.v rtl/
cat > flow.tcl <<'TCL'
yosys -import
set lib $::env(OSU035_LIB)
read_verilog rtl/icg_stub.v
read_verilog rtl/noise_gate_ctl.v
hierarchy -check -top noise_gate_ctl
yosys proc
opt
fsm
fsm_recode -encoding one-hot
opt
memory
techmap
opt
dfflibmap -liberty $lib
abc -liberty $lib
opt_clean -purge
check
stat -liberty $lib
write_verilog -noattr noise_gate_ctl.gl.v
TCL
yosys -c flow.tcl > yosys_flow.log 2>&1
echo "yosys rc=$?" > status.txt
sta -no_splash -exit timing.tcl > timing.log 2>&1
echo "sta rc=$?" >> status.txt
