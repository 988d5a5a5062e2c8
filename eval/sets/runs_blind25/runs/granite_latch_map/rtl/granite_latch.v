// Latch-based 4x8 register file with transparent write latches and a latch-gated read enable.
module granite_latch (
    input  wire       clk,
    input  wire       wen,
    input  wire [1:0] waddr,
    input  wire [7:0] wdata,
    input  wire [1:0] raddr,
    input  wire       ren,
    output reg  [7:0] rdata
);
    reg [7:0] r0, r1, r2, r3;
    reg       en_lat;

    // transparent-low enable latch (classic clock-gate style)
    always @*
        if (!clk) en_lat = ren;

    // write latches, open while clk is high
    always @*
        if (clk && wen && waddr == 2'd0) r0 = wdata;
    always @*
        if (clk && wen && waddr == 2'd1) r1 = wdata;
    always @*
        if (clk && wen && waddr == 2'd2) r2 = wdata;
    always @*
        if (clk && wen && waddr == 2'd3) r3 = wdata;

    always @(posedge clk)
        if (en_lat)
            case (raddr)
                2'd0: rdata <= r0;
                2'd1: rdata <= r1;
                2'd2: rdata <= r2;
                default: rdata <= r3;
            endcase
endmodule
