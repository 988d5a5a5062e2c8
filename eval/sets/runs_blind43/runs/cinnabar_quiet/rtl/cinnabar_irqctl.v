// cinnabar_irqctl: 8-input interrupt controller: rising-edge detect, pending and mask
// registers, fixed priority (source 0 highest), vector output and per-source ack.
// Ports: clk, rst_n, src[7:0], mask_wr, mask_in[7:0], ack, irq, vec[2:0], pend[7:0].
module cinnabar_irqctl (
    input  wire       clk,
    input  wire       rst_n,
    input  wire [7:0] src,
    input  wire       mask_wr,
    input  wire [7:0] mask_in,
    input  wire       ack,
    output wire       irq,
    output reg  [2:0] vec,
    output reg  [7:0] pend
);
    reg  [7:0] src_q, mask;
    wire [7:0] rise   = src & ~src_q;
    wire [7:0] active = pend & ~mask;
    integer k;

    assign irq = |active;

    always @(*) begin
        vec = 3'd0;
        for (k = 7; k >= 0; k = k - 1)
            if (active[k]) vec = k[2:0];
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            src_q <= 8'd0;
            mask  <= 8'hff;
            pend  <= 8'd0;
        end else begin
            src_q <= src;
            if (mask_wr)
                mask <= mask_in;
            pend <= (pend | rise) & ~((ack && irq) ? (8'd1 << vec) : 8'd0);
        end
    end
endmodule
