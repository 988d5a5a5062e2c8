#!/bin/bash
set -u
cd "$(dirname "$0")"
LIB=${OSU035_LIB:-/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib}
# cfg_shadow: elaboration error expected (instantiated module missing); yosys -c Tcl with -l
cp ../../designs/cfg_shadow/cfg_shadow.v .
cat > shadow.tcl <<EOT
yosys read_verilog cfg_shadow.v
yosys hierarchy -check -top cfg_shadow
yosys synth -top cfg_shadow
yosys dfflibmap -liberty $LIB
yosys abc -liberty $LIB
yosys stat -liberty $LIB
yosys write_verilog -noattr cfg_shadow_net.v
EOT
yosys -c shadow.tcl -l shadow_yosys.log > /dev/null 2>&1
echo "yosys exit status: $?" > exit_status.txt
