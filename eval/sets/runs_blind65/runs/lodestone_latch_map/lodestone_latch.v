// lodestone_latch: 4 x 4-bit latch-based register file (level-sensitive write,
// transparent while wr_en is high) with a combinational read port.
// Ports: wr_en, waddr[1:0], wdata[3:0], raddr[1:0] -> rdata[3:0].
module lodestone_latch (
    input  wire       wr_en,
    input  wire [1:0] waddr,
    input  wire [3:0] wdata,
    input  wire [1:0] raddr,
    output reg  [3:0] rdata
);
    reg [3:0] r0, r1, r2, r3;

    always @(*) if (wr_en && waddr == 2'd0) r0 = wdata;
    always @(*) if (wr_en && waddr == 2'd1) r1 = wdata;
    always @(*) if (wr_en && waddr == 2'd2) r2 = wdata;
    always @(*) if (wr_en && waddr == 2'd3) r3 = wdata;

    always @(*) begin
        case (raddr)
            2'd0: rdata = r0;
            2'd1: rdata = r1;
            2'd2: rdata = r2;
            default: rdata = r3;
        endcase
    end
endmodule
