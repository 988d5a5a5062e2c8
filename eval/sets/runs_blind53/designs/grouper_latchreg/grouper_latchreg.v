// grouper_latchreg: 4 x 8-bit latch-based register file (transparent-high
// latches) with a registered read port, as used for low-power config storage.
// Write: we + waddr + wdata while the gate is open; read: raddr sampled on clk.
module grouper_latchreg (
    input  wire       clk,
    input  wire       gate,
    input  wire       we,
    input  wire [1:0] waddr,
    input  wire [7:0] wdata,
    input  wire [1:0] raddr,
    output reg  [7:0] rdata
);
    reg [7:0] r0, r1, r2, r3;
    wire en = gate & we;

    always @* if (en && waddr == 2'd0) r0 = wdata;
    always @* if (en && waddr == 2'd1) r1 = wdata;
    always @* if (en && waddr == 2'd2) r2 = wdata;
    always @* if (en && waddr == 2'd3) r3 = wdata;

    always @(posedge clk) begin
        case (raddr)
            2'd0: rdata <= r0;
            2'd1: rdata <= r1;
            2'd2: rdata <= r2;
            default: rdata <= r3;
        endcase
    end
endmodule
