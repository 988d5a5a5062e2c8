// 8-bit binary to 3-digit BCD, combinational double-dabble (shift-and-add-3).
module bin2bcd8 (
  input  wire [7:0]  bin,
  output reg  [11:0] bcd
);
  integer i;
  reg [19:0] sh;
  always @* begin
    sh = {12'd0, bin};
    for (i = 0; i < 8; i = i + 1) begin
      if (sh[11:8]  > 4'd4) sh[11:8]  = sh[11:8]  + 4'd3;
      if (sh[15:12] > 4'd4) sh[15:12] = sh[15:12] + 4'd3;
      if (sh[19:16] > 4'd4) sh[19:16] = sh[19:16] + 4'd3;
      sh = sh << 1;
    end
    bcd = sh[19:8];
  end
endmodule
