// woad_latchbank: 4 x 8-bit configuration register bank built from level-sensitive latches
// Writes are transparent while clk is low and we is set for the addressed entry (latch-based, low area).
// The read side is a plain mux on raddr; a parity bit over the selected entry is also provided.
module woad_latchbank (
    input  wire       clk,
    input  wire       we,
    input  wire [1:0] waddr,
    input  wire [7:0] wdata,
    input  wire [1:0] raddr,
    output wire [7:0] rdata,
    output wire       rparity
);
    reg [7:0] cfg0, cfg1, cfg2, cfg3;

    // latch enables: open in the low phase of clk for the addressed entry
    wire en0 = ~clk & we & (waddr == 2'd0);
    wire en1 = ~clk & we & (waddr == 2'd1);
    wire en2 = ~clk & we & (waddr == 2'd2);
    wire en3 = ~clk & we & (waddr == 2'd3);

    always @(*) if (en0) cfg0 = wdata;
    always @(*) if (en1) cfg1 = wdata;
    always @(*) if (en2) cfg2 = wdata;
    always @(*) if (en3) cfg3 = wdata;

    assign rdata = (raddr == 2'd0) ? cfg0 :
                   (raddr == 2'd1) ? cfg1 :
                   (raddr == 2'd2) ? cfg2 : cfg3;

    assign rparity = ^rdata;
endmodule
