// Single-cycle 8x8 unsigned multiplier with input and output registers, used to probe timing at different clock periods.
module nightjar_mul (
    input  wire        clk,
    input  wire        rst,
    input  wire [7:0]  a,
    input  wire [7:0]  b,
    input  wire        start,
    output reg  [15:0] p,
    output reg         done
);
    reg [7:0] a_q, b_q;
    reg       go_q;

    always @(posedge clk) begin
        if (rst) begin
            a_q  <= 8'd0;
            b_q  <= 8'd0;
            go_q <= 1'b0;
        end else begin
            a_q  <= a;
            b_q  <= b;
            go_q <= start;
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            p    <= 16'd0;
            done <= 1'b0;
        end else begin
            p    <= a_q * b_q;
            done <= go_q;
        end
    end
endmodule
