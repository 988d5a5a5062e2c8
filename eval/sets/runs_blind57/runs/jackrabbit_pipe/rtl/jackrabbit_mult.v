// jackrabbit_mult: 2-stage pipelined 8x8 unsigned multiplier
// Stage 1 registers two 8x4 partial products (low and high nibble of b); stage 2 adds them (<<4) into p[15:0].
// Ports: clk, rst_n, in_vld, a[7:0], b[7:0], out_vld, p[15:0]. Latency 2 cycles, one result per cycle.
module jackrabbit_mult (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        in_vld,
    input  wire [7:0]  a,
    input  wire [7:0]  b,
    output reg         out_vld,
    output reg  [15:0] p
);
    reg [11:0] pp_lo, pp_hi;
    reg        vld1;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            pp_lo <= 12'd0;
            pp_hi <= 12'd0;
            vld1  <= 1'b0;
        end else begin
            pp_lo <= a * b[3:0];
            pp_hi <= a * b[7:4];
            vld1  <= in_vld;
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            p       <= 16'd0;
            out_vld <= 1'b0;
        end else begin
            p       <= {4'd0, pp_lo} + {pp_hi, 4'd0};
            out_vld <= vld1;
        end
    end
endmodule
