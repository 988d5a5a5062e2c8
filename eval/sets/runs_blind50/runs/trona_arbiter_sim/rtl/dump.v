module trona_dump;
    initial begin
        $dumpfile("sim_results/trona_arbiter.vcd");
        $dumpvars(0, trona_arbiter_tb);
        #300 $dumpoff;
    end
endmodule
