# hierarchical synthesis of bilberry_mac, ABC driven by a 6 ns delay target (run with yosys -c)
yosys -import
set lib $::env(OSU035_LIB)
read_verilog rtl/bilberry_mult.v rtl/bilberry_mac.v
hierarchy -check -top bilberry_mac
synth -top bilberry_mac
dfflibmap -liberty $lib
abc -D 6000 -liberty $lib
opt_clean
stat -liberty $lib
write_verilog -noattr {run-2024 results/bilberry_mac_hier.v}
