// akita_mult: registered unsigned multiplier, WIDTH x WIDTH -> 2*WIDTH, operands and product in flops
module akita_mult #(
    parameter WIDTH = 8
) (
    input  wire               clk,
    input  wire               rst_n,
    input  wire               start,
    input  wire [WIDTH-1:0]   op_a,
    input  wire [WIDTH-1:0]   op_b,
    output reg  [2*WIDTH-1:0] product,
    output reg                done
);
    reg [WIDTH-1:0] a_q, b_q;
    reg             v_q;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            a_q <= {WIDTH{1'b0}};
            b_q <= {WIDTH{1'b0}};
            v_q <= 1'b0;
        end else begin
            v_q <= start;
            if (start) begin
                a_q <= op_a;
                b_q <= op_b;
            end
        end
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            product <= {2*WIDTH{1'b0}};
            done    <= 1'b0;
        end else begin
            done <= v_q;
            if (v_q)
                product <= a_q * b_q;
        end
    end
endmodule
