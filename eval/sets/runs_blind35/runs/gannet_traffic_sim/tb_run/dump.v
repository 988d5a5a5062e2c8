module gannet_dump;
    initial begin
        $dumpfile("tb_run/gannet.vcd");
        $dumpvars(0, gannet_traffic_tb);
    end
endmodule
