// checksum16: streaming 16-bit ones-complement (internet style) checksum over a packet of words
module checksum16 (
  input  wire        clk,
  input  wire        rst_n,
  input  wire        in_valid,
  input  wire        in_last,
  input  wire [15:0] in_word,
  output reg  [15:0] csum,
  output reg         csum_valid
);
  reg [16:0] acc;
  wire [16:0] sum_raw = {1'b0, acc[15:0]} + {1'b0, in_word};
  wire [15:0] folded  = sum_raw[15:0] + {15'd0, sum_raw[16]};

  always @(posedge clk or negedge rst_n) begin
    if (!rst_n) begin
      acc <= 17'd0;
      csum <= 16'd0;
      csum_valid <= 1'b0;
    end else begin
      csum_valid <= 1'b0;
      if (in_valid) begin
        if (in_last) begin
          csum <= ~folded;
          csum_valid <= 1'b1;
          acc <= 17'd0;
        end else begin
          acc <= {1'b0, folded};
        end
      end
    end
  end
endmodule
