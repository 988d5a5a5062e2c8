// stack_lifo8x8: 8-entry x 8-bit hardware stack (LIFO) with registered
// top-of-stack output. push and pop in the same cycle replace the top.
// Overflow / underflow attempts are counted in a sticky 4-bit error count.
module stack_lifo8x8 (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       push,
    input  wire       pop,
    input  wire [7:0] din,
    output reg  [7:0] tos,
    output wire       empty,
    output wire       full,
    output wire [3:0] depth,
    output reg  [3:0] err_cnt
);
    reg [7:0] mem [0:7];
    reg [3:0] sp;              // number of stored entries, 0..8

    wire do_push = push & ~pop & (sp != 4'd8);
    wire do_pop  = pop & ~push & (sp != 4'd0);
    wire do_swap = push & pop & (sp != 4'd0);
    wire bad     = (push & ~pop & (sp == 4'd8)) | (pop & ~push & (sp == 4'd0));

    always @(posedge clk) begin
        if (do_push)
            mem[sp[2:0]] <= din;
        else if (do_swap)
            mem[sp[2:0] - 3'd1] <= din;
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            sp      <= 4'd0;
            err_cnt <= 4'd0;
        end else begin
            if (do_push)
                sp <= sp + 4'd1;
            else if (do_pop)
                sp <= sp - 4'd1;
            if (bad && err_cnt != 4'hf)
                err_cnt <= err_cnt + 4'd1;
        end
    end

    // registered read of the new top of stack
    always @(posedge clk) begin
        if (do_push || do_swap)
            tos <= din;
        else if (do_pop)
            tos <= (sp >= 4'd2) ? mem[sp[2:0] - 3'd2] : 8'h00;
    end

    assign empty = (sp == 4'd0);
    assign full  = (sp == 4'd8);
    assign depth = sp;
endmodule
