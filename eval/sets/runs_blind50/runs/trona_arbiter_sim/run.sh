#!/bin/bash
# Round-robin arbiter: self-checking Icarus simulation with a VCD dump of the first 300 ns.
cd "$(dirname "$0")"
rm -rf rtl sim_results
mkdir -p rtl sim_results
cp ../../designs/trona_arbiter/trona_arbiter.v ../../designs/trona_arbiter/trona_arbiter_tb.v rtl/
cat > rtl/dump.v <<'DUMP'
module trona_dump;
    initial begin
        $dumpfile("sim_results/trona_arbiter.vcd");
        $dumpvars(0, trona_arbiter_tb);
        #300 $dumpoff;
    end
endmodule
DUMP
iverilog -g2005 -o sim_results/arb.vvp -s trona_arbiter_tb -s trona_dump \
    rtl/trona_arbiter.v rtl/trona_arbiter_tb.v rtl/dump.v > sim_results/compile.log 2>&1
vvp -n sim_results/arb.vvp > sim_results/sim.log 2>&1
