// DMA engine top: the request FIFO controller lives in a file that was not read
module dma_chan (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        go,
    input  wire [11:0] len,
    output reg  [11:0] remaining,
    output wire        done
);
    always @(posedge clk or negedge rst_n)
        if (!rst_n)          remaining <= 12'd0;
        else if (go)         remaining <= len;
        else if (|remaining) remaining <= remaining - 12'd1;
    assign done = ~|remaining;
endmodule

module dma_top (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        req,
    input  wire [11:0] req_len,
    output wire        irq
);
    wire        pop;
    wire [11:0] len_q;
    wire        empty;
    fifo_ctrl #(.DEPTH(8)) u_reqfifo (
        .clk(clk), .rst_n(rst_n), .push(req), .din(req_len),
        .pop(pop), .dout(len_q), .empty(empty)
    );
    dma_chan u_ch0 (.clk(clk), .rst_n(rst_n), .go(pop), .len(len_q),
                    .remaining(), .done(irq));
    assign pop = ~empty & irq;
endmodule
