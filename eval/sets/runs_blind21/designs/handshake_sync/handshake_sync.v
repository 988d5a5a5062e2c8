// handshake_sync: four-phase-free toggle req/ack handshake moving a data word between two clock domains
module handshake_sync (
  input  wire       clk_a,
  input  wire       rst_a,
  input  wire       send,
  input  wire [7:0] data_a,
  output wire       ready_a,
  input  wire       clk_b,
  input  wire       rst_b,
  output reg  [7:0] data_b,
  output reg        valid_b
);
  // domain A
  reg req_tgl, busy_a;
  reg [7:0] hold_a;
  reg ack_s1, ack_s2, ack_s3;
  always @(posedge clk_a) begin
    if (rst_a) begin
      req_tgl <= 1'b0; busy_a <= 1'b0; hold_a <= 8'd0;
      ack_s1 <= 1'b0; ack_s2 <= 1'b0; ack_s3 <= 1'b0;
    end else begin
      ack_s1 <= ack_tgl; ack_s2 <= ack_s1; ack_s3 <= ack_s2;
      if (send && !busy_a) begin
        hold_a <= data_a;
        req_tgl <= ~req_tgl;
        busy_a <= 1'b1;
      end else if (ack_s2 != ack_s3) begin
        busy_a <= 1'b0;
      end
    end
  end
  assign ready_a = ~busy_a;

  // domain B
  reg req_s1, req_s2, req_s3, ack_tgl;
  always @(posedge clk_b) begin
    if (rst_b) begin
      req_s1 <= 1'b0; req_s2 <= 1'b0; req_s3 <= 1'b0;
      ack_tgl <= 1'b0; valid_b <= 1'b0; data_b <= 8'd0;
    end else begin
      req_s1 <= req_tgl; req_s2 <= req_s1; req_s3 <= req_s2;
      valid_b <= 1'b0;
      if (req_s2 != req_s3) begin
        data_b <= hold_a;
        valid_b <= 1'b1;
        ack_tgl <= ~ack_tgl;
      end
    end
  end
endmodule
