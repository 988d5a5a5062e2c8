// Hierarchical multiply-accumulate unit: a 6x6 signed multiplier feeding a 16-bit clearable accumulator.
module puffin_mult (
    input  wire signed [5:0]  a,
    input  wire signed [5:0]  b,
    output wire signed [11:0] p
);
    assign p = a * b;
endmodule

module puffin_accum (
    input  wire               clk,
    input  wire               clr,
    input  wire               valid,
    input  wire signed [11:0] addend,
    output reg  signed [15:0] total
);
    always @(posedge clk) begin
        if (clr)
            total <= 16'sd0;
        else if (valid)
            total <= total + {{4{addend[11]}}, addend};
    end
endmodule

module puffin_mac (
    input  wire               clk,
    input  wire               clr,
    input  wire               valid,
    input  wire signed [5:0]  coef,
    input  wire signed [5:0]  sample,
    output wire signed [15:0] acc_out
);
    wire signed [11:0] prod;

    puffin_mult u_mult (
        .a(coef),
        .b(sample),
        .p(prod)
    );

    puffin_accum u_accum (
        .clk(clk),
        .clr(clr),
        .valid(valid),
        .addend(prod),
        .total(acc_out)
    );
endmodule
