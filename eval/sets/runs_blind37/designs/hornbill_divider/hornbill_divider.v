// hornbill_divider: sequential restoring divider, unsigned N/N -> quotient and remainder.
// Ports: clk, rst, start, dividend[N-1:0], divisor[N-1:0], quotient, remainder, done, div_by_zero.
// Parameter: N (width, default 16). One quotient bit per cycle: N cycles per division.
// Divide by zero returns quotient = all ones and remainder = dividend, and flags div_by_zero.
module hornbill_divider #(
    parameter N = 16
) (
    input  wire         clk,
    input  wire         rst,
    input  wire         start,
    input  wire [N-1:0] dividend,
    input  wire [N-1:0] divisor,
    output reg  [N-1:0] quotient,
    output reg  [N-1:0] remainder,
    output reg          done,
    output reg          div_by_zero
);
    reg [N-1:0]         q, d;
    reg [N:0]           r;
    reg [$clog2(N):0]   step;
    reg                 busy;
    wire [N:0]          trial  = {r[N-1:0], q[N-1]} - {1'b0, d};
    wire [N:0]          next_r = trial[N] ? {r[N-1:0], q[N-1]} : trial;   // restore when negative
    wire [N-1:0]        next_q = {q[N-2:0], ~trial[N]};

    always @(posedge clk) begin
        if (rst) begin
            busy <= 1'b0; done <= 1'b0; div_by_zero <= 1'b0;
            q <= 0; d <= 0; r <= 0; step <= 0;
            quotient <= 0; remainder <= 0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                if (divisor == 0) begin
                    quotient    <= {N{1'b1}};
                    remainder   <= dividend;
                    div_by_zero <= 1'b1;
                    done        <= 1'b1;
                end else begin
                    q <= dividend; d <= divisor; r <= 0;
                    step <= N; busy <= 1'b1; div_by_zero <= 1'b0;
                end
            end else if (busy) begin
                r    <= next_r;
                q    <= next_q;
                step <= step - 1'b1;
                if (step == 1) begin
                    busy      <= 1'b0;
                    done      <= 1'b1;
                    quotient  <= next_q;
                    remainder <= next_r[N-1:0];
                end
            end
        end
    end
endmodule
