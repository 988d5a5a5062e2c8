// Compares the two lockstep copies and latches a sticky mismatch flag.
module ls_compare (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       clr,
    input  wire [7:0] acc_a,
    input  wire [7:0] acc_b,
    input  wire       zero_a,
    input  wire       zero_b,
    output reg        mismatch,
    output reg  [3:0] err_cnt
);
    wire diff = (acc_a != acc_b) | (zero_a != zero_b);
    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            mismatch <= 1'b0;
            err_cnt  <= 4'd0;
        end else if (clr) begin
            mismatch <= 1'b0;
            err_cnt  <= 4'd0;
        end else if (diff) begin
            mismatch <= 1'b1;
            if (err_cnt != 4'hf) err_cnt <= err_cnt + 4'd1;
        end
endmodule
