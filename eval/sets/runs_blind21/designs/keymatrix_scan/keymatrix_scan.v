// keymatrix_scan: 4x4 keyboard matrix scanner running on a divided scan clock, reports key code
module keymatrix_scan (
  input  wire       clk,
  input  wire       rst,
  input  wire [3:0] cols,      // active-low column returns
  output reg  [3:0] rows,      // active-low row drive
  output reg  [3:0] key_code,
  output reg        key_valid
);
  // divide-by-4 scan clock
  reg [1:0] div;
  reg scan_clk;
  always @(posedge clk) begin
    if (rst) begin div <= 2'd0; scan_clk <= 1'b0; end
    else begin
      div <= div + 1'b1;
      if (div == 2'd1 || div == 2'd3) scan_clk <= ~scan_clk;
    end
  end

  reg [1:0] row_idx;
  reg [3:0] cols_q;
  reg [2:0] stable_cnt;
  reg [3:0] last_code;
  wire      hit = (cols_q != 4'hf);
  reg [1:0] col_idx;
  always @(*) begin
    casez (cols_q)
      4'b???0: col_idx = 2'd0;
      4'b??01: col_idx = 2'd1;
      4'b?011: col_idx = 2'd2;
      default: col_idx = 2'd3;
    endcase
  end

  always @(posedge scan_clk or posedge rst) begin
    if (rst) begin
      row_idx <= 2'd0; rows <= 4'b1110; cols_q <= 4'hf;
      stable_cnt <= 3'd0; last_code <= 4'd0; key_code <= 4'd0; key_valid <= 1'b0;
    end else begin
      cols_q <= cols;
      key_valid <= 1'b0;
      if (hit) begin
        if ({row_idx, col_idx} == last_code) begin
          if (stable_cnt == 3'd5) begin
            key_code <= last_code;
            key_valid <= 1'b1;
          end
          if (stable_cnt != 3'd7) stable_cnt <= stable_cnt + 1'b1;
        end else begin
          last_code <= {row_idx, col_idx};
          stable_cnt <= 3'd0;
        end
      end else begin
        row_idx <= row_idx + 1'b1;
        rows <= {rows[2:0], rows[3]};
        stable_cnt <= 3'd0;
      end
    end
  end
endmodule
