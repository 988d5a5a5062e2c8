module rosella_dump;
    initial begin
        $dumpfile("work/spi.vcd");
        $dumpvars(0, rosella_spimaster_tb);
    end
endmodule
