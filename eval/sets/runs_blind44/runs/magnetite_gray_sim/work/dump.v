module magnetite_dump;
    initial begin
        $dumpfile("results/magnetite_gray.vcd");
        $dumpvars(0, magnetite_gray_tb);
    end
endmodule
