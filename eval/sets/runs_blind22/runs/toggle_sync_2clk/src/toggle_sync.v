// toggle_sync: pulse synchronizer from clk_a to clk_b domain using a toggle flop and 3-stage synchronizer
module toggle_sync (
  input  clk_a,
  input  rst_a,
  input  pulse_a,
  input  clk_b,
  input  rst_b,
  output pulse_b,
  output reg [3:0] count_b
);
  reg       tog_a;
  reg [2:0] sync_b;

  always @(posedge clk_a) begin
    if (rst_a)        tog_a <= 1'b0;
    else if (pulse_a) tog_a <= ~tog_a;
  end

  always @(posedge clk_b) begin
    if (rst_b) sync_b <= 3'b000;
    else       sync_b <= {sync_b[1:0], tog_a};
  end

  assign pulse_b = sync_b[2] ^ sync_b[1];

  always @(posedge clk_b) begin
    if (rst_b)        count_b <= 4'd0;
    else if (pulse_b) count_b <= count_b + 4'd1;
  end
endmodule
