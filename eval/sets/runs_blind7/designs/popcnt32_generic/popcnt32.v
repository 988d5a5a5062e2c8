// population count of a 32-bit word, combinational
module popcnt32 (
    input  wire [31:0] word,
    output reg  [5:0]  ones
);
    integer j;
    always @(*) begin
        ones = 6'd0;
        for (j = 0; j < 32; j = j + 1)
            ones = ones + {5'd0, word[j]};
    end
endmodule
