// larkspur_latch: 4 x 4-bit latch-based register file (transparent-high latches, one write port)
// Ports: we, waddr[1:0], wdata[3:0], raddr[1:0] -> rdata[3:0]
// Storage is level-sensitive on purpose (latches, not flops) to save area.
module larkspur_latch (
    input  wire       we,
    input  wire [1:0] waddr,
    input  wire [3:0] wdata,
    input  wire [1:0] raddr,
    output reg  [3:0] rdata
);
    reg [3:0] r0, r1, r2, r3;
    wire g0 = we && (waddr == 2'd0);
    wire g1 = we && (waddr == 2'd1);
    wire g2 = we && (waddr == 2'd2);
    wire g3 = we && (waddr == 2'd3);
    always @(*) if (g0) r0 = wdata;
    always @(*) if (g1) r1 = wdata;
    always @(*) if (g2) r2 = wdata;
    always @(*) if (g3) r3 = wdata;
    always @(*) begin
        case (raddr)
            2'd0: rdata = r0;
            2'd1: rdata = r1;
            2'd2: rdata = r2;
            default: rdata = r3;
        endcase
    end
endmodule
