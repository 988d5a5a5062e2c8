// piso_shift: 12-bit parallel-in serial-out shift register with load, LSB-first shift and done flag
module piso_shift (
  input         clk,
  input         rst_n,
  input         load,
  input  [11:0] pdata,
  output        sdo,
  output reg    busy,
  output        done
);
  reg [11:0] shreg;
  reg [3:0]  left;

  always @(posedge clk or negedge rst_n) begin
    if (!rst_n) begin
      shreg <= 12'd0;
      left  <= 4'd0;
      busy  <= 1'b0;
    end else if (load && !busy) begin
      shreg <= pdata;
      left  <= 4'd12;
      busy  <= 1'b1;
    end else if (busy) begin
      shreg <= {1'b0, shreg[11:1]};
      left  <= left - 4'd1;
      if (left == 4'd1) busy <= 1'b0;
    end
  end

  assign sdo  = shreg[0];
  assign done = busy && (left == 4'd1);
endmodule
