#!/bin/bash
# zeolite_latch: latch-based register file mapped to OSU035. Pass 1 is the usual dfflibmap+abc flow;
# pass 2 adds a techmap (cells/latch_map.v) that maps yosys' $_DLATCH_P_ onto the OSU035 LATCH cell.
# Both passes run quietly (yosys -q) with the console tee'd into logs/. Pass-2 netlist timed at 10 ns.
cd "$(dirname "$0")"
OSU035_LIB=/work/main/.tools/osu035/usr/share/qflow/tech/osu035/osu035_stdcells.lib
rm -rf rtl logs mapped sta_latch.txt
mkdir -p rtl logs mapped cells
cp ../../designs/zeolite_latchreg/zeolite_latchreg.v rtl/

cat > cells/latch_map.v <<'V'
// positive-level latch -> OSU035 LATCH (transparent while CLK is high)
module \$_DLATCH_P_ (input E, input D, output Q);
    LATCH _TECHMAP_REPLACE_ (.CLK(E), .D(D), .Q(Q));
endmodule
V

# pass 1: flip-flops only
yosys -q -p "
read_verilog rtl/zeolite_latchreg.v
synth -top zeolite_latchreg -flatten
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
tee -o logs/1_dfflibmap_only.stat stat -liberty $OSU035_LIB
write_verilog -noattr mapped/zeolite_pass1.v
" 2>&1 | tee logs/1_dfflibmap_only.log

# pass 2: latches mapped as well
yosys -q -p "
read_verilog rtl/zeolite_latchreg.v
synth -top zeolite_latchreg -flatten
techmap -map cells/latch_map.v
dfflibmap -liberty $OSU035_LIB
abc -liberty $OSU035_LIB
opt_clean
tee -o logs/2_latch_techmap.stat stat -liberty $OSU035_LIB
write_verilog -noattr mapped/zeolite_pass2.v
" 2>&1 | tee logs/2_latch_techmap.log

sta -no_splash -exit /dev/stdin > sta_latch.txt 2>&1 <<STA
read_liberty $OSU035_LIB
read_verilog mapped/zeolite_pass2.v
link_design zeolite_latchreg
create_clock -name clk -period 10 [get_ports clk]
set_input_delay 1.0 -clock clk [get_ports {wr_en wr_addr* wr_data* rd_addr_a* rd_addr_b*}]
set_output_delay 1.0 -clock clk [get_ports {rd_data_a* rd_data_b*}]
report_checks -path_delay max
report_checks -path_delay min
report_wns
STA
