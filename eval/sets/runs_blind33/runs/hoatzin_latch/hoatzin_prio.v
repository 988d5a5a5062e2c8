// hoatzin_prio: 8-input interrupt priority encoder with mask register; comb block misses a default (infers latches)
module hoatzin_prio (
    input  wire       clk,
    input  wire       rst,
    input  wire       mask_we,
    input  wire [7:0] mask_in,
    input  wire [7:0] irq,
    output reg  [2:0] vec,
    output reg        irq_out,
    output reg  [2:0] vec_q
);
    reg [7:0] mask;
    wire [7:0] pend = irq & ~mask;

    always @(posedge clk) begin
        if (rst) mask <= 8'hFF;
        else if (mask_we) mask <= mask_in;
    end

    // BUG: vec is not assigned when pend == 0, so a latch holds the old vector
    always @(*) begin
        irq_out = |pend;
        if      (pend[7]) vec = 3'd7;
        else if (pend[6]) vec = 3'd6;
        else if (pend[5]) vec = 3'd5;
        else if (pend[4]) vec = 3'd4;
        else if (pend[3]) vec = 3'd3;
        else if (pend[2]) vec = 3'd2;
        else if (pend[1]) vec = 3'd1;
        else if (pend[0]) vec = 3'd0;
    end

    always @(posedge clk) begin
        if (rst) vec_q <= 3'd0;
        else if (irq_out) vec_q <= vec;
    end
endmodule
