#!/bin/bash
# rosella_tbsim: SPI master regression against a mode-0 slave model (Icarus Verilog), with VCD dump.
cd "$(dirname "$0")"
rm -rf hdl work
mkdir -p hdl work
for f in rosella_spimaster rosella_clkdiv rosella_shifter rosella_spimaster_tb; do
    cp ../../designs/rosella_spimaster/$f.v hdl/
done
cat > work/dump.v <<'V'
module rosella_dump;
    initial begin
        $dumpfile("work/spi.vcd");
        $dumpvars(0, rosella_spimaster_tb);
    end
endmodule
V
iverilog -g2005 -o work/spi_tb.vvp -s rosella_spimaster_tb -s rosella_dump \
    hdl/rosella_spimaster_tb.v hdl/rosella_spimaster.v hdl/rosella_clkdiv.v hdl/rosella_shifter.v work/dump.v \
    2> work/iverilog.err
vvp -n work/spi_tb.vvp > work/sim.log
grep -q "TEST PASSED" work/sim.log
