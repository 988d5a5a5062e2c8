yosys -import
set lib $::env(LIB)
read_verilog rtl/resync_bridge.v
hierarchy -check -top resync_bridge
log "cells per module before flattening:"
stat
synth -top resync_bridge -flatten
dfflibmap -liberty $lib
abc -liberty $lib
opt_clean
splitnets -ports
tee -o syn/area.rpt stat -liberty $lib
write_verilog -noattr syn/resync_bridge.mapped.v
