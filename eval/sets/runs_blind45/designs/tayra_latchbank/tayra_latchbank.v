// tayra_latchbank: 4 x 8-bit register bank built from level-sensitive latches
// Ports: clk, we, waddr[1:0], wdata[7:0], raddr[1:0] -> rdata[7:0] (registered)
// Each word is a transparent-high latch enabled while clk is low and we selects it;
// the read port samples on the rising edge.
module tayra_latchbank (
    input  wire       clk,
    input  wire       we,
    input  wire [1:0] waddr,
    input  wire [7:0] wdata,
    input  wire [1:0] raddr,
    output reg  [7:0] rdata
);
    reg [7:0] word0, word1, word2, word3;
    wire      wphase = ~clk & we;

    always @(*) if (wphase && waddr == 2'd0) word0 = wdata;
    always @(*) if (wphase && waddr == 2'd1) word1 = wdata;
    always @(*) if (wphase && waddr == 2'd2) word2 = wdata;
    always @(*) if (wphase && waddr == 2'd3) word3 = wdata;

    always @(posedge clk) begin
        case (raddr)
            2'd0: rdata <= word0;
            2'd1: rdata <= word1;
            2'd2: rdata <= word2;
            default: rdata <= word3;
        endcase
    end
endmodule
