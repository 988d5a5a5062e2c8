// ironwood_latch: small latch-based register bank (4 words x 6 bits) with a glitch-free
// clock-gate style write strobe. Each word is a row of level-sensitive latches that are
// transparent while clk is high and the word is selected; reads are asynchronous muxes.
// Ports: clk, we, waddr[1:0], wdata[5:0], raddr[1:0] -> rdata[5:0].
module ironwood_latch (
    input  wire       clk,
    input  wire       we,
    input  wire [1:0] waddr,
    input  wire [5:0] wdata,
    input  wire [1:0] raddr,
    output reg  [5:0] rdata
);
    reg [5:0] word0, word1, word2, word3;
    reg [3:0] sel_q;          // decoded select, captured while clk is low
    reg [5:0] wdata_q;

    // capture the select and data while clk is low (negative-level latches)
    always @(*) begin
        if (!clk) begin
            sel_q   = we ? (4'b0001 << waddr) : 4'b0000;
            wdata_q = wdata;
        end
    end

    // word latches, open while clk is high and selected
    always @(*) if (clk && sel_q[0]) word0 = wdata_q;
    always @(*) if (clk && sel_q[1]) word1 = wdata_q;
    always @(*) if (clk && sel_q[2]) word2 = wdata_q;
    always @(*) if (clk && sel_q[3]) word3 = wdata_q;

    always @(*) begin
        case (raddr)
            2'd0: rdata = word0;
            2'd1: rdata = word1;
            2'd2: rdata = word2;
            default: rdata = word3;
        endcase
    end
endmodule
