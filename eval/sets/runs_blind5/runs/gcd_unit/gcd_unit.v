// Iterative (subtractive) 8-bit GCD engine with start/done handshake.
module gcd_unit (
    input            clk,
    input            rst,
    input            start,
    input      [7:0] a_in,
    input      [7:0] b_in,
    output reg [7:0] gcd_out,
    output reg       done,
    output           busy
);
    reg [7:0] a, b;
    reg       run;

    assign busy = run;

    always @(posedge clk) begin
        if (rst) begin
            a <= 8'd0; b <= 8'd0; run <= 1'b0; done <= 1'b0; gcd_out <= 8'd0;
        end else begin
            done <= 1'b0;
            if (start && !run) begin
                a <= a_in; b <= b_in; run <= 1'b1;
            end else if (run) begin
                if (b == 8'd0) begin
                    gcd_out <= a; done <= 1'b1; run <= 1'b0;
                end else if (a >= b)
                    a <= a - b;
                else begin
                    a <= b; b <= a;
                end
            end
        end
    end
endmodule
