// gerbil_latchrf: 4 x 8-bit latch-based register file (area-saving alternative to flops).
// The write address/data are captured on the rising edge of clk; the selected row's
// transparent latch is open while clk is low, so the write completes in the second half
// of the cycle. The read port is asynchronous (combinational mux on raddr).
// Ports: clk, we, waddr[1:0], wdata[7:0], raddr[1:0], rdata[7:0].
module gerbil_latchrf (
    input        clk,
    input        we,
    input  [1:0] waddr,
    input  [7:0] wdata,
    input  [1:0] raddr,
    output [7:0] rdata
);
    reg [3:0] wsel_q;
    reg [7:0] wdata_q;

    always @(posedge clk) begin
        wsel_q  <= we ? (4'b0001 << waddr) : 4'b0000;
        wdata_q <= wdata;
    end

    reg [7:0] row0, row1, row2, row3;

    // latch enables: selected row, low phase of clk
    always @* if (wsel_q[0] && !clk) row0 = wdata_q;
    always @* if (wsel_q[1] && !clk) row1 = wdata_q;
    always @* if (wsel_q[2] && !clk) row2 = wdata_q;
    always @* if (wsel_q[3] && !clk) row3 = wdata_q;

    assign rdata = (raddr == 2'd0) ? row0 :
                   (raddr == 2'd1) ? row1 :
                   (raddr == 2'd2) ? row2 : row3;
endmodule
