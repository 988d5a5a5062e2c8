// crocoite_mul: registered 8x8 signed multiplier used by crocoite_mac.
module crocoite_mul (
    input  wire               clk,
    input  wire               rst,
    input  wire               in_valid,
    input  wire signed [7:0]  a,
    input  wire signed [7:0]  b,
    output reg  signed [15:0] p,
    output reg                out_valid
);
    always @(posedge clk) begin
        if (rst) begin
            p         <= 16'sd0;
            out_valid <= 1'b0;
        end else begin
            out_valid <= in_valid;
            if (in_valid)
                p <= a * b;
        end
    end
endmodule
