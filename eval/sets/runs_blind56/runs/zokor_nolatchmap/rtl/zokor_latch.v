// zokor_latch: address/data capture for a multiplexed external bus (ALE style).
// addr_q is a transparent-high latch on ale (classic 74x373 behaviour);
// the write data is registered on clk when wr_n is low and the latched
// address hits the 0x40-0x4F window.
module zokor_latch (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       ale,
    input  wire [7:0] ad,
    input  wire       wr_n,
    output reg  [7:0] addr_q,
    output reg  [7:0] reg_out,
    output wire       hit
);
    // transparent latch: follows ad while ale is high, holds when low
    always @*
        if (ale)
            addr_q = ad;

    assign hit = (addr_q[7:4] == 4'h4);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            reg_out <= 8'h00;
        else if (!wr_n && hit)
            reg_out <= ad ^ {4'h0, addr_q[3:0]};
    end
endmodule
