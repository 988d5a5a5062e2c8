// barite_barrel: 16-bit registered barrel shifter/rotator (log shifter, 4 stages)
// mode: 00 logical left, 01 logical right, 10 arithmetic right, 11 rotate right; amt = 0..15
module barite_barrel (
    input  wire        clk,
    input  wire [15:0] din,
    input  wire [3:0]  amt,
    input  wire [1:0]  mode,
    output reg  [15:0] dout
);
    reg [15:0] d_q;
    reg [3:0]  amt_q;
    reg [1:0]  mode_q;

    always @(posedge clk) begin
        d_q    <= din;
        amt_q  <= amt;
        mode_q <= mode;
    end

    wire left = (mode_q == 2'b00);
    wire fill = (mode_q == 2'b10) ? d_q[15] : 1'b0;

    // bit-reverse for left shifts so a single right-shifter does both directions
    function [15:0] rev16(input [15:0] x);
        integer k;
        begin
            for (k = 0; k < 16; k = k + 1) rev16[k] = x[15-k];
        end
    endfunction

    wire [15:0] s0 = left ? rev16(d_q) : d_q;
    wire [15:0] s1 = amt_q[0] ? {(mode_q == 2'b11) ? s0[0]    : fill,        s0[15:1]} : s0;
    wire [15:0] s2 = amt_q[1] ? {(mode_q == 2'b11) ? s1[1:0]  : {2{fill}},   s1[15:2]} : s1;
    wire [15:0] s3 = amt_q[2] ? {(mode_q == 2'b11) ? s2[3:0]  : {4{fill}},   s2[15:4]} : s2;
    wire [15:0] s4 = amt_q[3] ? {(mode_q == 2'b11) ? s3[7:0]  : {8{fill}},   s3[15:8]} : s3;
    wire [15:0] res = left ? rev16(s4) : s4;

    always @(posedge clk)
        dout <= res;
endmodule
