// tern_shift: 16-bit barrel shifter used by tern_alu. mode 01 shl, 10 shr, 11 sra, 00 pass.
module tern_shift (
    input  wire [15:0] din,
    input  wire [3:0]  amt,
    input  wire [1:0]  mode,
    output reg  [15:0] dout
);
    always @(*) begin
        case (mode)
            2'b01:   dout = din << amt;
            2'b10:   dout = din >> amt;
            2'b11:   dout = $signed(din) >>> amt;
            default: dout = din;
        endcase
    end
endmodule
