#!/bin/bash
# gannet_traffic_sim: Icarus simulation of the traffic-light controller with its self-checking bench;
# waveform dumped to VCD for debugging.
cd "$(dirname "$0")"
rm -rf tb_run
mkdir -p tb_run
cp ../../designs/gannet_traffic/gannet_traffic.v ../../designs/gannet_traffic/gannet_traffic_tb.v tb_run/
cat > tb_run/dump.v <<'V'
module gannet_dump;
    initial begin
        $dumpfile("tb_run/gannet.vcd");
        $dumpvars(0, gannet_traffic_tb);
    end
endmodule
V
iverilog -o tb_run/gannet.vvp -s gannet_traffic_tb -s gannet_dump \
    tb_run/gannet_traffic_tb.v tb_run/gannet_traffic.v tb_run/dump.v 2> tb_run/compile.log
vvp tb_run/gannet.vvp > tb_run/sim_transcript.txt 2>&1
