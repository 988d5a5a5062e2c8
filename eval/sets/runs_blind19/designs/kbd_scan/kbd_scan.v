// 4x4 key-matrix scanner: drives one column low at a time, waits for the
// rows to settle, then reports the first pressed key and waits for release.
module kbd_scan #(
    parameter SETTLE = 3
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [3:0] rows_n,        // active-low row sense
    output reg  [3:0] cols_n,        // active-low column drive
    output reg  [3:0] key_code,
    output reg        key_valid
);
    localparam ST_DRIVE   = 3'd0,
               ST_SETTLE  = 3'd1,
               ST_SAMPLE  = 3'd2,
               ST_REPORT  = 3'd3,
               ST_RELEASE = 3'd4;

    reg [2:0] st;
    reg [1:0] col;
    reg [1:0] wait_cnt;
    reg [1:0] row_idx;
    wire      any_row = ~&rows_n;

    always @(*) begin
        casez (rows_n)
            4'b???0: row_idx = 2'd0;
            4'b??01: row_idx = 2'd1;
            4'b?011: row_idx = 2'd2;
            default: row_idx = 2'd3;
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            st        <= ST_DRIVE;
            col       <= 2'd0;
            wait_cnt  <= 2'd0;
            cols_n    <= 4'b1111;
            key_code  <= 4'd0;
            key_valid <= 1'b0;
        end else begin
            key_valid <= 1'b0;
            case (st)
                ST_DRIVE: begin
                    cols_n   <= ~(4'b0001 << col);
                    wait_cnt <= 2'd0;
                    st       <= ST_SETTLE;
                end
                ST_SETTLE: begin
                    wait_cnt <= wait_cnt + 2'd1;
                    if (wait_cnt == SETTLE - 1) st <= ST_SAMPLE;
                end
                ST_SAMPLE: begin
                    if (any_row) st <= ST_REPORT;
                    else begin
                        col <= col + 2'd1;
                        st  <= ST_DRIVE;
                    end
                end
                ST_REPORT: begin
                    key_code  <= {row_idx, col};
                    key_valid <= 1'b1;
                    st        <= ST_RELEASE;
                end
                ST_RELEASE: if (!any_row) begin
                    col <= col + 2'd1;
                    st  <= ST_DRIVE;
                end
                default: ;
            endcase
        end
    end
endmodule
