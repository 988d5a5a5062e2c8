// osier_gcd: iterative greatest-common-divisor unit (Euclid by repeated subtraction), 16-bit operands
// Ports: clk, rst, start, a[15:0], b[15:0], result[15:0], done (one-cycle pulse)
// Note: the unit loops on a==b; operands equal to zero are not handled specially.
module osier_gcd #(
    parameter W = 16
) (
    input  wire         clk,
    input  wire         rst,
    input  wire         start,
    input  wire [W-1:0] a,
    input  wire [W-1:0] b,
    output reg  [W-1:0] result,
    output reg          done
);
    localparam IDLE = 1'b0, CALC = 1'b1;
    reg         state;
    reg [W-1:0] x, y;

    always @(posedge clk) begin
        if (rst) begin
            state  <= IDLE;
            x      <= {W{1'b0}};
            y      <= {W{1'b0}};
            result <= {W{1'b0}};
            done   <= 1'b0;
        end else begin
            done <= 1'b0;
            case (state)
                IDLE: if (start) begin
                    x     <= a;
                    y     <= b;
                    state <= CALC;
                end
                CALC: begin
                    if (x == y) begin
                        result <= x;
                        done   <= 1'b1;
                        state  <= IDLE;
                    end else if (x > y)
                        x <= x - y;
                    else
                        y <= y - x;
                end
            endcase
        end
    end
endmodule
