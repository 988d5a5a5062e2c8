// 16-bit Fibonacci LFSR, taps 16,14,13,11; seed load; step counter mixed into the output
module lfsr16 (
    input  wire        clk,
    input  wire        load,
    input  wire [15:0] seed,
    input  wire        step,
    input  wire        dbg_en,
    output wire [7:0]  rnd
);
    reg  [15:0] sr;
    reg  [4:0]  step_cnt;
    wire        fb = sr[15] ^ sr[13] ^ sr[12] ^ sr[10];
    always @(posedge clk) begin
        if (load) begin
            sr       <= seed;
            step_cnt <= 0;
        end else if (step) begin
            sr       <= {sr[14:0], fb};
            step_cnt <= step_cnt + 1;
        end
    end
    assign rnd = sr ^ {11'd0, step_cnt};
endmodule
