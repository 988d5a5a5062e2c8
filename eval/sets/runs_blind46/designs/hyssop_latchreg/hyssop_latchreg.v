// hyssop_latchreg: 4 x 8-bit configuration register file built from level-sensitive latches
// (transparent while we is high and the address matches), plus a registered read port.
// Ports: clk (read register), we, waddr[1:0], wdata[7:0], raddr[1:0], rdata[7:0], cfg_all[31:0] (all latches).
// Intentionally latch-based to save area; synthesis infers $_DLATCH_P_ cells.
module hyssop_latchreg (
    input  wire        clk,
    input  wire        we,
    input  wire [1:0]  waddr,
    input  wire [7:0]  wdata,
    input  wire [1:0]  raddr,
    output reg  [7:0]  rdata,
    output wire [31:0] cfg_all
);
    reg [7:0] r0, r1, r2, r3;

    always @(*) if (we && waddr == 2'd0) r0 = wdata;
    always @(*) if (we && waddr == 2'd1) r1 = wdata;
    always @(*) if (we && waddr == 2'd2) r2 = wdata;
    always @(*) if (we && waddr == 2'd3) r3 = wdata;

    assign cfg_all = {r3, r2, r1, r0};

    always @(posedge clk) begin
        case (raddr)
            2'd0: rdata <= r0;
            2'd1: rdata <= r1;
            2'd2: rdata <= r2;
            default: rdata <= r3;
        endcase
    end
endmodule
