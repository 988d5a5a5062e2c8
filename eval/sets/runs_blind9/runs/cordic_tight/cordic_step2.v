// cordic_step2: two CORDIC micro-rotations (rotation mode) done back to back in
// one clock cycle. Each micro-rotation adds or subtracts the shifted partner
// coordinate depending on the sign of the residual angle z. The results are
// registered; out_valid follows in_valid by one cycle.
module cordic_step2 #(
    parameter W  = 12,
    parameter K0 = 1,            // shift of the first micro-rotation
    parameter K1 = 2             // shift of the second micro-rotation
) (
    input                    clk,
    input                    rst,
    input                    in_valid,
    input  signed [W-1:0]    x_in,
    input  signed [W-1:0]    y_in,
    input  signed [W-1:0]    z_in,
    input  signed [W-1:0]    atan0,   // arctan(2^-K0) in angle units
    input  signed [W-1:0]    atan1,   // arctan(2^-K1) in angle units
    output reg signed [W-1:0] x_out,
    output reg signed [W-1:0] y_out,
    output reg signed [W-1:0] z_out,
    output reg               out_valid
);
    // first micro-rotation
    wire               d0 = z_in[W-1];
    wire signed [W-1:0] x1 = d0 ? x_in + (y_in >>> K0) : x_in - (y_in >>> K0);
    wire signed [W-1:0] y1 = d0 ? y_in - (x_in >>> K0) : y_in + (x_in >>> K0);
    wire signed [W-1:0] z1 = d0 ? z_in + atan0         : z_in - atan0;

    // second micro-rotation, chained on the first
    wire               d1 = z1[W-1];
    wire signed [W-1:0] x2 = d1 ? x1 + (y1 >>> K1) : x1 - (y1 >>> K1);
    wire signed [W-1:0] y2 = d1 ? y1 - (x1 >>> K1) : y1 + (x1 >>> K1);
    wire signed [W-1:0] z2 = d1 ? z1 + atan1       : z1 - atan1;

    always @(posedge clk) begin
        if (rst) begin
            x_out     <= {W{1'b0}};
            y_out     <= {W{1'b0}};
            z_out     <= {W{1'b0}};
            out_valid <= 1'b0;
        end else begin
            out_valid <= in_valid;
            if (in_valid) begin
                x_out <= x2;
                y_out <= y2;
                z_out <= z2;
            end
        end
    end
endmodule
