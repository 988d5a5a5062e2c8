// Timestamp unit: free-running 24-bit counter with a snapshot register on an event.
module tstamp_counter (
  input  wire        clk,
  input  wire        rst,
  input  wire        snap,
  output reg  [23:0] count,
  output reg  [23:0] snap_val
);
  always @(posedge clk) begin
    if (rst) begin
      count    <= 24'd0;
      snap_val <= 24'd0;
    end else begin
      count <= count + 24'd1;
      if (snap)
        snap_val <= count;
    end
  end
endmodule

module tstamp_top (
  input  wire        clk,
  input  wire        rst,
  input  wire        evt_in,
  output wire [23:0] ts_now,
  output wire [23:0] ts_evt,
  output reg         evt_seen
);
  reg evt_d;
  wire evt_rise = evt_in & ~evt_d;

  always @(posedge clk) begin
    if (rst) begin
      evt_d    <= 1'b0;
      evt_seen <= 1'b0;
    end else begin
      evt_d <= evt_in;
      if (evt_rise)
        evt_seen <= 1'b1;
    end
  end

  tstamp_counter u_cnt (
    .clk      (clk),
    .rst      (rst),
    .snap_en  (evt_rise),
    .count    (ts_now),
    .snap_val (ts_evt)
  );
endmodule
