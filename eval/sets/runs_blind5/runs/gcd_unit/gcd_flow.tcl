yosys -import
set lib $::env(OSU035_LIB)
read_verilog gcd_unit.v
hierarchy -check -top gcd_unit
yosys proc
flatten
opt_expr
opt_clean
check
opt -full
wreduce
alumacc
share -aggressive
opt
fsm
opt -full
memory
opt
techmap
opt -fast
dfflibmap -liberty $lib
abc -fast -liberty $lib
opt_clean
stat -liberty $lib
write_verilog -noattr gcd_unit.syn.v
