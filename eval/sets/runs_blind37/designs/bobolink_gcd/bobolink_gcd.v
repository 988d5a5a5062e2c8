// bobolink_gcd: iterative greatest-common-divisor engine (Euclid by repeated subtraction).
// Ports: clk, rst, start, a_in[W-1:0], b_in[W-1:0], busy, done (1-cycle pulse), result[W-1:0].
// Parameter: W (operand width, default 16). gcd(x,0) = x, gcd(0,0) = 0.
module bobolink_gcd #(
    parameter W = 16
) (
    input  wire         clk,
    input  wire         rst,
    input  wire         start,
    input  wire [W-1:0] a_in,
    input  wire [W-1:0] b_in,
    output reg          busy,
    output reg          done,
    output reg  [W-1:0] result
);
    reg [W-1:0] a, b;

    always @(posedge clk) begin
        if (rst) begin
            a      <= {W{1'b0}};
            b      <= {W{1'b0}};
            busy   <= 1'b0;
            done   <= 1'b0;
            result <= {W{1'b0}};
        end else begin
            done <= 1'b0;
            if (!busy) begin
                if (start) begin
                    a    <= a_in;
                    b    <= b_in;
                    busy <= 1'b1;
                end
            end else if (b == {W{1'b0}}) begin
                result <= a;
                done   <= 1'b1;
                busy   <= 1'b0;
            end else if (a == {W{1'b0}}) begin
                result <= b;
                done   <= 1'b1;
                busy   <= 1'b0;
            end else if (a >= b) begin
                a <= a - b;
            end else begin
                b <= b - a;
            end
        end
    end
endmodule
