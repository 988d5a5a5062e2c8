// whimbrel_mac: signed 8x8 multiply-accumulate for a 16-tap FIR engine.
// Operands are registered, the product is registered (one pipeline stage), then
// added into a 20-bit accumulator. clr_acc starts a new dot product; valid_out
// follows valid_in by two clocks.
module whimbrel_mac (
    input  wire               clk,
    input  wire               rst_n,
    input  wire               valid_in,
    input  wire               clr_acc,
    input  wire signed [7:0]  x,
    input  wire signed [7:0]  h,
    output reg  signed [19:0] acc,
    output reg                valid_out
);
    reg signed [7:0]  x_q, h_q;
    reg signed [15:0] prod;
    reg               v1, v2, clr1, clr2;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            x_q <= 8'sd0; h_q <= 8'sd0; prod <= 16'sd0;
            v1 <= 1'b0; v2 <= 1'b0; clr1 <= 1'b0; clr2 <= 1'b0;
            acc <= 20'sd0; valid_out <= 1'b0;
        end else begin
            x_q  <= x;
            h_q  <= h;
            v1   <= valid_in;
            clr1 <= clr_acc;
            prod <= x_q * h_q;
            v2   <= v1;
            clr2 <= clr1;
            if (v2)
                acc <= (clr2 ? 20'sd0 : acc) + {{4{prod[15]}}, prod};
            valid_out <= v2;
        end
    end
endmodule
