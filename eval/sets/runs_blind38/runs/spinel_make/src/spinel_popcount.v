// spinel_popcount: 32-bit population count with parity, zero and all-ones flags.
// A tree of 2-bit, 4-bit, 8-bit and 16-bit partial sums (spinel_add_pair) feeds the result.
// Define SPINEL_REG_OUT to register the outputs (adds a clock; otherwise purely combinational
// between an input register and the outputs).
module spinel_popcount (
    input  wire        clk,
    input  wire [31:0] data_in,
    output reg  [5:0]  ones,
    output reg         parity,
    output reg         is_zero,
    output reg         is_full
);
    reg [31:0] d_q;
    always @(posedge clk)
        d_q <= data_in;

    // level 1: 16 x 2-bit sums
    wire [31:0] l1;
    genvar g;
    generate
        for (g = 0; g < 16; g = g + 1) begin : lvl1
            assign l1[2*g+1:2*g] = d_q[2*g] + d_q[2*g+1];
        end
    endgenerate

    // level 2..5 through the pair adder
    wire [23:0] l2;   // 8 x 3 bits
    wire [15:0] l3;   // 4 x 4 bits
    wire [9:0]  l4;   // 2 x 5 bits
    wire [5:0]  l5;
    generate
        for (g = 0; g < 8; g = g + 1) begin : lvl2
            spinel_add_pair #(.W(2)) u (.a(l1[4*g+1:4*g]), .b(l1[4*g+3:4*g+2]), .s(l2[3*g+2:3*g]));
        end
        for (g = 0; g < 4; g = g + 1) begin : lvl3
            spinel_add_pair #(.W(3)) u (.a(l2[6*g+2:6*g]), .b(l2[6*g+5:6*g+3]), .s(l3[4*g+3:4*g]));
        end
        for (g = 0; g < 2; g = g + 1) begin : lvl4
            spinel_add_pair #(.W(4)) u (.a(l3[8*g+3:8*g]), .b(l3[8*g+7:8*g+4]), .s(l4[5*g+4:5*g]));
        end
    endgenerate
    spinel_add_pair #(.W(5)) u_last (.a(l4[4:0]), .b(l4[9:5]), .s(l5));

`ifdef SPINEL_REG_OUT
    always @(posedge clk) begin
`else
    always @(*) begin
`endif
        ones    <= l5;
        parity  <= ^d_q;
        is_zero <= (d_q == 32'd0);
        is_full <= (l5 == 6'd32);
    end
endmodule

// adds two W-bit partial counts into W+1 bits
module spinel_add_pair #(
    parameter W = 2
) (
    input  wire [W-1:0] a,
    input  wire [W-1:0] b,
    output wire [W:0]   s
);
    assign s = a + b;
endmodule
