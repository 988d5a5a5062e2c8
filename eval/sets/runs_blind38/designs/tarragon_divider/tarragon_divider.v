// tarragon_divider: sequential restoring divider, 16-bit dividend / 8-bit divisor,
// one quotient bit per clock (16 cycles per division).
// Ports: start loads dividend/divisor; busy while iterating; done pulses with quotient
// and remainder valid; div_by_zero is set (and quotient forced to all ones) when divisor == 0.
module tarragon_divider (
    input  wire        clk,
    input  wire        rst,
    input  wire        start,
    input  wire [15:0] dividend,
    input  wire [7:0]  divisor,
    output reg  [15:0] quotient,
    output reg  [7:0]  remainder,
    output reg         busy,
    output reg         done,
    output reg         div_by_zero
);
    reg [15:0] q;
    reg [8:0]  r;          // one extra bit for the trial subtraction
    reg [7:0]  d;
    reg [4:0]  step;

    wire [8:0] r_shift = {r[7:0], q[15]};
    wire [9:0] trial   = {1'b0, r_shift} - {2'b00, d};
    wire       fits    = ~trial[9];

    always @(posedge clk) begin
        if (rst) begin
            q <= 0; r <= 0; d <= 0; step <= 0;
            quotient <= 0; remainder <= 0;
            busy <= 1'b0; done <= 1'b0; div_by_zero <= 1'b0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                if (divisor == 8'd0) begin
                    quotient    <= 16'hFFFF;
                    remainder   <= dividend[7:0];
                    div_by_zero <= 1'b1;
                    done        <= 1'b1;
                end else begin
                    q <= dividend; r <= 9'd0; d <= divisor;
                    step <= 5'd16;
                    busy <= 1'b1;
                    div_by_zero <= 1'b0;
                end
            end else if (busy) begin
                if (fits) r <= trial[8:0];
                else      r <= r_shift;
                q    <= {q[14:0], fits};
                step <= step - 1'b1;
                if (step == 5'd1) begin
                    busy      <= 1'b0;
                    done      <= 1'b1;
                    quotient  <= {q[14:0], fits};
                    remainder <= fits ? trial[7:0] : r_shift[7:0];
                end
            end
        end
    end
endmodule
