// yapok_intc: 8-source interrupt controller with mask, pending and ack; pending is (wrongly) driven from two always blocks
module yapok_intc (
    input  wire       clk,
    input  wire       rst,
    input  wire [7:0] irq_in,
    input  wire       we_mask,
    input  wire [7:0] wdata,
    input  wire       ack,
    input  wire [2:0] ack_id,
    output reg  [7:0] mask,
    output reg  [7:0] pending,
    output reg        irq_out,
    output reg  [2:0] irq_id
);
    reg [7:0] irq_d;
    wire [7:0] rise = irq_in & ~irq_d;
    wire [7:0] active = pending & mask;
    integer i;

    always @(posedge clk) begin
        if (rst) begin
            irq_d <= 8'h00;
            mask  <= 8'h00;
        end else begin
            irq_d <= irq_in;
            if (we_mask) mask <= wdata;
        end
    end

    // edge capture sets pending bits
    always @(posedge clk) begin
        if (rst)
            pending <= 8'h00;
        else
            pending <= pending | rise;
    end

    // ack clears a pending bit -- second driver of pending
    always @(posedge clk) begin
        if (ack)
            pending[ack_id] <= 1'b0;
    end

    always @* begin
        irq_out = |active;
        irq_id  = 3'd0;
        for (i = 7; i >= 0; i = i - 1)
            if (active[i]) irq_id = i[2:0];
    end
endmodule
