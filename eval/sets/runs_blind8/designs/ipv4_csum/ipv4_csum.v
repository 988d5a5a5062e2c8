// IPv4 header checksum: ones-complement sum of 16-bit words (header is 10 words).
module ones_add16 (
  input  wire [15:0] a,
  input  wire [15:0] b,
  output wire [15:0] sum
);
  wire [16:0] raw = a + b;
  assign sum = raw[15:0] + raw[16];
endmodule

module ipv4_csum (
  input  wire        clk,
  input  wire        rst,
  input  wire        start,
  input  wire        word_vld,
  input  wire [15:0] word,
  output wire [15:0] csum,
  output reg         done
);
  reg  [15:0] acc;
  reg  [3:0]  word_cnt;
  wire [16:0] acc_next;
  wire [7:0]  word_lo = word[7:0];

  ones_add16 u_add (
    .a   (acc),
    .b   (word_lo),
    .sum (acc_next)
  );

  always @(posedge clk) begin
    if (rst || start) begin
      acc      <= 16'd0;
      word_cnt <= 4'd0;
      done     <= 1'b0;
    end else if (word_vld && !done) begin
      acc      <= acc_next;
      word_cnt <= word_cnt + 4'd1;
      if (word_cnt == 4'd19)
        done <= 1'b1;
    end
  end

  assign csum = ~acc;
endmodule
