// teak_latch_regs: 4 x 8-bit latch-based register file (area-saving alternative to a flop array).
// Ports: clk, we, waddr[1:0], wdata[7:0], raddr[1:0] -> rdata[7:0]
// Write address/data/enable are registered on the rising edge; the selected entry's latch is
// transparent while clk is low in the following half cycle. Reads are asynchronous.
module teak_latch_regs (
    input  wire       clk,
    input  wire       we,
    input  wire [1:0] waddr,
    input  wire [7:0] wdata,
    input  wire [1:0] raddr,
    output wire [7:0] rdata
);
    reg [7:0] wdata_q;
    reg [3:0] wsel_q;
    reg [7:0] mem0, mem1, mem2, mem3;

    always @(posedge clk) begin
        wdata_q <= wdata;
        wsel_q  <= we ? (4'b0001 << waddr) : 4'b0000;
    end

    // one latch row per entry, enabled during the low phase of clk
    always @* if (!clk && wsel_q[0]) mem0 = wdata_q;
    always @* if (!clk && wsel_q[1]) mem1 = wdata_q;
    always @* if (!clk && wsel_q[2]) mem2 = wdata_q;
    always @* if (!clk && wsel_q[3]) mem3 = wdata_q;

    assign rdata = (raddr == 2'd0) ? mem0 :
                   (raddr == 2'd1) ? mem1 :
                   (raddr == 2'd2) ? mem2 : mem3;
endmodule
