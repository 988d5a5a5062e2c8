// gahnite_mul: registered 8x8 unsigned multiply-accumulate slice.
// Inputs a, b are registered, multiplied and added to a 20-bit accumulator in one cycle,
// so the register-to-register path goes through the whole array multiplier and adder.
// Ports: clk, rst (sync, active high), clr (clear accumulator), en, a[7:0], b[7:0], acc[19:0].
module gahnite_mul (
    input  wire        clk,
    input  wire        rst,
    input  wire        clr,
    input  wire        en,
    input  wire [7:0]  a,
    input  wire [7:0]  b,
    output reg  [19:0] acc
);
    reg [7:0] a_q, b_q;
    reg       en_q;

    wire [15:0] prod = a_q * b_q;

    always @(posedge clk) begin
        if (rst) begin
            a_q  <= 8'd0;
            b_q  <= 8'd0;
            en_q <= 1'b0;
            acc  <= 20'd0;
        end else begin
            a_q  <= a;
            b_q  <= b;
            en_q <= en;
            if (clr)
                acc <= 20'd0;
            else if (en_q)
                acc <= acc + {4'd0, prod};
        end
    end
endmodule
