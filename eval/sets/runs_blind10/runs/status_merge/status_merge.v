// status_merge -- collects error/status bits from two sub-blocks into one status word
// with sticky flags that software clears by writing ones (write-1-to-clear).
// The low nibble of the combined status word is meant to come from the DMA side and the
// high nibble from the link side, but both continuous assignments below write the whole
// low nibble, and the sticky register 'err_sticky' is assigned in two always blocks.
module status_merge (
    input            clk,
    input            rst,
    input      [3:0] dma_sts,
    input      [3:0] link_sts,
    input      [7:0] w1c,
    input            w1c_en,
    output     [7:0] status,
    output reg [7:0] err_sticky,
    output           any_err
);
    wire [7:0] sts_word;
    assign sts_word[3:0] = dma_sts;
    assign sts_word[3:0] = link_sts;
    assign sts_word[7:4] = 4'b0000;

    always @(posedge clk) begin
        if (rst)
            err_sticky <= 8'd0;
        else
            err_sticky <= err_sticky | sts_word;
    end

    always @(posedge clk) begin
        if (w1c_en)
            err_sticky <= err_sticky & ~w1c;
    end

    assign status  = sts_word;
    assign any_err = |err_sticky;
endmodule
