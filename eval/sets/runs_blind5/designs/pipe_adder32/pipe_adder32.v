// Two-stage pipelined 32-bit adder: the lower half is added in stage 1,
// the upper half plus the registered carry in stage 2.
module pipe_adder32 (
    input             aclk,
    input      [31:0] a,
    input      [31:0] b,
    input             cin,
    output reg [31:0] sum,
    output reg        cout
);
    reg [15:0] lo_sum_q;
    reg        lo_c_q;
    reg [15:0] a_hi_q, b_hi_q;

    always @(posedge aclk) begin
        {lo_c_q, lo_sum_q} <= a[15:0] + b[15:0] + cin;
        a_hi_q <= a[31:16];
        b_hi_q <= b[31:16];
    end

    always @(posedge aclk)
        {cout, sum} <= {({1'b0, a_hi_q} + {1'b0, b_hi_q} + lo_c_q), lo_sum_q};
endmodule
