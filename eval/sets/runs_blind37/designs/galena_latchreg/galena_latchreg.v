// galena_latchreg: 4 x 8-bit register file built from level-sensitive latches (area-saving style).
// Ports: clk, we, waddr[1:0], wdata[7:0], raddr[1:0], rdata[7:0].
// Write data and address are captured in flops on the rising edge; the selected latch row is
// transparent while clk is low (enable = ~clk & we_q & row select), so it closes at the next
// rising edge. The read port is a plain combinational mux.
module galena_latchreg (
    input  wire       clk,
    input  wire       we,
    input  wire [1:0] waddr,
    input  wire [7:0] wdata,
    input  wire [1:0] raddr,
    output wire [7:0] rdata
);
    reg       we_q;
    reg [1:0] waddr_q;
    reg [7:0] wdata_q;

    always @(posedge clk) begin
        we_q    <= we;
        waddr_q <= waddr;
        wdata_q <= wdata;
    end

    reg [7:0] row0, row1, row2, row3;
    wire      open0 = ~clk & we_q & (waddr_q == 2'd0);
    wire      open1 = ~clk & we_q & (waddr_q == 2'd1);
    wire      open2 = ~clk & we_q & (waddr_q == 2'd2);
    wire      open3 = ~clk & we_q & (waddr_q == 2'd3);

    always @* if (open0) row0 = wdata_q;
    always @* if (open1) row1 = wdata_q;
    always @* if (open2) row2 = wdata_q;
    always @* if (open3) row3 = wdata_q;

    assign rdata = (raddr == 2'd0) ? row0 :
                   (raddr == 2'd1) ? row1 :
                   (raddr == 2'd2) ? row2 : row3;
endmodule
