// quoll_gcd: iterative greatest-common-divisor unit (Euclid by repeated subtraction).
// Parameter W (operand width, default 16). Pulse start with a_in/b_in; busy stays high
// until done pulses with the result on gcd_out. A zero operand returns the other operand.
module quoll_gcd #(
    parameter W = 16
) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire         start,
    input  wire [W-1:0] a_in,
    input  wire [W-1:0] b_in,
    output reg  [W-1:0] gcd_out,
    output reg          busy,
    output reg          done
);
    reg [W-1:0] a, b;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            a       <= {W{1'b0}};
            b       <= {W{1'b0}};
            gcd_out <= {W{1'b0}};
            busy    <= 1'b0;
            done    <= 1'b0;
        end else begin
            done <= 1'b0;
            if (!busy) begin
                if (start) begin
                    a    <= a_in;
                    b    <= b_in;
                    busy <= 1'b1;
                end
            end else if (a == 0 || b == 0) begin
                gcd_out <= a | b;
                busy    <= 1'b0;
                done    <= 1'b1;
            end else if (a == b) begin
                gcd_out <= a;
                busy    <= 1'b0;
                done    <= 1'b1;
            end else if (a > b) begin
                a <= a - b;
            end else begin
                b <= b - a;
            end
        end
    end
endmodule
