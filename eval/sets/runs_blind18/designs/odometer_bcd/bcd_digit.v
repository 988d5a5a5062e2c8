// bcd_digit: one decade of a cascadable counter. MAXV sets the wrap value
// so the same module serves decimal digits and the 0..5 tens-of-minutes.
module bcd_digit #(
    parameter MAXV = 4'd9
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       clr,
    input  wire       inc,
    output reg  [3:0] val,
    output wire       carry
);
    assign carry = inc & (val == MAXV);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            val <= 4'd0;
        else if (clr)
            val <= 4'd0;
        else if (inc)
            val <= (val == MAXV) ? 4'd0 : val + 4'd1;
    end
endmodule
