// divider_seq: parameterized sequential restoring divider (one quotient bit per clock)
module divider_seq #(parameter WIDTH = 8) (
  input  wire             clk,
  input  wire             rst_n,
  input  wire             start,
  input  wire [WIDTH-1:0] dividend,
  input  wire [WIDTH-1:0] divisor,
  output reg  [WIDTH-1:0] quotient,
  output reg  [WIDTH-1:0] remainder,
  output reg              done,
  output reg              div_zero
);
  localparam CW = $clog2(WIDTH + 1);
  reg [WIDTH-1:0] dvsr;
  reg [WIDTH-1:0] q;
  reg [WIDTH:0]   r;
  reg [CW-1:0]    cnt;
  reg             busy;
  wire [WIDTH:0]  r_shift = {r[WIDTH-1:0], q[WIDTH-1]};
  wire [WIDTH:0]  r_sub   = r_shift - {1'b0, dvsr};

  always @(posedge clk or negedge rst_n) begin
    if (!rst_n) begin
      busy <= 1'b0; done <= 1'b0; div_zero <= 1'b0;
      cnt <= 0; q <= 0; r <= 0; dvsr <= 0;
      quotient <= 0; remainder <= 0;
    end else begin
      done <= 1'b0;
      if (start && !busy) begin
        if (divisor == 0) begin
          div_zero <= 1'b1;
          done <= 1'b1;
        end else begin
          div_zero <= 1'b0;
          busy <= 1'b1;
          q <= dividend;
          r <= 0;
          dvsr <= divisor;
          cnt <= WIDTH;
        end
      end else if (busy) begin
        if (r_sub[WIDTH]) begin
          r <= r_shift;
          q <= {q[WIDTH-2:0], 1'b0};
        end else begin
          r <= r_sub;
          q <= {q[WIDTH-2:0], 1'b1};
        end
        cnt <= cnt - 1'b1;
        if (cnt == 1) begin
          busy <= 1'b0;
          done <= 1'b1;
          quotient <= r_sub[WIDTH] ? {q[WIDTH-2:0], 1'b0} : {q[WIDTH-2:0], 1'b1};
          remainder <= r_sub[WIDTH] ? r_shift[WIDTH-1:0] : r_sub[WIDTH-1:0];
        end
      end
    end
  end
endmodule
