// penguin_shift: 16-bit combinational barrel shifter (logical left/right, arithmetic right, rotate)
// mode: 00 shl, 01 shr, 10 sar, 11 rotate right; amt is the 4-bit shift amount.
module penguin_shift (
    input  wire [15:0] din,
    input  wire [3:0]  amt,
    input  wire [1:0]  mode,
    output reg  [15:0] dout
);
    wire [31:0] rot2 = {din, din} >> amt;
    always @(*) begin
        case (mode)
            2'b00: dout = din << amt;
            2'b01: dout = din >> amt;
            2'b10: dout = $signed(din) >>> amt;
            default: dout = rot2[15:0];
        endcase
    end
endmodule

// penguin_stage: registered wrapper around the shifter
module penguin_stage (
    input  wire        clk,
    input  wire [15:0] din,
    input  wire [3:0]  amt,
    input  wire [1:0]  mode,
    output reg  [15:0] q
);
    wire [15:0] s;
    wire        unused_flag;
    penguin_shift u_sh (.din(din), .amt(amt), .mode(mode), .dout(s));
    always @(posedge clk) q <= s;
endmodule
