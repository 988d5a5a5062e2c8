// bobcat_row: one 8-bit register row with synchronous reset and write enable (used by bobcat_regfile).
module bobcat_row (
    input  wire       clk,
    input  wire       rst,
    input  wire       we,
    input  wire [7:0] d,
    output reg  [7:0] q
);
    always @(posedge clk)
        if (rst)     q <= 8'd0;
        else if (we) q <= d;
endmodule
