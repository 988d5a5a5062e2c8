// dither_bayer: combinational 4x4 ordered (Bayer) dither reducing an 8-bit pixel to 4 bits
module dither_bayer (
  input  wire [7:0] pix_in,
  input  wire [1:0] x,
  input  wire [1:0] y,
  input  wire       bypass,
  output wire [3:0] pix_out
);
  reg [3:0] thr;
  always @(*) begin
    case ({y, x})
      4'h0: thr = 4'd0;   4'h1: thr = 4'd8;   4'h2: thr = 4'd2;   4'h3: thr = 4'd10;
      4'h4: thr = 4'd12;  4'h5: thr = 4'd4;   4'h6: thr = 4'd14;  4'h7: thr = 4'd6;
      4'h8: thr = 4'd3;   4'h9: thr = 4'd11;  4'ha: thr = 4'd1;   4'hb: thr = 4'd9;
      4'hc: thr = 4'd15;  4'hd: thr = 4'd7;   4'he: thr = 4'd13;  default: thr = 4'd5;
    endcase
  end
  wire [8:0] biased = {1'b0, pix_in} + {5'd0, thr};
  wire [3:0] sat = biased[8] ? 4'hf : biased[7:4];
  assign pix_out = bypass ? pix_in[7:4] : sat;
endmodule

// Notes:
//  - threshold matrix is the classic 4x4 Bayer pattern scaled to 0..15
//  - x and y are the low two bits of the pixel column and row counters
//  - adding the threshold before truncating to the top 4 bits spreads the
//    quantisation error spatially; the result saturates at 4'hf
//  - bypass=1 just truncates, which is useful to compare banding
//  - purely combinational: timing is checked against a virtual clock
//  - output is meant to be registered by the pixel pipeline that follows
//  - no reset, no state
//  - typical use: 8-bit grey panel data into a 4-bit LCD driver
