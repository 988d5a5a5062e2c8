// rosewood_div: unsigned sequential restoring divider, one quotient bit per clock.
// Parameter N (operand width, default 8). Pulse start with dividend/divisor;
// done rises after N cycles with quotient and remainder. Divide by zero sets
// dbz and returns quotient all ones.
module rosewood_div #(
    parameter N = 8
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire         start,
    input  wire [N-1:0] dividend,
    input  wire [N-1:0] divisor,
    output reg  [N-1:0] quotient,
    output reg  [N-1:0] remainder,
    output reg          done,
    output reg          dbz
);
    reg [N-1:0] q, d;
    reg [N:0]   r;
    reg [$clog2(N+1)-1:0] cnt;
    reg         running;

    wire [N:0] r_shift = {r[N-1:0], q[N-1]};
    wire [N:0] r_sub   = r_shift - {1'b0, d};

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            q <= 0; d <= 0; r <= 0; cnt <= 0;
            running <= 1'b0; done <= 1'b0; dbz <= 1'b0;
            quotient <= 0; remainder <= 0;
        end else begin
            done <= 1'b0;
            if (start && !running) begin
                if (divisor == 0) begin
                    quotient  <= {N{1'b1}};
                    remainder <= dividend;
                    dbz       <= 1'b1;
                    done      <= 1'b1;
                end else begin
                    q <= dividend; d <= divisor; r <= 0;
                    cnt <= N; running <= 1'b1; dbz <= 1'b0;
                end
            end else if (running) begin
                if (r_sub[N]) begin
                    r <= r_shift;
                    q <= {q[N-2:0], 1'b0};
                end else begin
                    r <= r_sub;
                    q <= {q[N-2:0], 1'b1};
                end
                cnt <= cnt - 1'b1;
                if (cnt == 1) begin
                    running   <= 1'b0;
                    done      <= 1'b1;
                    quotient  <= r_sub[N] ? {q[N-2:0], 1'b0} : {q[N-2:0], 1'b1};
                    remainder <= r_sub[N] ? r_shift[N-1:0] : r_sub[N-1:0];
                end
            end
        end
    end
endmodule
