// Hamming(7,4) encoder and single-error-correcting decoder, registered outputs.
module ham74_codec (
  input  wire       clk,
  input  wire       rst_n,
  input  wire [3:0] data_in,
  input  wire [6:0] code_in,
  output reg  [6:0] code_out,
  output reg  [3:0] data_out,
  output reg        err_fixed
);
  wire p1, p2, p4;
  wire s1, s2, s4;
  wire [2:0] syn;
  reg  [6:0] fixed;

  // encoder: code = {d3 d2 d1 p4 d0 p2 p1}
  assign p1 = data_in[0] ^ data_in[1] ^ data_in[3];
  assign p2 = data_in[0] ^ data_in[2] ^ data_in[3]
  assign p4 = data_in[1] ^ data_in[2] ^ data_in[3];

  // decoder syndrome
  assign s1 = code_in[0] ^ code_in[2] ^ code_in[4] ^ code_in[6];
  assign s2 = code_in[1] ^ code_in[2] ^ code_in[5] ^ code_in[6];
  assign s4 = code_in[3] ^ code_in[4] ^ code_in[5] ^ code_in[6];
  assign syn = {s4, s2, s1};

  always @* begin
    fixed = code_in;
    if (syn != 3'd0)
      fixed[syn - 3'd1] = ~code_in[syn - 3'd1];
  end

  always @(posedge clk or negedge rst_n) begin
    if (!rst_n) begin
      code_out  <= 7'd0;
      data_out  <= 4'd0;
      err_fixed <= 1'b0;
    end else begin
      code_out  <= {data_in[3:1], p4, data_in[0], p2, p1};
      data_out  <= {fixed[6], fixed[5], fixed[4], fixed[2]};
      err_fixed <= (syn != 3'd0);
    end
  end
endmodule
