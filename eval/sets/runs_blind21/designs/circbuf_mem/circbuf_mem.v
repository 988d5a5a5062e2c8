// circbuf_mem: parameterized circular buffer (FIFO) built on an inferred memory array
module circbuf_mem #(parameter WIDTH = 8, parameter AW = 4) (
  input  wire             clk,
  input  wire             rst,
  input  wire             push,
  input  wire             pop,
  input  wire [WIDTH-1:0] din,
  output reg  [WIDTH-1:0] dout,
  output wire             full,
  output wire             empty,
  output wire [AW:0]      level
);
  reg [WIDTH-1:0] mem [0:(1<<AW)-1];
  reg [AW-1:0] wptr, rptr;
  reg [AW:0]   cnt;
  wire do_push = push && !full;
  wire do_pop  = pop && !empty;

  always @(posedge clk) begin
    if (do_push) mem[wptr] <= din;
    if (do_pop) dout <= mem[rptr];
  end

  always @(posedge clk) begin
    if (rst) begin
      wptr <= 0;
      rptr <= 0;
      cnt  <= 0;
    end else begin
      if (do_push) wptr <= wptr + 1'b1;
      if (do_pop)  rptr <= rptr + 1'b1;
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
