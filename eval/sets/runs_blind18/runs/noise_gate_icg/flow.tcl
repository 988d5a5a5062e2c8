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
