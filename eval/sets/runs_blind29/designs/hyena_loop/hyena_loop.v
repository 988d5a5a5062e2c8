// hyena_loop: status flag merger with lint problems - a net driven from two places and a combinational feedback loop
module hyena_loop (
    input  wire       clk,
    input  wire       en,
    input  wire [3:0] flags_in,
    input  wire       clear,
    output wire       any_flag,
    output reg  [3:0] flags_q
);
    wire hold;
    wire merged;

    // driver 1
    assign merged = |flags_in;
    // driver 2 (left over from an earlier edit) - multiple drivers on 'merged'
    assign merged = en & flags_in[0];

    // combinational loop: hold feeds back into itself without a register
    assign hold = (merged | hold) & ~clear;

    assign any_flag = hold;

    always @(posedge clk) begin
        if (clear)
            flags_q <= 4'd0;
        else if (en)
            flags_q <= flags_q | flags_in;
    end
endmodule
