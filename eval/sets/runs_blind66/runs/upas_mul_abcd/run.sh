#!/bin/bash
# upas_mul_abcd: 6x6 multiplier mapped to OSU035 with a delay target (abc -D 4000 ps), STA at 5 ns
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
export OSU035_LIB
rm -rf rtl mapped sta_out
mkdir -p rtl mapped sta_out
cp ../../designs/upas_mul/upas_mul.v rtl/
yosys -l mapped/abc_delay.log -p "
read_verilog rtl/upas_mul.v
synth -top upas_mul
dfflibmap -liberty $OSU035_LIB
abc -D 4000 -liberty $OSU035_LIB
opt_clean
stat -liberty $OSU035_LIB
write_verilog -noattr -noexpr mapped/upas_mul_d4000.v
" > /dev/null
cat > sta_out/upas.sdc <<'SDC'
create_clock -name clk -period 5.0 [get_ports clk]
set_input_delay 0.5 -clock clk [get_ports {a[*] b[*]}]
set_output_delay 0.5 -clock clk [get_ports {p[*]}]
SDC
printf 'read_liberty $::env(OSU035_LIB)\nread_verilog mapped/upas_mul_d4000.v\nlink_design upas_mul\nread_sdc sta_out/upas.sdc\nreport_checks -path_delay max -digits 3\nreport_wns\nreport_tns\nreport_power\n' > sta_out/sta.tcl
sta -no_init -exit sta_out/sta.tcl > sta_out/mul_5ns.rpt 2>&1
