// Small multiply-accumulate tile, kept hierarchical:
//   mul6x6_unit  - unsigned 6x6 combinational multiplier
//   acc_reg16    - 16-bit accumulator register with clear
//   sat_clip8    - saturates the accumulator to an 8-bit output
module mul6x6_unit (
    input  wire [5:0]  a,
    input  wire [5:0]  b,
    output wire [11:0] p
);
    assign p = a * b;
endmodule

module acc_reg16 (
    input  wire        clk,
    input  wire        clr,
    input  wire        en,
    input  wire [11:0] addend,
    output reg  [15:0] acc
);
    always @(posedge clk)
        if (clr)      acc <= 16'd0;
        else if (en)  acc <= acc + {4'd0, addend};
endmodule

module sat_clip8 (
    input  wire [15:0] x,
    output wire [7:0]  y
);
    assign y = (|x[15:8]) ? 8'hFF : x[7:0];
endmodule

module mac_tile_hier (
    input  wire       clk,
    input  wire       clr,
    input  wire       en,
    input  wire [5:0] a,
    input  wire [5:0] b,
    output wire [7:0] q
);
    wire [11:0] prod;
    wire [15:0] acc;

    mul6x6_unit u_mul (.a(a), .b(b), .p(prod));
    acc_reg16   u_acc (.clk(clk), .clr(clr), .en(en), .addend(prod), .acc(acc));
    sat_clip8   u_sat (.x(acc), .y(q));
endmodule
