// lorikeet_divider: 16-bit / 8-bit unsigned sequential restoring divider (one quotient bit per cycle).
// Ports: clk, rst_n, start, dividend[15:0], divisor[7:0] -> quotient[15:0], remainder[7:0], busy, done, div_by_zero
// Takes 16 cycles after start; lorikeet_div_step is the combinational trial-subtract stage.
module lorikeet_div_step (
    input  wire [8:0] partial,     // shifted partial remainder
    input  wire [7:0] divisor,
    output wire [8:0] next_rem,
    output wire       q_bit
);
    wire [9:0] diff = {1'b0, partial} - {2'b00, divisor};
    assign q_bit    = ~diff[9];
    assign next_rem = q_bit ? diff[8:0] : partial;
endmodule

module lorikeet_divider (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        start,
    input  wire [15:0] dividend,
    input  wire [7:0]  divisor,
    output reg  [15:0] quotient,
    output wire [7:0]  remainder,
    output wire        busy,
    output reg         done,
    output reg         div_by_zero
);
    reg [8:0]  rem;
    reg [7:0]  dvsr;
    reg [4:0]  count;
    wire [8:0] next_rem;
    wire       q_bit;

    lorikeet_div_step u_step (
        .partial ({rem[7:0], quotient[15]}),
        .divisor (dvsr),
        .next_rem(next_rem),
        .q_bit   (q_bit)
    );

    assign busy      = (count != 5'd0);
    assign remainder = rem[7:0];

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            rem <= 9'd0; dvsr <= 8'd0; quotient <= 16'd0;
            count <= 5'd0; done <= 1'b0; div_by_zero <= 1'b0;
        end else begin
            done <= 1'b0;
            if (start && !busy) begin
                rem         <= 9'd0;
                dvsr        <= divisor;
                quotient    <= dividend;
                div_by_zero <= (divisor == 8'd0);
                count       <= 5'd16;
            end else if (busy) begin
                rem      <= next_rem;
                quotient <= {quotient[14:0], q_bit};
                count    <= count - 1'b1;
                if (count == 5'd1)
                    done <= 1'b1;
            end
        end
    end
endmodule
