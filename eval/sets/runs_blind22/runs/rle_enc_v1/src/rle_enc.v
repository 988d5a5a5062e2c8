// rle_enc (v1, before fix): streaming run-length encoder emitting (symbol, run length) pairs, max run 15
module rle_enc (
  input            clk,
  input            rst,
  input            in_vld,
  input      [7:0] in_sym,
  input            flush,
  output reg       out_vld,
  output reg [7:0] out_sym,
  output reg [3:0] out_len
);
  reg [7:0] cur;
  reg [3:0] len;
  reg       active;

  always @(posedge clk) begin
    if (rst) begin
      active  <= 1'b0;
      len     <= 4'd0;
      cur     <= 8'd0;
      out_vld <= 1'b0;
      out_sym <= 8'd0;
      out_len <= 4'd0;
    end else begin
      out_vld <= 1'b0;
      if (in_vld) begin
        if (!active) begin
          active <= 1'b1;
          cur    <= in_sym;
          len    <= 4'd1
        end else if (in_sym == cur && len != 4'd15) begin
          len <= len + 4'd1;
        end else begin
          out_vld <= 1'b1;
          out_sym <= cur;
          out_len <= len;
          cur     <= in_sym;
          len     <= 4'd1;
        end
      end else if (flush && active) begin
        out_vld <= 1'b1;
        out_sym <= cur;
        out_len <= len;
        active  <= 1'b0;
        len     <= 4'd0;
      end
    end
  end
endmodule
