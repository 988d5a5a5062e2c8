// drongo_divider: unsigned sequential restoring divider, one quotient bit per clock.
// Parameter: N operand width (default 8). Latency N+1 cycles from start to done.
// Ports: clk, rst, start, dividend, divisor -> quotient, remainder, busy, done (1-cycle pulse), div0.
// Division by zero returns quotient all ones and remainder = dividend, and raises div0.
module drongo_divider #(
    parameter N = 8
) (
    input  wire         clk,
    input  wire         rst,
    input  wire         start,
    input  wire [N-1:0] dividend,
    input  wire [N-1:0] divisor,
    output reg  [N-1:0] quotient,
    output reg  [N-1:0] remainder,
    output reg          busy,
    output reg          done,
    output reg          div0
);
    reg [N-1:0]         q;
    reg [N:0]           r;
    reg [N-1:0]         d;
    reg [$clog2(N+1)-1:0] k;

    wire [N:0] r_shift = {r[N-1:0], q[N-1]};
    wire [N:0] r_try   = r_shift - {1'b0, d};

    always @(posedge clk) begin
        if (rst) begin
            busy <= 1'b0;
            done <= 1'b0;
            div0 <= 1'b0;
            q <= 0; r <= 0; d <= 0; k <= 0;
            quotient <= 0; remainder <= 0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                if (divisor == 0) begin
                    quotient  <= {N{1'b1}};
                    remainder <= dividend;
                    div0      <= 1'b1;
                    done      <= 1'b1;
                end else begin
                    q    <= dividend;
                    r    <= 0;
                    d    <= divisor;
                    k    <= N;
                    busy <= 1'b1;
                    div0 <= 1'b0;
                end
            end else if (busy) begin
                if (r_try[N]) begin
                    r <= r_shift;
                    q <= {q[N-2:0], 1'b0};
                end else begin
                    r <= r_try;
                    q <= {q[N-2:0], 1'b1};
                end
                k <= k - 1'b1;
                if (k == 1) begin
                    busy <= 1'b0;
                    done <= 1'b1;
                    quotient  <= r_try[N] ? {q[N-2:0], 1'b0} : {q[N-2:0], 1'b1};
                    remainder <= r_try[N] ? r_shift[N-1:0] : r_try[N-1:0];
                end
            end
        end
    end
endmodule
