// esker_latch: latch-based 4 x 8-bit configuration register bank with a transparent-low
// read-back latch (level-sensitive storage on purpose, to save area).
// Ports: en (write strobe, active high level), addr, wdata, rd_hold, rdata.
module esker_latch (
    input  wire       en,
    input  wire [1:0] addr,
    input  wire [7:0] wdata,
    input  wire       rd_hold,
    output reg  [7:0] rdata
);
    reg [7:0] cfg0, cfg1, cfg2, cfg3;
    reg [7:0] sel;

    // write latches: transparent while en is high for the addressed word
    always @* if (en && addr == 2'd0) cfg0 = wdata;
    always @* if (en && addr == 2'd1) cfg1 = wdata;
    always @* if (en && addr == 2'd2) cfg2 = wdata;
    always @* if (en && addr == 2'd3) cfg3 = wdata;

    always @* begin
        case (addr)
            2'd0: sel = cfg0;
            2'd1: sel = cfg1;
            2'd2: sel = cfg2;
            default: sel = cfg3;
        endcase
    end

    // read-back latch: holds the value while rd_hold is high
    always @* if (!rd_hold) rdata = sel;
endmodule
