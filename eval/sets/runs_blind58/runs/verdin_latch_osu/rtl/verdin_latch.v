// verdin_latch: latch-based 4x8 register file with a latch-based clock gate (ICG) on the output register
// Write: level-sensitive, each word is a transparent-high latch enabled by (we && clk low && addr match).
// Read: mux on raddr into an output flop whose clock is gated by a glitch-free latch+AND cell.
// Ports: clk, we, waddr[1:0], wdata[7:0], re, raddr[1:0], rdata[7:0]
module verdin_latch_icg (
    input  wire clk,
    input  wire en,
    output wire gclk
);
    reg en_l;
    // latch is transparent while clk is low
    always @* if (!clk) en_l = en;
    assign gclk = clk & en_l;
endmodule

module verdin_latch (
    input  wire       clk,
    input  wire       we,
    input  wire [1:0] waddr,
    input  wire [7:0] wdata,
    input  wire       re,
    input  wire [1:0] raddr,
    output reg  [7:0] rdata
);
    reg [7:0] w0, w1, w2, w3;
    wire      wopen = we & ~clk;
    wire      gclk;

    always @* if (wopen && waddr == 2'd0) w0 = wdata;
    always @* if (wopen && waddr == 2'd1) w1 = wdata;
    always @* if (wopen && waddr == 2'd2) w2 = wdata;
    always @* if (wopen && waddr == 2'd3) w3 = wdata;

    verdin_latch_icg u_icg (.clk(clk), .en(re), .gclk(gclk));

    always @(posedge gclk) begin
        case (raddr)
            2'd0: rdata <= w0;
            2'd1: rdata <= w1;
            2'd2: rdata <= w2;
            default: rdata <= w3;
        endcase
    end
endmodule
