// keypad_scan: 4x4 matrix keypad scanner.  One column at a time is driven
// low; the rows (pulled up) are sampled through a two-flop synchronizer.  A
// key must be seen on SETTLE consecutive scans before it is reported.
module keypad_scan #(
    parameter SETTLE = 4
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       scan_tick,
    input  wire [3:0] row_n,
    output reg  [3:0] col_n,
    output reg  [3:0] key_code,
    output reg        key_valid
);
    localparam SCAN = 2'd0, CHECK = 2'd1, HOLD = 2'd2, RELEASE = 2'd3;

    reg [3:0] row_s1, row_s2;
    reg [1:0] col_idx;
    reg [1:0] state;
    reg [3:0] cand;
    reg [2:0] seen;
    reg [1:0] row_idx;
    wire      any_row = (row_s2 != 4'hF);

    always @* begin
        casez (row_s2)
            4'b???0: row_idx = 2'd0;
            4'b??01: row_idx = 2'd1;
            4'b?011: row_idx = 2'd2;
            default: row_idx = 2'd3;
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            row_s1 <= 4'hF;
            row_s2 <= 4'hF;
        end else begin
            row_s1 <= row_n;
            row_s2 <= row_s1;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            state     <= SCAN;
            col_idx   <= 2'd0;
            col_n     <= 4'b1110;
            cand      <= 4'd0;
            seen      <= 3'd0;
            key_code  <= 4'd0;
            key_valid <= 1'b0;
        end else begin
            key_valid <= 1'b0;
            if (scan_tick) begin
                case (state)
                    SCAN: if (any_row) begin
                              cand  <= {row_idx, col_idx};
                              seen  <= 3'd1;
                              state <= CHECK;
                          end else begin
                              col_idx <= col_idx + 2'd1;
                              col_n   <= {col_n[2:0], col_n[3]};
                          end
                    CHECK: if (any_row && {row_idx, col_idx} == cand) begin
                              seen <= seen + 3'd1;
                              if (seen == SETTLE - 1) begin
                                  key_code  <= cand;
                                  key_valid <= 1'b1;
                                  state     <= HOLD;
                              end
                          end else begin
                              state <= SCAN;
                          end
                    HOLD:  if (!any_row) state <= RELEASE;
                    RELEASE: begin
                              seen  <= 3'd0;
                              state <= SCAN;
                          end
                endcase
            end
        end
    end
endmodule
