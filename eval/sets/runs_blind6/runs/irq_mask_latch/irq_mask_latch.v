// Interrupt mask/priority block. The mask register is written through a
// level-sensitive "transparent while mask_we" process (intended) and the
// priority encoder forgets a default assignment (not intended).
module irq_mask_latch (
    input  wire       mask_we,
    input  wire [3:0] mask_din,
    input  wire [3:0] irq_raw,
    output reg  [3:0] mask_q,
    output reg  [1:0] irq_id,
    output wire       irq_any
);
    wire [3:0] pend = irq_raw & ~mask_q;

    always @*
        if (mask_we)
            mask_q = mask_din;

    always @* begin
        if (pend[3])      irq_id = 2'd3;
        else if (pend[2]) irq_id = 2'd2;
        else if (pend[1]) irq_id = 2'd1;
        else if (pend[0]) irq_id = 2'd0;
    end

    assign irq_any = |pend;
endmodule
