yosys -import
set lib $::env(OSU035_LIB)
read_verilog rtl/crc5_usb.v
hierarchy -check -top crc5_usb
synth -top crc5_usb
dfflibmap -liberty $lib
abc -liberty $lib
opt_clean -purge
tee -o crc5_stat.txt stat -liberty $lib
check
write_verilog -noattr crc5_usb_mapped.v
