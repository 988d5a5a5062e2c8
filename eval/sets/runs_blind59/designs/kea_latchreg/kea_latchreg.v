// kea_latchreg: 4 x 4-bit register file built from level-sensitive latches (transparent while we is high)
// author: block team, rev B
// no vendor primitives; intended for OSU035 mapping or generic synthesis
// reset is synchronous unless stated otherwise
// ports: we, waddr[1:0], wdata[3:0], raddr[1:0] -> rdata[3:0]; no clock
module kea_latchreg (
    input  wire       we,
    input  wire [1:0] waddr,
    input  wire [3:0] wdata,
    input  wire [1:0] raddr,
    output wire [3:0] rdata
);
    reg [3:0] r0, r1, r2, r3;
    always @(*) if (we && waddr == 2'd0) r0 = wdata;
    always @(*) if (we && waddr == 2'd1) r1 = wdata;
    always @(*) if (we && waddr == 2'd2) r2 = wdata;
    always @(*) if (we && waddr == 2'd3) r3 = wdata;
    assign rdata = (raddr == 2'd0) ? r0 :
                   (raddr == 2'd1) ? r1 :
                   (raddr == 2'd2) ? r2 : r3;
endmodule
