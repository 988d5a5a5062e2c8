// mole_latchreg: 4 x 4-bit register file built from level-sensitive latches
// Writes are transparent while we is high; read is combinational.
// Ports: we, waddr[1:0], wdata[3:0], raddr[1:0], rdata[3:0], clk (output flop for rdata)
module mole_latchreg (
    input  wire       clk,
    input  wire       we,
    input  wire [1:0] waddr,
    input  wire [3:0] wdata,
    input  wire [1:0] raddr,
    output reg  [3:0] rdata
);
    reg [3:0] r0, r1, r2, r3;
    always @(*) if (we && waddr == 2'd0) r0 = wdata;
    always @(*) if (we && waddr == 2'd1) r1 = wdata;
    always @(*) if (we && waddr == 2'd2) r2 = wdata;
    always @(*) if (we && waddr == 2'd3) r3 = wdata;
    reg [3:0] mux;
    always @(*) case (raddr)
        2'd0: mux = r0;
        2'd1: mux = r1;
        2'd2: mux = r2;
        default: mux = r3;
    endcase
    always @(posedge clk) rdata <= mux;
endmodule
