// sobel_x: combinational horizontal Sobel gradient of a 3x3 window of 6-bit pixels with magnitude clip
//
// Kernel (x direction):
//   -1  0  +1
//   -2  0  +2
//   -1  0  +1
// gx is the signed gradient, mag its clipped absolute value,
// edge_hit flags |gx| above a fixed threshold of 40.
//
// Pixel naming: pRC with R = row, C = column.
//
module sobel_x (
  input  [5:0] p00, input [5:0] p01, input [5:0] p02,
  input  [5:0] p10, input [5:0] p11, input [5:0] p12,
  input  [5:0] p20, input [5:0] p21, input [5:0] p22,
  output [9:0] gx,
  output [5:0] mag,
  output       edge_hit
);
  // right column minus left column, centre row weighted by 2
  wire [8:0] right = {3'b000, p02} + {2'b00, p12, 1'b0} + {3'b000, p22};
  wire [8:0] left  = {3'b000, p00} + {2'b00, p10, 1'b0} + {3'b000, p20};
  wire signed [9:0] diff = $signed({1'b0, right}) - $signed({1'b0, left});
  wire [9:0] absd = diff[9] ? (~diff + 10'd1) : diff;

  assign gx       = diff;
  assign mag      = (absd > 10'd63) ? 6'd63 : absd[5:0];
  assign edge_hit = (absd > 10'd40);
  // p01, p11, p21 are not used by the x kernel
endmodule
