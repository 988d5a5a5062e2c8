// Registered population count of a 16-bit word.
module popcount16 (
    input  wire        clk,
    input  wire [15:0] word,
    output reg  [4:0]  ones
);
    reg [15:0] w_q;
    integer i;
    reg [4:0] acc;
    always @(*) begin
        acc = 5'd0;
        for (i = 0; i < 16; i = i + 1)
            acc = acc + w_q[i];
    end
    always @(posedge clk) begin
        w_q  <= word;
        ones <= acc;
    end
endmodule
