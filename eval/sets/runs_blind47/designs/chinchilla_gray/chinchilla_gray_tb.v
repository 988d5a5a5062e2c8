// chinchilla_gray_tb: checks that exactly one bit changes per step and that gray == bin ^ (bin >> 1).
`timescale 1ns/1ps
module chinchilla_gray_tb;
    localparam N = 6;
    reg clk = 0, rst_n = 0, en = 0;
    wire [N-1:0] gray, bin;
    reg  [N-1:0] prev;
    integer errors = 0, steps = 0, k, ones;

    chinchilla_gray #(.N(N)) dut (.clk(clk), .rst_n(rst_n), .en(en), .gray(gray), .bin(bin));

    always #4 clk = ~clk;

    initial begin
        #10 rst_n = 1;
        @(negedge clk) en = 1;
        prev = gray;
        repeat (2 ** N + 3) begin
            @(negedge clk);
            ones = 0;
            for (k = 0; k < N; k = k + 1) ones = ones + ((gray[k] ^ prev[k]) ? 1 : 0);
            if (ones != 1) begin errors = errors + 1; $display("ERROR: %b -> %b changes %0d bits", prev, gray, ones); end
            if (gray !== (bin ^ (bin >> 1))) begin errors = errors + 1; $display("ERROR: gray %b bin %b", gray, bin); end
            prev = gray;
            steps = steps + 1;
        end
        $display("steps=%0d errors=%0d", steps, errors);
        if (errors == 0) $display("RESULT: PASS");
        else             $display("RESULT: FAIL");
        $finish;
    end
endmodule
