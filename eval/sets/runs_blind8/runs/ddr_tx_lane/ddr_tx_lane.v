// DDR transmit lane: word captured on a divided-by-2 frame clock, serialized
// two bits per clk cycle (one on the rising edge, one on the falling edge).
module ddr_tx_lane (
  input  wire       clk,
  input  wire       rst,
  input  wire       load,
  input  wire [7:0] din,
  output reg        frame_clk,
  output reg        dq_r,
  output reg        dq_f
);
  reg [7:0] word_q;
  reg [7:0] shreg;
  reg [1:0] idx;

  always @(posedge clk) begin
    if (rst) frame_clk <= 1'b0;
    else     frame_clk <= ~frame_clk;
  end

  always @(posedge frame_clk) begin
    if (load) word_q <= din;
  end

  always @(posedge clk) begin
    if (rst) begin
      idx   <= 2'd0;
      shreg <= 8'd0;
    end else begin
      idx <= idx + 2'd1;
      if (idx == 2'd3) shreg <= word_q;
      else             shreg <= {2'b00, shreg[7:2]};
    end
  end

  always @(posedge clk) dq_r <= shreg[0];
  always @(negedge clk) dq_f <= shreg[1];
endmodule
