#!/bin/bash
# magnetite_gray: nightly regression sim of the gray counter (iverilog + vvp), waveform dumped for debug
cd "$(dirname "$0")"
rm -rf work results
mkdir -p work results
cp ../../designs/magnetite_gray/magnetite_gray.v ../../designs/magnetite_gray/magnetite_gray_tb.v work/
cat > work/dump.v <<'V'
module magnetite_dump;
    initial begin
        $dumpfile("results/magnetite_gray.vcd");
        $dumpvars(0, magnetite_gray_tb);
    end
endmodule
V
iverilog -o work/sim.vvp -s magnetite_gray_tb -s magnetite_dump work/magnetite_gray.v work/magnetite_gray_tb.v work/dump.v 2> results/build.log
vvp -n work/sim.vvp | tee results/sim.log
rm -f work/sim.vvp
