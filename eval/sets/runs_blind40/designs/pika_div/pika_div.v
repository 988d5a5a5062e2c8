// pika_div: sequential restoring divider for unsigned operands, one quotient bit per clock.
// Parameter WIDTH: operand width (default 8). A division takes WIDTH cycles after start.
// Outputs: quotient, remainder, valid (high once the result is ready), div_by_zero flag.
module pika_div #(
    parameter WIDTH = 8
) (
    input  wire             clk,
    input  wire             rst,
    input  wire             start,
    input  wire [WIDTH-1:0] dividend,
    input  wire [WIDTH-1:0] divisor,
    output reg  [WIDTH-1:0] quotient,
    output reg  [WIDTH-1:0] remainder,
    output reg              valid,
    output reg              div_by_zero
);
    localparam CW = $clog2(WIDTH + 1);

    reg [WIDTH-1:0] dvsr;
    reg [WIDTH-1:0] q;
    reg [WIDTH:0]   r;
    reg [CW-1:0]    count;
    reg             running;

    wire [WIDTH:0] shifted = {r[WIDTH-1:0], q[WIDTH-1]};
    wire [WIDTH:0] diff    = shifted - {1'b0, dvsr};

    always @(posedge clk) begin
        if (rst) begin
            running     <= 1'b0;
            valid       <= 1'b0;
            div_by_zero <= 1'b0;
            count       <= {CW{1'b0}};
            q           <= {WIDTH{1'b0}};
            r           <= {(WIDTH+1){1'b0}};
            dvsr        <= {WIDTH{1'b0}};
            quotient    <= {WIDTH{1'b0}};
            remainder   <= {WIDTH{1'b0}};
        end else if (start && !running) begin
            running     <= (divisor != 0);
            valid       <= (divisor == 0);
            div_by_zero <= (divisor == 0);
            q           <= dividend;
            r           <= {(WIDTH+1){1'b0}};
            dvsr        <= divisor;
            count       <= WIDTH[CW-1:0];
        end else if (running) begin
            if (diff[WIDTH]) begin
                r <= shifted;
                q <= {q[WIDTH-2:0], 1'b0};
            end else begin
                r <= diff;
                q <= {q[WIDTH-2:0], 1'b1};
            end
            count <= count - 1'b1;
            if (count == 1) begin
                running   <= 1'b0;
                valid     <= 1'b1;
                quotient  <= diff[WIDTH] ? {q[WIDTH-2:0], 1'b0} : {q[WIDTH-2:0], 1'b1};
                remainder <= diff[WIDTH] ? shifted[WIDTH-1:0] : diff[WIDTH-1:0];
            end
        end else begin
            valid <= 1'b0;
        end
    end
endmodule
