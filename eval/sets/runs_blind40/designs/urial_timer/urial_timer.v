// urial_timer: programmable interval timer with a clock prescaler.
// A divide-by-4 prescaler (two toggle flops) produces tick_clk, which clocks the 12-bit
// down-counter directly (a derived clock, so the SDC needs a generated clock on it).
// When the counter reaches zero it reloads from reload_val and raises irq until irq_ack.
// Ports: clk (main clock), rst, reload_val, enable, irq_ack, irq, count.
module urial_timer (
    input  wire        clk,
    input  wire        rst,
    input  wire        enable,
    input  wire [11:0] reload_val,
    input  wire        irq_ack,
    output reg         irq,
    output reg  [11:0] count
);
    reg [1:0] pre;
    wire      tick_clk = pre[1];

    // prescaler in the main clock domain
    always @(posedge clk) begin
        if (rst) pre <= 2'b00;
        else     pre <= pre + 2'b01;
    end

    // down-counter on the divided clock
    reg wrap;
    always @(posedge tick_clk or posedge rst) begin
        if (rst) begin
            count <= 12'd0;
            wrap  <= 1'b0;
        end else if (enable) begin
            if (count == 12'd0) begin
                count <= reload_val;
                wrap  <= 1'b1;
            end else begin
                count <= count - 12'd1;
                wrap  <= 1'b0;
            end
        end
    end

    // interrupt flag back in the main clock domain
    reg wrap_s1, wrap_s2;
    always @(posedge clk) begin
        if (rst) begin
            wrap_s1 <= 1'b0; wrap_s2 <= 1'b0; irq <= 1'b0;
        end else begin
            wrap_s1 <= wrap;
            wrap_s2 <= wrap_s1;
            if (wrap_s1 && !wrap_s2) irq <= 1'b1;
            else if (irq_ack)        irq <= 1'b0;
        end
    end
endmodule
