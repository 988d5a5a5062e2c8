// agate_seqdiv: sequential restoring divider, unsigned WIDTH-bit dividend / divisor
// Ports: start pulses one cycle with dividend/divisor valid; busy is high while
// iterating (one quotient bit per clock); done pulses when quotient/remainder are valid.
// dbz is set when the divisor was zero (quotient forced to all ones, remainder = dividend).
// Parameter: WIDTH (default 8).
module agate_seqdiv #(
    parameter WIDTH = 8
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire             start,
    input  wire [WIDTH-1:0] dividend,
    input  wire [WIDTH-1:0] divisor,
    output reg  [WIDTH-1:0] quotient,
    output reg  [WIDTH-1:0] remainder,
    output reg              busy,
    output reg              done,
    output reg              dbz
);
    localparam CW = $clog2(WIDTH + 1);

    reg [WIDTH-1:0] dvsr;
    reg [WIDTH-1:0] q;
    reg [WIDTH:0]   r;
    reg [CW-1:0]    cnt;

    wire [WIDTH:0] r_shift = {r[WIDTH-1:0], q[WIDTH-1]};
    wire [WIDTH:0] r_sub   = r_shift - {1'b0, dvsr};

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            dvsr      <= {WIDTH{1'b0}};
            q         <= {WIDTH{1'b0}};
            r         <= {(WIDTH+1){1'b0}};
            cnt       <= {CW{1'b0}};
            busy      <= 1'b0;
            done      <= 1'b0;
            dbz       <= 1'b0;
            quotient  <= {WIDTH{1'b0}};
            remainder <= {WIDTH{1'b0}};
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                if (divisor == {WIDTH{1'b0}}) begin
                    quotient  <= {WIDTH{1'b1}};
                    remainder <= dividend;
                    dbz       <= 1'b1;
                    done      <= 1'b1;
                end else begin
                    dvsr <= divisor;
                    q    <= dividend;
                    r    <= {(WIDTH+1){1'b0}};
                    cnt  <= WIDTH[CW-1:0];
                    busy <= 1'b1;
                    dbz  <= 1'b0;
                end
            end else if (busy) begin
                if (r_sub[WIDTH]) begin
                    r <= r_shift;
                    q <= {q[WIDTH-2:0], 1'b0};
                end else begin
                    r <= r_sub;
                    q <= {q[WIDTH-2:0], 1'b1};
                end
                cnt <= cnt - 1'b1;
                if (cnt == 1) begin
                    busy <= 1'b0;
                    done <= 1'b1;
                    quotient  <= r_sub[WIDTH] ? {q[WIDTH-2:0], 1'b0} : {q[WIDTH-2:0], 1'b1};
                    remainder <= r_sub[WIDTH] ? r_shift[WIDTH-1:0] : r_sub[WIDTH-1:0];
                end
            end
        end
    end
endmodule
