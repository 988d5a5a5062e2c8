// kaolinite_latchrf: 4 x 4-bit latch-based register file, one write port, two read ports
// Storage is level-sensitive: each word is a transparent latch open while clk is low and the
// word is selected (write data is captured on a posedge flop first, so the latch input is stable).
// Read ports are combinational muxes of the latch outputs.
module kaolinite_latchrf (
    input  wire       clk,
    input  wire       we,
    input  wire [1:0] waddr,
    input  wire [3:0] wdata,
    input  wire [1:0] raddr_a,
    input  wire [1:0] raddr_b,
    output wire [3:0] rdata_a,
    output wire [3:0] rdata_b
);
    reg [3:0] wdata_q;
    reg [1:0] waddr_q;
    reg       we_q;
    reg [3:0] word0, word1, word2, word3;

    always @(posedge clk) begin
        wdata_q <= wdata;
        waddr_q <= waddr;
        we_q    <= we;
    end

    // transparent-low latches: open in the second half of the cycle
    always @(*) if (!clk && we_q && waddr_q == 2'd0) word0 = wdata_q;
    always @(*) if (!clk && we_q && waddr_q == 2'd1) word1 = wdata_q;
    always @(*) if (!clk && we_q && waddr_q == 2'd2) word2 = wdata_q;
    always @(*) if (!clk && we_q && waddr_q == 2'd3) word3 = wdata_q;

    assign rdata_a = (raddr_a == 2'd0) ? word0 : (raddr_a == 2'd1) ? word1 :
                     (raddr_a == 2'd2) ? word2 : word3;
    assign rdata_b = (raddr_b == 2'd0) ? word0 : (raddr_b == 2'd1) ? word1 :
                     (raddr_b == 2'd2) ? word2 : word3;
endmodule
