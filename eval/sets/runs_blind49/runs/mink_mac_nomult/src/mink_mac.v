// mink_mac: 8x8 signed multiply-accumulate unit with a 20-bit accumulator (hierarchical)
// Sub-modules: mink_mult (registered 8x8 signed multiplier, in mink_mult.v) and
// mink_acc (saturating accumulator, in mink_acc.v). in_valid starts a product; clear
// zeroes the accumulator; sat flags that the accumulator clipped at its limits.
module mink_mac (
    input  wire               clk,
    input  wire               rst,
    input  wire               clear,
    input  wire               in_valid,
    input  wire signed [7:0]  a,
    input  wire signed [7:0]  b,
    output wire signed [19:0] acc,
    output wire               sat,
    output reg                out_valid
);
    wire signed [15:0] prod;
    reg                prod_valid;

    mink_mult u_mult (
        .clk (clk),
        .a   (a),
        .b   (b),
        .p   (prod)
    );

    always @(posedge clk) begin
        if (rst) begin
            prod_valid <= 1'b0;
            out_valid  <= 1'b0;
        end else begin
            prod_valid <= in_valid;
            out_valid  <= prod_valid;
        end
    end

    mink_acc #(.AW(20)) u_acc (
        .clk   (clk),
        .rst   (rst),
        .clear (clear),
        .en    (prod_valid),
        .x     (prod),
        .acc   (acc),
        .sat   (sat)
    );
endmodule
