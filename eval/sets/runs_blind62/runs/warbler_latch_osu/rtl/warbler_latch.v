// warbler_latch: 4x8 register file with transparent-low-phase latches (latch-based storage)
// Writes go through the latches while clk is low and we is set; reads are a registered mux.
module warbler_latch (
    input  wire       clk,
    input  wire       we,
    input  wire [1:0] waddr,
    input  wire [7:0] wdata,
    input  wire [1:0] raddr,
    output reg  [7:0] rdata
);
    reg [7:0] r0, r1, r2, r3;
    always @(*) begin
        if (!clk && we && waddr == 2'd0) r0 = wdata;
    end
    always @(*) begin
        if (!clk && we && waddr == 2'd1) r1 = wdata;
    end
    always @(*) begin
        if (!clk && we && waddr == 2'd2) r2 = wdata;
    end
    always @(*) begin
        if (!clk && we && waddr == 2'd3) r3 = wdata;
    end
    always @(posedge clk) begin
        case (raddr)
            2'd0: rdata <= r0;
            2'd1: rdata <= r1;
            2'd2: rdata <= r2;
            default: rdata <= r3;
        endcase
    end
endmodule
