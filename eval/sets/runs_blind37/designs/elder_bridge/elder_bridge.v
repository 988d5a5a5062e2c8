// elder_bridge: tiny APB-style register slave: 4 x 16-bit registers behind an address decoder.
// Ports: pclk, presetn, psel, penable, pwrite, paddr[7:0], pwdata[15:0], prdata[15:0], pslverr.
// Sub-modules: elder_decode (address decode, elder_decode.v), elder_regs (register bank, elder_regs.v).
// Addresses 0x00, 0x04, 0x08, 0x0C are valid; any other address answers pslverr.
module elder_bridge (
    input  wire        pclk,
    input  wire        presetn,
    input  wire        psel,
    input  wire        penable,
    input  wire        pwrite,
    input  wire [7:0]  paddr,
    input  wire [15:0] pwdata,
    output wire [15:0] prdata,
    output wire        pslverr
);
    wire [3:0] row_sel;
    wire       addr_ok;
    wire       access = psel & penable;

    elder_decode u_dec (
        .addr   (paddr),
        .sel    (row_sel),
        .valid  (addr_ok)
    );

    elder_regs u_regs (
        .clk     (pclk),
        .rst_n   (presetn),
        .wr      (access & pwrite & addr_ok),
        .row_sel (row_sel),
        .wdata   (pwdata),
        .rdata   (prdata)
    );

    assign pslverr = access & ~addr_ok;
endmodule
