// periwinkle_div: sequential restoring divider, unsigned, one quotient bit per clock cycle
// Parameter N: operand width (default 16); a division takes N cycles after start
// Ports: clk, rst_n (async active low), start (ignored while busy), dividend, divisor,
//        quotient, remainder (valid when done pulses), busy, done
// Divide by zero gives quotient = all ones and remainder = dividend, as the algorithm falls out.
module periwinkle_div #(
    parameter N = 16
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire         start,
    input  wire [N-1:0] dividend,
    input  wire [N-1:0] divisor,
    output reg  [N-1:0] quotient,
    output reg  [N-1:0] remainder,
    output reg          busy,
    output reg          done
);
    reg [N-1:0]         q;      // dividend shifts out, quotient shifts in
    reg [N-1:0]         d;      // divisor
    reg [N:0]           r;      // partial remainder
    reg [$clog2(N):0]   cnt;

    wire [N:0]   r_shift = {r[N-1:0], q[N-1]};
    wire [N:0]   diff    = r_shift - {1'b0, d};
    wire         neg     = diff[N];
    wire [N:0]   r_next  = neg ? r_shift : diff;
    wire [N-1:0] q_next  = {q[N-2:0], ~neg};

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            q         <= {N{1'b0}};
            d         <= {N{1'b0}};
            r         <= {(N+1){1'b0}};
            cnt       <= 0;
            busy      <= 1'b0;
            done      <= 1'b0;
            quotient  <= {N{1'b0}};
            remainder <= {N{1'b0}};
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                q    <= dividend;
                d    <= divisor;
                r    <= {(N+1){1'b0}};
                cnt  <= N;
                busy <= 1'b1;
            end else if (busy) begin
                q   <= q_next;
                r   <= r_next;
                cnt <= cnt - 1'b1;
                if (cnt == 1) begin
                    busy      <= 1'b0;
                    done      <= 1'b1;
                    quotient  <= q_next;
                    remainder <= r_next[N-1:0];
                end
            end
        end
    end
endmodule
