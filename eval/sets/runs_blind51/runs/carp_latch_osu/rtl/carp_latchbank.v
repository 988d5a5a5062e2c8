// carp_latchbank: 4 x 8-bit latch-based register bank (transparent-high latches, no flops
// in the storage array) with a registered read port.
// Ports: clk, we, waddr[1:0], wdata[7:0], raddr[1:0], rdata[7:0] (registered on posedge clk)
// Write: while clk is low and we=1 the addressed row's latch enable is high, so the row
// follows wdata; the row closes when clk rises (enable gated with ~clk, glitch-free only
// if we/waddr are stable while clk is low).
module carp_latchbank (
    input  wire       clk,
    input  wire       we,
    input  wire [1:0] waddr,
    input  wire [7:0] wdata,
    input  wire [1:0] raddr,
    output reg  [7:0] rdata
);
    reg [7:0] row0, row1, row2, row3;
    wire [3:0] wsel = we ? (4'b0001 << waddr) : 4'b0000;
    wire [3:0] len  = wsel & {4{~clk}};

    always @(*) if (len[0]) row0 = wdata;
    always @(*) if (len[1]) row1 = wdata;
    always @(*) if (len[2]) row2 = wdata;
    always @(*) if (len[3]) row3 = wdata;

    always @(posedge clk) begin
        case (raddr)
            2'd0: rdata <= row0;
            2'd1: rdata <= row1;
            2'd2: rdata <= row2;
            default: rdata <= row3;
        endcase
    end
endmodule
