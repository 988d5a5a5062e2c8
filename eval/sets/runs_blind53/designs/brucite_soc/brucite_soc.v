// brucite_soc: tiny peripheral top that ties a register bank to a timer block.
// The timer (brucite_timer) lives in a separate file that this design expects
// the flow to read; the register bank is in this file.
module brucite_regs (
    input  wire       clk,
    input  wire       rst,
    input  wire       wr_en,
    input  wire [1:0] addr,
    input  wire [7:0] wdata,
    output reg  [7:0] ctrl,
    output reg  [7:0] reload
);
    always @(posedge clk) begin
        if (rst) begin
            ctrl <= 8'h00;
            reload <= 8'hFF;
        end else if (wr_en) begin
            if (addr == 2'd0) ctrl <= wdata;
            if (addr == 2'd1) reload <= wdata;
        end
    end
endmodule

module brucite_soc (
    input  wire       clk,
    input  wire       rst,
    input  wire       wr_en,
    input  wire [1:0] addr,
    input  wire [7:0] wdata,
    output wire       irq,
    output wire [7:0] count
);
    wire [7:0] ctrl, reload;
    brucite_regs u_regs (.clk(clk), .rst(rst), .wr_en(wr_en), .addr(addr),
                         .wdata(wdata), .ctrl(ctrl), .reload(reload));
    brucite_timer u_timer (.clk(clk), .rst(rst), .enable(ctrl[0]),
                           .reload(reload), .count(count), .irq(irq));
endmodule
