// queue_ctl: synchronous 8-entry x 8-bit FIFO queue with full/empty flags and occupancy count
module queue_ctl #(
  parameter DW = 8,
  parameter AW = 3
) (
  input               clk,
  input               rst,
  input               push,
  input               pop,
  input      [DW-1:0] din,
  output reg [DW-1:0] dout,
  output              full,
  output              empty,
  output     [AW:0]   level
);
  reg [DW-1:0] store [0:(1<<AW)-1];
  reg [AW-1:0] wp, rp;
  reg [AW:0]   cnt;

  wire do_push = push && !full;
  wire do_pop  = pop && !empty;

  always @(posedge clk) begin
    if (do_push)
      store[wp] <= din;
  end

  always @(posedge clk) begin
    if (rst) begin
      wp   <= 0;
      rp   <= 0;
      cnt  <= 0;
      dout <= 0;
    end else begin
      if (do_push) wp <= wp + 1'b1;
      if (do_pop) begin
        rp   <= rp + 1'b1;
        dout <= store[rp];
      end
      case ({do_push, do_pop})
        2'b10: cnt <= cnt + 1'b1;
        2'b01: cnt <= cnt - 1'b1;
        default: cnt <= cnt;
      endcase
    end
  end

  assign full  = (cnt == (1 << AW));
  assign empty = (cnt == 0);
  assign level = cnt;
endmodule
