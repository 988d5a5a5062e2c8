// hare_latchbank: 4 x 8 latch-based register bank (low-area alternative to a flop register file)
// Each word is a bank of transparent-high latches opened while wr_en is high and waddr selects it;
// a write must be held stable for the whole enable pulse. Read is a plain combinational mux.
// Ports: wr_en, waddr[1:0], wdata[7:0], raddr[1:0], rdata[7:0]; plus clk/rst_n for the registered read port rdata_q
module hare_latchbank (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       wr_en,
    input  wire [1:0] waddr,
    input  wire [7:0] wdata,
    input  wire [1:0] raddr,
    output wire [7:0] rdata,
    output reg  [7:0] rdata_q
);
    reg [7:0] w0, w1, w2, w3;

    always @(*) if (wr_en && waddr == 2'd0) w0 = wdata;
    always @(*) if (wr_en && waddr == 2'd1) w1 = wdata;
    always @(*) if (wr_en && waddr == 2'd2) w2 = wdata;
    always @(*) if (wr_en && waddr == 2'd3) w3 = wdata;

    assign rdata = (raddr == 2'd0) ? w0 :
                   (raddr == 2'd1) ? w1 :
                   (raddr == 2'd2) ? w2 : w3;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            rdata_q <= 8'd0;
        else
            rdata_q <= rdata;
    end
endmodule
