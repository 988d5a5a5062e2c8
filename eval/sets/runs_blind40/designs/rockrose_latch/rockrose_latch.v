// rockrose_latch: transparent-latch based configuration register bank with a bus read mux.
// Four 4-bit registers are written through level-sensitive latches (open while wr_en is high
// and the address matches), which saves area against flip-flops in this low-speed control block.
// A registered read path (rdata) samples the selected register on the rising clock edge.
module rockrose_latch (
    input  wire       clk,
    input  wire       wr_en,
    input  wire [1:0] addr,
    input  wire [3:0] wdata,
    input  wire [1:0] raddr,
    output reg  [3:0] rdata,
    output wire [15:0] cfg_flat
);
    reg [3:0] cfg0, cfg1, cfg2, cfg3;

    always @(*) if (wr_en && addr == 2'd0) cfg0 = wdata;
    always @(*) if (wr_en && addr == 2'd1) cfg1 = wdata;
    always @(*) if (wr_en && addr == 2'd2) cfg2 = wdata;
    always @(*) if (wr_en && addr == 2'd3) cfg3 = wdata;

    assign cfg_flat = {cfg3, cfg2, cfg1, cfg0};

    always @(posedge clk) begin
        case (raddr)
            2'd0: rdata <= cfg0;
            2'd1: rdata <= cfg1;
            2'd2: rdata <= cfg2;
            default: rdata <= cfg3;
        endcase
    end
endmodule
