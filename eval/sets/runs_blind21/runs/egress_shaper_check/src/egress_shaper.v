// egress_shaper: token-bucket traffic shaper that gates packet departures on an egress port
module egress_shaper #(parameter BUCKET_MAX = 255, parameter RATE_DIV = 8) (
  input  wire       clk,
  input  wire       rst,
  input  wire       pkt_req,
  input  wire [5:0] pkt_len,
  output reg        pkt_grant,
  output reg        drop,
  output wire [7:0] tokens_o
);
  reg [7:0] tokens;
  reg [3:0] tick_cnt;
  wire tick = (tick_cnt == RATE_DIV - 1);
  wire enough = (tokens >= {2'b00, pkt_len});

  always @(posedge clk) begin
    if (rst) begin
      tokens <= 8'd0; tick_cnt <= 4'd0; pkt_grant <= 1'b0;
    end else begin
      tick_cnt <= tick ? 4'd0 : tick_cnt + 1'b1;
      pkt_grant <= 1'b0;
      if (pkt_req && enough) begin
        pkt_grant <= 1'b1;
        tokens <= tokens - {2'b00, pkt_len} + (tick && tokens != BUCKET_MAX);
      end else if (tick && tokens != BUCKET_MAX) begin
        tokens <= tokens + 1'b1;
      end
    end
  end

  // drop flag: registered here ...
  always @(posedge clk) begin
    if (rst) drop <= 1'b0;
    else drop <= pkt_req && !enough;
  end

  // ... and (by mistake) also driven from the overflow monitor below
  always @(posedge clk) begin
    if (tokens == BUCKET_MAX && pkt_req) drop <= 1'b0;
  end

  assign tokens_o = tokens;
endmodule
