// chicory_divu: sequential restoring divider for unsigned operands.
// Parameter WIDTH (default 8): one quotient bit per clock, WIDTH cycles per division.
// Ports: clk, rst_n, start, dividend, divisor, busy, done (1-cycle pulse),
//        quotient, remainder. Division by zero returns all-ones quotient.
module chicory_divu #(
    parameter WIDTH = 8
) (
    input  wire             clk,
    input  wire             rst_n,
    input  wire             start,
    input  wire [WIDTH-1:0] dividend,
    input  wire [WIDTH-1:0] divisor,
    output reg              busy,
    output reg              done,
    output reg  [WIDTH-1:0] quotient,
    output reg  [WIDTH-1:0] remainder
);
    localparam CW = $clog2(WIDTH + 1);

    reg [WIDTH-1:0] dvsr;
    reg [WIDTH:0]   rem;
    reg [WIDTH-1:0] quo;
    reg [CW-1:0]    count;

    wire [WIDTH:0] rem_shift = {rem[WIDTH-1:0], quo[WIDTH-1]};
    wire [WIDTH:0] trial     = rem_shift - {1'b0, dvsr};

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            busy      <= 1'b0;
            done      <= 1'b0;
            dvsr      <= 0;
            rem       <= 0;
            quo       <= 0;
            count     <= 0;
            quotient  <= 0;
            remainder <= 0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                busy  <= 1'b1;
                dvsr  <= divisor;
                rem   <= 0;
                quo   <= dividend;
                count <= WIDTH[CW-1:0];
            end else if (busy) begin
                if (trial[WIDTH]) begin
                    rem <= rem_shift;
                    quo <= {quo[WIDTH-2:0], 1'b0};
                end else begin
                    rem <= trial;
                    quo <= {quo[WIDTH-2:0], 1'b1};
                end
                count <= count - 1'b1;
                if (count == 1) begin
                    busy      <= 1'b0;
                    done      <= 1'b1;
                    quotient  <= {quo[WIDTH-2:0], ~trial[WIDTH]};
                    remainder <= trial[WIDTH] ? rem_shift[WIDTH-1:0] : trial[WIDTH-1:0];
                end
            end
        end
    end
endmodule
