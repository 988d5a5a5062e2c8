// baobab_gcd: iterative greatest-common-divisor unit (Euclid by repeated subtraction).
// Ports: start loads a_in/b_in when not busy; done pulses for one cycle with the
//        result on gcd. gcd(0, x) = x. Synchronous active-high reset.
// Parameter W: operand width (default 16).
module baobab_gcd #(
    parameter W = 16
) (
    input              clk,
    input              rst,
    input              start,
    input      [W-1:0] a_in,
    input      [W-1:0] b_in,
    output reg [W-1:0] gcd,
    output reg         done,
    output             busy
);
    reg [W-1:0] a, b;
    reg         running;

    assign busy = running;

    always @(posedge clk) begin
        done <= 1'b0;
        if (rst) begin
            running <= 1'b0;
            a       <= {W{1'b0}};
            b       <= {W{1'b0}};
            gcd     <= {W{1'b0}};
        end else if (start && !running) begin
            a       <= a_in;
            b       <= b_in;
            running <= 1'b1;
        end else if (running) begin
            if (b == {W{1'b0}}) begin
                gcd     <= a;
                done    <= 1'b1;
                running <= 1'b0;
            end else if (a >= b) begin
                a <= a - b;
            end else begin
                a <= b;          // swap so that a >= b again
                b <= a;
            end
        end
    end
endmodule
