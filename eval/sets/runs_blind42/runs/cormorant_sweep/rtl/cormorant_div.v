// cormorant_div: sequential restoring divider, unsigned N-bit dividend / divisor, one quotient bit per clock
// start loads the operands; after N cycles done pulses and quotient/remainder are valid.
// Division by zero returns quotient all-ones and remainder = dividend (dbz flag set).
module cormorant_div #(parameter N = 8) (
    input  wire         clk,
    input  wire         rst,
    input  wire         start,
    input  wire [N-1:0] dividend,
    input  wire [N-1:0] divisor,
    output reg  [N-1:0] quotient,
    output reg  [N-1:0] remainder,
    output reg          done,
    output reg          dbz,
    output wire         busy
);
    reg [N-1:0]         q;
    reg [N:0]           r;
    reg [N-1:0]         d;
    reg [$clog2(N):0]   count;
    reg                 running;

    wire [N:0] r_shift = {r[N-1:0], q[N-1]};
    wire [N:0] r_sub   = r_shift - {1'b0, d};

    assign busy = running;

    always @(posedge clk) begin
        if (rst) begin
            running   <= 1'b0;
            done      <= 1'b0;
            dbz       <= 1'b0;
            count     <= 0;
            q         <= 0;
            r         <= 0;
            d         <= 0;
            quotient  <= 0;
            remainder <= 0;
        end else begin
            done <= 1'b0;
            if (start && !running) begin
                if (divisor == 0) begin
                    quotient  <= {N{1'b1}};
                    remainder <= dividend;
                    dbz       <= 1'b1;
                    done      <= 1'b1;
                end else begin
                    q       <= dividend;
                    r       <= 0;
                    d       <= divisor;
                    count   <= N;
                    dbz     <= 1'b0;
                    running <= 1'b1;
                end
            end else if (running) begin
                if (r_sub[N]) begin
                    r <= r_shift;
                    q <= {q[N-2:0], 1'b0};
                end else begin
                    r <= r_sub;
                    q <= {q[N-2:0], 1'b1};
                end
                count <= count - 1'b1;
                if (count == 1) begin
                    // last step: publish the result
                    running   <= 1'b0;
                    done      <= 1'b1;
                    quotient  <= r_sub[N] ? {q[N-2:0], 1'b0} : {q[N-2:0], 1'b1};
                    remainder <= r_sub[N] ? r_shift[N-1:0] : r_sub[N-1:0];
                end
            end
        end
    end
endmodule
