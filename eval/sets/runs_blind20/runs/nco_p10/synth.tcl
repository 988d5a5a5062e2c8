# Tcl-driven yosys flow (yosys -c)
yosys -import
set lib $::env(LIB)
read_verilog rtl/nco_acc.v
hierarchy -check -top nco_acc
synth -top nco_acc
dfflibmap -liberty $lib
abc -liberty $lib
opt_clean
stat -liberty $lib
check
write_verilog -noattr out/nco_acc_mapped.v
