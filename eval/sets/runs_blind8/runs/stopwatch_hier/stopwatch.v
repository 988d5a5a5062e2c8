// 4-digit BCD stopwatch: prescaler + four cascaded BCD digits + lap hold register.
module tick_prescaler #(parameter DIV = 10) (
  input  wire clk,
  input  wire rst,
  input  wire en,
  output reg  tick
);
  reg [3:0] cnt;
  always @(posedge clk) begin
    if (rst) begin
      cnt  <= 4'd0;
      tick <= 1'b0;
    end else if (en) begin
      if (cnt == DIV - 1) begin
        cnt  <= 4'd0;
        tick <= 1'b1;
      end else begin
        cnt  <= cnt + 4'd1;
        tick <= 1'b0;
      end
    end else begin
      tick <= 1'b0;
    end
  end
endmodule

module bcd_digit (
  input  wire       clk,
  input  wire       rst,
  input  wire       inc,
  output reg  [3:0] q,
  output wire       carry
);
  assign carry = inc & (q == 4'd9);
  always @(posedge clk) begin
    if (rst)
      q <= 4'd0;
    else if (inc)
      q <= (q == 4'd9) ? 4'd0 : q + 4'd1;
  end
endmodule

module stopwatch_top (
  input  wire        clk,
  input  wire        rst,
  input  wire        start_stop,
  input  wire        lap,
  output wire [15:0] bcd_out,
  output wire        running
);
  reg run_q, ss_d, lap_d, lap_hold;
  reg [15:0] lap_q;
  wire tick, c0, c1, c2, c3;
  wire [3:0] d0, d1, d2, d3;

  always @(posedge clk) begin
    if (rst) begin
      run_q <= 1'b0; ss_d <= 1'b0; lap_d <= 1'b0; lap_hold <= 1'b0; lap_q <= 16'd0;
    end else begin
      ss_d  <= start_stop;
      lap_d <= lap;
      if (start_stop & ~ss_d) run_q <= ~run_q;
      if (lap & ~lap_d) begin
        lap_hold <= ~lap_hold;
        lap_q    <= {d3, d2, d1, d0};
      end
    end
  end

  tick_prescaler #(.DIV(10)) u_pre (.clk(clk), .rst(rst), .en(run_q), .tick(tick));
  bcd_digit u_d0 (.clk(clk), .rst(rst), .inc(tick), .q(d0), .carry(c0));
  bcd_digit u_d1 (.clk(clk), .rst(rst), .inc(c0),   .q(d1), .carry(c1));
  bcd_digit u_d2 (.clk(clk), .rst(rst), .inc(c1),   .q(d2), .carry(c2));
  bcd_digit u_d3 (.clk(clk), .rst(rst), .inc(c2),   .q(d3), .carry(c3));

  assign bcd_out = lap_hold ? lap_q : {d3, d2, d1, d0};
  assign running = run_q;
endmodule
