// gerenuk_divider: multi-cycle restoring unsigned divider (one quotient bit per clock)
// Parameters: N (operand width, default 8)
// Ports: clk, rst, start, dividend, divisor -> quotient, remainder, busy, done, div_by_zero
// A division takes N clocks after start; divide by zero returns all-ones quotient.
module gerenuk_divider #(
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
    output reg          div_by_zero
);
    reg [N-1:0]         q;
    reg [N:0]           r;
    reg [N-1:0]         d;
    reg [$clog2(N):0]   count;

    wire [N:0] r_shift = {r[N-1:0], q[N-1]};
    wire [N:0] r_sub   = r_shift - {1'b0, d};

    always @(posedge clk) begin
        if (rst) begin
            busy        <= 1'b0;
            done        <= 1'b0;
            div_by_zero <= 1'b0;
            quotient    <= {N{1'b0}};
            remainder   <= {N{1'b0}};
            count       <= 0;
            q           <= 0;
            r           <= 0;
            d           <= 0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                if (divisor == 0) begin
                    quotient    <= {N{1'b1}};
                    remainder   <= dividend;
                    div_by_zero <= 1'b1;
                    done        <= 1'b1;
                end else begin
                    q           <= dividend;
                    r           <= 0;
                    d           <= divisor;
                    count       <= N;
                    busy        <= 1'b1;
                    div_by_zero <= 1'b0;
                end
            end else if (busy) begin
                if (r_sub[N]) begin
                    r <= r_shift;
                    q <= {q[N-2:0], 1'b0};
                end else begin
                    r <= r_sub;
                    q <= {q[N-2:0], 1'b1};
                end
                count <= count - 1'b1;
                if (count == 1) begin
                    busy      <= 1'b0;
                    done      <= 1'b1;
                    quotient  <= r_sub[N] ? {q[N-2:0], 1'b0} : {q[N-2:0], 1'b1};
                    remainder <= r_sub[N] ? r_shift[N-1:0] : r_sub[N-1:0];
                end
            end
        end
    end
endmodule
