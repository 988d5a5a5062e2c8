// camel_divider: unsigned sequential restoring divider, one quotient bit per clock
// Parameter N: operand width (default 12)
// Ports: clk, rst_n, start, dividend, divisor, quotient, remainder, busy, valid (1-cycle pulse), div0 (divide by zero flag)
// Latency: N+1 cycles from start to valid.
module camel_divider #(
    parameter N = 12
) (
    input  wire          clk,
    input  wire          rst_n,
    input  wire          start,
    input  wire [N-1:0]  dividend,
    input  wire [N-1:0]  divisor,
    output reg  [N-1:0]  quotient,
    output reg  [N-1:0]  remainder,
    output reg           busy,
    output reg           valid,
    output reg           div0
);
    reg [N-1:0]  dvsr;
    reg [N-1:0]  q;
    reg [N:0]    r;
    reg [$clog2(N+1)-1:0] cnt;

    wire [N:0] r_shift = {r[N-1:0], q[N-1]};
    wire [N:0] r_sub   = r_shift - {1'b0, dvsr};

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            dvsr      <= {N{1'b0}};
            q         <= {N{1'b0}};
            r         <= {(N+1){1'b0}};
            cnt       <= 0;
            busy      <= 1'b0;
            valid     <= 1'b0;
            div0      <= 1'b0;
            quotient  <= {N{1'b0}};
            remainder <= {N{1'b0}};
        end else begin
            valid <= 1'b0;
            if (start && !busy) begin
                dvsr <= divisor;
                q    <= dividend;
                r    <= {(N+1){1'b0}};
                cnt  <= N;
                busy <= 1'b1;
                div0 <= (divisor == {N{1'b0}});
            end else if (busy) begin
                if (r_sub[N]) begin            // negative: restore
                    r <= r_shift;
                    q <= {q[N-2:0], 1'b0};
                end else begin
                    r <= r_sub;
                    q <= {q[N-2:0], 1'b1};
                end
                cnt <= cnt - 1'b1;
                if (cnt == 1) begin
                    busy  <= 1'b0;
                    valid <= 1'b1;
                end
            end
            if (valid) begin
                quotient  <= q;
                remainder <= r[N-1:0];
            end
        end
    end
endmodule
