// nasturtium_seqdet_tb: self-checking testbench; compares the FSM against a shift-register
// reference model over a fixed 64-bit stream plus 200 pseudo-random bits.
`timescale 1ns/1ps
module nasturtium_seqdet_tb;
    reg clk = 0, rst = 1, din = 0, din_valid = 0;
    wire found;
    wire [7:0] matches;
    reg  [3:0] hist = 4'b0000;
    reg  [7:0] ref_matches = 0;
    reg  [63:0] stream = 64'hB6D5_B2C1_0BBD_5A0F;
    reg  [31:0] lfsr = 32'hACE1_2468;
    integer n, errors = 0;

    always #5 clk = ~clk;

    nasturtium_seqdet dut (.clk(clk), .rst(rst), .din(din), .din_valid(din_valid),
                           .found(found), .matches(matches));

    task send_bit(input b);
        begin
            @(negedge clk); din = b; din_valid = 1;
            @(negedge clk); din_valid = 0;
            hist = {hist[2:0], b};
            if (hist == 4'b1011) ref_matches = ref_matches + 1;
            if (found !== (hist == 4'b1011)) begin
                $display("ERROR: bit %0d found=%b expected %b", n, found, hist == 4'b1011);
                errors = errors + 1;
            end
        end
    endtask

    initial begin
        #12 rst = 0;
        for (n = 63; n >= 0; n = n - 1) send_bit(stream[n]);
        for (n = 0; n < 200; n = n + 1) begin
            lfsr = {lfsr[30:0], lfsr[31] ^ lfsr[21] ^ lfsr[1] ^ lfsr[0]};
            send_bit(lfsr[0]);
        end
        if (matches !== ref_matches) begin
            $display("ERROR: match count %0d, reference %0d", matches, ref_matches);
            errors = errors + 1;
        end
        if (errors == 0) $display("TEST PASSED: %0d matches in 264 bits", matches);
        else             $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
