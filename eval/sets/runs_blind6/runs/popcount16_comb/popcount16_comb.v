// Purely combinational 16-bit population count with a threshold flag.
module popcount16_comb (
    input  wire [15:0] vec,
    input  wire [4:0]  thresh,
    output reg  [4:0]  ones,
    output wire        over
);
    integer k;
    always @* begin
        ones = 5'd0;
        for (k = 0; k < 16; k = k + 1)
            ones = ones + {4'd0, vec[k]};
    end
    assign over = (ones > thresh);
endmodule
