// tinamou_latch: 4 x 4-bit register file built from level-sensitive latches (transparent while
// gate is high), with a registered read port.
// ports: clk, gate, waddr[1:0], wdata[3:0], raddr[1:0] -> rdata[3:0]
module tinamou_latch (
    input  wire       clk,
    input  wire       gate,
    input  wire [1:0] waddr,
    input  wire [3:0] wdata,
    input  wire [1:0] raddr,
    output reg  [3:0] rdata
);
    reg [3:0] r0, r1, r2, r3;
    always @(*) if (gate && waddr == 2'd0) r0 = wdata;
    always @(*) if (gate && waddr == 2'd1) r1 = wdata;
    always @(*) if (gate && waddr == 2'd2) r2 = wdata;
    always @(*) if (gate && waddr == 2'd3) r3 = wdata;
    always @(posedge clk) begin
        case (raddr)
            2'd0: rdata <= r0;
            2'd1: rdata <= r1;
            2'd2: rdata <= r2;
            default: rdata <= r3;
        endcase
    end
endmodule
